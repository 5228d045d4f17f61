import { SIGNED_IN } from '../permissions/permission-catalogue';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** The inventory's endpoints: path, method and the permission node a caller needs (docs/inventory.md). */
export const inventoryRoutes = {
  // Consumables (/product/material)
  getConsumableList: post('getConsumableList', 'material'),
  getConsumable: post('getConsumable', 'material'),
  addConsumable: post('addConsumable', 'material.edit'),
  editConsumable: post('editConsumable', 'material.edit'),
  getConsumableOptions: post('getConsumableOptions', SIGNED_IN),
  // Consumable packs (/product/consumption-index, /product/consumption-index/consumption)
  getConsumablePackList: post('getConsumablePackList', 'consumptionIndex'),
  getConsumablePack: post('getConsumablePack', 'consumptionIndex'),
  addConsumablePack: post('addConsumablePack', 'consumptionIndex.edit'),
  editConsumablePack: post('editConsumablePack', 'consumptionIndex.edit'),
  getConsumablePackOptions: post('getConsumablePackOptions', SIGNED_IN),
  // Stock (/consumables/consumables-list, /consumables/consumables-out/{id})
  getStockList: post('getStockList', 'consumablesList'),
  // In-warehouse packs (/consumables/consumables-bag)
  getPackStockList: post('getPackStockList', 'consumablesBag'),
  getStock: post('getStock', 'consumablesList'),
  getStockMovementList: post('getStockMovementList', 'consumablesList'),
  exportStockMovements: { path: '/api/admin/exportStockMovements', method: 'GET', permission: 'consumablesList.export' } as const,
  checkStockLedger: post('checkStockLedger', 'consumablesList'),
  getExpiringBatches: post('getExpiringBatches', 'consumablesList'),
  receiveStock: post('receiveStock', 'consumablesList.receive'),
  issueStock: post('issueStock', 'consumablesOut'),
  returnStock: post('returnStock', 'consumablesOut'),
  transferStock: post('transferStock', 'consumablesList.transfer'),
  adjustStock: post('adjustStock', 'consumablesList.adjust'),
  // Stocktakes (/consumables/stocktake, /consumables/stocktake-sheet/{id})
  getStocktakeList: post('getStocktakeList', 'stocktake'),
  getStocktake: post('getStocktake', 'stocktake'),
  startStocktake: post('startStocktake', 'stocktake.count'),
  countStocktake: post('countStocktake', 'stocktake.count'),
  cancelStocktake: post('cancelStocktake', 'stocktake.count'),
  postStocktake: post('postStocktake', 'stocktake.post'),
  // Transfers sent to another studio on its approval (/consumables/stock-transfer)
  getStockTransferList: post('getStockTransferList', 'stockTransfer'),
  getStockTransfer: post('getStockTransfer', 'stockTransfer'),
  requestStockTransfer: post('requestStockTransfer', 'stockTransfer.request'),
  cancelStockTransfer: post('cancelStockTransfer', 'stockTransfer.request'),
  approveStockTransfer: post('approveStockTransfer', 'stockTransfer.approve'),
  rejectStockTransfer: post('rejectStockTransfer', 'stockTransfer.approve'),
};
