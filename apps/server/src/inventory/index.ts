import type { HandlerMap } from '../http/handler-types';
import { addConsumable, editConsumable, getConsumable, getConsumableList, getConsumableOptions } from './consumable-handlers';
import { addConsumablePack, editConsumablePack, getConsumablePack, getConsumablePackList, getConsumablePackOptions } from './pack-handlers';
import { getExpiringBatches } from './expiring-batches';
import { getPackStockList } from './pack-stock-read';
import { checkStockLedger, getStock, getStockList, getStockMovementList } from './stock-read';
import { exportStockMovements } from './stock-movements-export';
import { adjustStock, issueStock, receiveStock, returnStock, transferStock } from './stock-write';
import { approveStockTransfer, cancelStockTransfer, getStockTransfer, getStockTransferList, rejectStockTransfer, requestStockTransfer } from './transfer-handlers';
import { cancelStocktake, countStocktake, getStocktake, getStocktakeList, postStocktake, startStocktake } from './stocktake-handlers';

export { assertConsumablePackExists } from './pack-handlers';

/** The handlers of the inventory, by endpoint name (docs/inventory.md). */
export function createInventoryHandlers(): HandlerMap {
  return {
    getConsumableList, getConsumable, getConsumableOptions, addConsumable, editConsumable,
    getConsumablePackList, getConsumablePack, getConsumablePackOptions, addConsumablePack, editConsumablePack,
    getStockList, getStock, getStockMovementList, exportStockMovements, checkStockLedger, getPackStockList, getExpiringBatches,
    receiveStock, issueStock, returnStock, transferStock, adjustStock,
    getStocktakeList, getStocktake, startStocktake, countStocktake, cancelStocktake, postStocktake,
    getStockTransferList, getStockTransfer, requestStockTransfer, cancelStockTransfer, approveStockTransfer, rejectStockTransfer,
  };
}
