import { countOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

let made = 0;
const unique = (what: string) => `Matrix ${what} ${process.pid}-${++made}`;

/**
 * The inventory's part of the permission matrix: consumables, packs and stock movements. Stock
 * moves at the studio manager's own studio (station scoping would refuse another), with a nurse
 * of that studio; each take is preceded by a receipt so it can succeed for every allowed role.
 */
export const inventoryMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from consumables)',
    '(select coalesce(sum(version), 0) from consumables)',
    '(select count(*) from consumable_packs)',
    '(select coalesce(sum(version), 0) from consumable_packs)',
    '(select count(*) from stock_movements)',
    '(select coalesce(sum(quantity), 0) from stock_balances)',
    '(select count(*) from stocktakes)',
    '(select coalesce(sum(version), 0) from stocktakes)',
    '(select count(*) from stock_transfers)',
    '(select coalesce(sum(version), 0) from stock_transfers)',
  ],
  bodies: async ({ server, api }) => {
    const studioId = await countOn(server, "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const otherStudioId = await countOn(server, 'select min(id) from studios where id <> ?', [studioId]);
    const nurseId = await countOn(server, 'select min(id) from nurses where studio_id = ?', [studioId]);
    const consumable = async () => api.ok('admin', 'addConsumable', { name: unique('consumable'), unit: 'box', unitCost: '2.50' });
    const stocked = async () => {
      const c = await consumable();
      await api.ok('admin', 'receiveStock', { studioId, consumableId: c.id, quantity: 10 });
      return c.id;
    };
    const first = await stocked();
    const stockId = await countOn(server, 'select id from stock_balances where consumable_id = ?', [first]);
    /** A sheet of the studio being counted (any open one cancelled first), optionally with a count entered. */
    const freshSheet = async (counted: boolean) => {
      const open = await api.ok('admin', 'getStocktakeList', { studioId, status: 'counting' });
      for (const sheet of open.list) await api.ok('admin', 'cancelStocktake', { stocktakeId: sheet.id, version: sheet.version });
      const sheet = await api.ok('admin', 'startStocktake', { studioId });
      return counted ? api.ok('admin', 'countStocktake', { stocktakeId: sheet.id, version: sheet.version, counts: `${first}=1` }) : sheet;
    };
    /** A transfer the studio manager's studio sends to the other one (admin sends it: approved by the other side's roles). */
    const sentToOther = async () => api.ok('admin', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: await stocked(), quantity: 1 });
    const sentToStudio = async () => {
      const c = await consumable();
      await api.ok('admin', 'receiveStock', { studioId: otherStudioId, consumableId: c.id, quantity: 5 });
      return api.ok('admin', 'requestStockTransfer', { fromStudioId: otherStudioId, toStudioId: studioId, consumableId: c.id, quantity: 1 });
    };
    const pack = async () => api.ok('admin', 'addConsumablePack', { name: unique('pack'), lines: `${first}x1` });
    return {
      getConsumableList: async () => ({}),
      getConsumable: async () => ({ consumableId: first }),
      addConsumable: async () => ({ name: unique('consumable'), unit: 'piece', unitCost: '1' }),
      editConsumable: async () => {
        const c = await consumable();
        return { consumableId: c.id, version: c.version, supplier: 'Matrix supplier' };
      },
      getConsumablePackList: async () => ({}),
      getConsumablePack: async () => ({ packId: (await pack()).id }),
      addConsumablePack: async () => ({ name: unique('pack'), lines: `${first}x2` }),
      editConsumablePack: async () => {
        const p = await pack();
        return { packId: p.id, version: p.version, description: 'Matrix' };
      },
      getStockList: async () => ({}),
      getPackStockList: async () => ({}),
      getStock: async () => ({ stockId }),
      getStockMovementList: async () => ({}),
      exportStockMovements: async () => ({ format: 'ndjson', kind: 'receipt' }),
      checkStockLedger: async () => ({}),
      getExpiringBatches: async () => ({ days: 60 }),
      receiveStock: async () => ({ studioId, consumableId: first, quantity: 5, supplier: 'Matrix', batch: 'B1' }),
      issueStock: async () => ({ studioId, items: `${await stocked()}x2`, nurseId, reason: 'matrix visit' }),
      returnStock: async () => ({ studioId, consumableId: first, quantity: 1, reason: 'unused' }),
      transferStock: async () => ({ fromStudioId: studioId, toStudioId: otherStudioId, consumableId: await stocked(), quantity: 3 }),
      adjustStock: async () => ({ studioId, consumableId: await stocked(), change: -1, reason: 'count' }),
      getStocktakeList: async () => ({}),
      getStocktake: async () => ({ stocktakeId: (await freshSheet(false)).id }),
      startStocktake: async () => {
        await freshSheet(false).then((s) => api.ok('admin', 'cancelStocktake', { stocktakeId: s.id, version: s.version }));
        return { studioId };
      },
      countStocktake: async () => {
        const s = await freshSheet(false);
        return { stocktakeId: s.id, version: s.version, counts: `${first}=2` };
      },
      cancelStocktake: async () => {
        const s = await freshSheet(false);
        return { stocktakeId: s.id, version: s.version };
      },
      getStockTransferList: async () => ({}),
      getStockTransfer: async () => ({ transferId: (await sentToOther()).id }),
      requestStockTransfer: async () => ({ fromStudioId: studioId, toStudioId: otherStudioId, consumableId: await stocked(), quantity: 2 }),
      cancelStockTransfer: async () => {
        const x = await sentToOther();
        return { transferId: x.id, version: x.version };
      },
      approveStockTransfer: async () => {
        const x = await sentToStudio();
        return { transferId: x.id, version: x.version };
      },
      rejectStockTransfer: async () => {
        const x = await sentToStudio();
        return { transferId: x.id, version: x.version, note: 'not needed' };
      },
      postStocktake: async () => {
        const s = await freshSheet(true);
        return { stocktakeId: s.id, version: s.version };
      },
    };
  },
};
