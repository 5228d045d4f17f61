import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { movementKindEnum } from './enumerations';

const columns: ColumnsOf<'getStockMovementList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'kind', title: 'inventory.res.move.kind', format: 'enum', enumeration: movementKindEnum },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'quantity', title: 'inventory.res.move.change', format: 'number' },
  { key: 'balanceAfter', title: 'inventory.res.move.balance', format: 'number' },
  { key: 'reason', title: 'inventory.res.move.reason' },
];

/**
 * The stock ledger's list (getStockMovementList): its filters and sort, which the movements
 * export takes as they are. Not in the menu: `careops stock movements` stays its hand-written
 * table (its bare form and `--consumable <barcode>`), and the ledger shows on a stock record.
 */
export const stockMovementsResource: ResourceOf<'getStockMovementList'> = {
  id: 'stockMovements',
  cli: 'stock movements',
  title: 'inventory.res.movements.title',
  recordTitle: 'inventory.res.movements.title',
  group: 'inventory',
  permission: 'consumablesList',
  nameKey: 'consumableName',
  list: {
    endpoint: 'getStockMovementList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'number' },
      { key: 'consumableId', arg: 'consumable', label: 'inventory.res.field.consumable', kind: 'number' },
      { key: 'kind', label: 'inventory.res.move.kind', kind: 'enum', options: { kind: 'enumeration', enumeration: movementKindEnum } },
      { key: 'createdAt', arg: 'created', label: 'resources.field.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  actions: [],
};
