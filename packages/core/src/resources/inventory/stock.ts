import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';

const columns: ColumnsOf<'getStockList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'consumableName', title: 'inventory.res.field.consumable' },
  { key: 'quantity', title: 'inventory.res.field.quantity', format: 'number' },
  { key: 'unit', title: 'inventory.res.field.unit' },
  { key: 'reorderThreshold', title: 'inventory.res.field.threshold', format: 'number' },
  { key: 'belowThreshold', title: 'inventory.res.field.below', format: 'boolean' },
  { key: 'unitCostCents', title: 'inventory.res.field.unitCost', format: 'cents', hidden: true },
  { key: 'valueCents', title: 'inventory.res.field.value', format: 'cents' },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

/** In-warehouse consumables (`/consumables/consumables-list`): each studio's stock, kept as a balance of its movements. */
export const stockResource: ResourceOf<'getStockList', 'getStock'> = {
  id: 'stock',
  cli: 'stock',
  title: 'inventory.res.stock.title',
  recordTitle: 'inventory.res.stock.record',
  group: 'inventory',
  permission: 'consumablesList',
  route: '/consumables/consumables-list',
  nameKey: 'consumableName',
  list: {
    endpoint: 'getStockList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'number' },
      { key: 'consumableId', arg: 'consumable', label: 'inventory.res.field.consumable', kind: 'number' },
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'belowThreshold', arg: 'below-threshold', label: 'inventory.res.field.below', kind: 'boolean' },
    ],
    columns,
    sort: { keys: ['id', 'quantity', 'updatedAt'], default: { key: 'id', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getStock',
    idKey: 'stockId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
    ],
  },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/consumables/consumables-list?id=${record.id}` : undefined),
};
