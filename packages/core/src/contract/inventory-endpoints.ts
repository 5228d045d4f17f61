import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { inventoryRoutes as r } from './inventory-routes';
import * as consumables from './schemas/inventory-consumables';
import * as stock from './schemas/inventory-stock';
import * as stocktake from './schemas/inventory-stocktake';
import * as transfers from './schemas/inventory-transfers';
import { emptyRequest } from './schemas/common';
import { streamedFileResponse } from './schemas/streamed-export';

/** The inventory's endpoints with their schemas; the compiler keeps the names equal to inventoryRoutes. */
export const inventoryEndpoints = {
  getConsumableList: def({ ...r.getConsumableList, request: consumables.consumableListRequest, response: consumables.consumableListResult, mutates: false }),
  getConsumable: def({ ...r.getConsumable, request: consumables.getConsumableRequest, response: consumables.consumableDetailSchema, mutates: false }),
  addConsumable: def({ ...r.addConsumable, request: consumables.addConsumableRequest, response: consumables.consumableDetailSchema, mutates: true }),
  editConsumable: def({ ...r.editConsumable, request: consumables.editConsumableRequest, response: consumables.consumableDetailSchema, mutates: true }),
  getConsumableOptions: def({ ...r.getConsumableOptions, request: emptyRequest, response: consumables.inventoryOptionsResult, mutates: false }),
  getConsumablePackList: def({ ...r.getConsumablePackList, request: consumables.packListRequest, response: consumables.packListResult, mutates: false }),
  getConsumablePack: def({ ...r.getConsumablePack, request: consumables.getPackRequest, response: consumables.packDetailSchema, mutates: false }),
  addConsumablePack: def({ ...r.addConsumablePack, request: consumables.addPackRequest, response: consumables.packDetailSchema, mutates: true }),
  editConsumablePack: def({ ...r.editConsumablePack, request: consumables.editPackRequest, response: consumables.packDetailSchema, mutates: true }),
  getConsumablePackOptions: def({ ...r.getConsumablePackOptions, request: emptyRequest, response: consumables.inventoryOptionsResult, mutates: false }),
  getStockList: def({ ...r.getStockList, request: stock.stockListRequest, response: stock.stockListResult, mutates: false }),
  getPackStockList: def({ ...r.getPackStockList, request: stock.packStockListRequest, response: stock.packStockListResult, mutates: false }),
  getStock: def({ ...r.getStock, request: stock.getStockRequest, response: stock.stockDetailSchema, mutates: false }),
  getStockMovementList: def({ ...r.getStockMovementList, request: stock.movementListRequest, response: stock.movementListResult, mutates: false }),
  // Not `mutates`: its one audit row ('stockMovements.export') is written when the stream ends, with the row count.
  exportStockMovements: def({ ...r.exportStockMovements, request: stock.exportStockMovementsRequest, response: streamedFileResponse, mutates: false }),
  checkStockLedger: def({ ...r.checkStockLedger, request: emptyRequest, response: stock.stockCheckResult, mutates: false }),
  getExpiringBatches: def({ ...r.getExpiringBatches, request: stock.expiringBatchesRequest, response: stock.expiringBatchesResult, mutates: false }),
  receiveStock: def({ ...r.receiveStock, request: stock.receiveStockRequest, response: stock.stockPostingResult, mutates: true }),
  issueStock: def({ ...r.issueStock, request: stock.issueStockRequest, response: stock.stockPostingResult, mutates: true }),
  returnStock: def({ ...r.returnStock, request: stock.returnStockRequest, response: stock.stockPostingResult, mutates: true }),
  transferStock: def({ ...r.transferStock, request: stock.transferStockRequest, response: stock.stockPostingResult, mutates: true }),
  adjustStock: def({ ...r.adjustStock, request: stock.adjustStockRequest, response: stock.stockPostingResult, mutates: true }),
  getStocktakeList: def({ ...r.getStocktakeList, request: stocktake.stocktakeListRequest, response: stocktake.stocktakeListResult, mutates: false }),
  getStocktake: def({ ...r.getStocktake, request: stocktake.getStocktakeRequest, response: stocktake.stocktakeDetailSchema, mutates: false }),
  startStocktake: def({ ...r.startStocktake, request: stocktake.startStocktakeRequest, response: stocktake.stocktakeDetailSchema, mutates: true }),
  countStocktake: def({ ...r.countStocktake, request: stocktake.countStocktakeRequest, response: stocktake.stocktakeDetailSchema, mutates: true }),
  cancelStocktake: def({ ...r.cancelStocktake, request: stocktake.closeStocktakeRequest, response: stocktake.stocktakeDetailSchema, mutates: true }),
  postStocktake: def({ ...r.postStocktake, request: stocktake.closeStocktakeRequest, response: stocktake.stocktakeDetailSchema, mutates: true }),
  getStockTransferList: def({ ...r.getStockTransferList, request: transfers.transferListRequest, response: transfers.transferListResult, mutates: false }),
  getStockTransfer: def({ ...r.getStockTransfer, request: transfers.getTransferRequest, response: transfers.transferRowSchema, mutates: false }),
  requestStockTransfer: def({ ...r.requestStockTransfer, request: transfers.requestTransferRequest, response: transfers.transferRowSchema, mutates: true }),
  cancelStockTransfer: def({ ...r.cancelStockTransfer, request: transfers.decideTransferRequest, response: transfers.transferRowSchema, mutates: true }),
  approveStockTransfer: def({ ...r.approveStockTransfer, request: transfers.decideTransferRequest, response: transfers.transferRowSchema, mutates: true }),
  rejectStockTransfer: def({ ...r.rejectStockTransfer, request: transfers.decideTransferRequest, response: transfers.transferRowSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
