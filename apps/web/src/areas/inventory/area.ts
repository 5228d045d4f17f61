import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';
import { inventoryQueues } from './inventory-queues';

/** Consumables, consumable packs and each studio's stock. */
export const inventoryArea: ConsoleArea = {
  id: 'inventory',
  queues: inventoryQueues,
  pages: {
    material: page(() => import('./consumables-page').then((m) => m.ConsumablesPage)),
    consumptionIndex: page(() => import('./packs-page').then((m) => m.PacksPage)),
    consumption: page(() => import('./packs-page').then((m) => m.PacksPage)),
    consumablesList: page(() => import('./stock-page').then((m) => m.StockPage)),
    consumablesBag: page(() => import('./pack-stock-page').then((m) => m.PackStockPage)),
    consumablesOut: page(() => import('./stock-out-page').then((m) => m.StockOutPage)),
    stocktake: page(() => import('./stocktake-page').then((m) => m.StocktakePage)),
    stocktakeSheet: page(() => import('./stocktake-sheet-page').then((m) => m.StocktakeSheetPage)),
    stockTransfer: page(() => import('./stock-transfer-page').then((m) => m.StockTransferPage)),
  },
};
