import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ListRowOf, TypedResource } from '../types';

const columns: ColumnsOf<'getPackStockList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'available', title: 'inventory.res.bag.available', format: 'number' },
  { key: 'limitedBy', title: 'inventory.res.bag.limitedBy' },
  { key: 'costCents', title: 'inventory.res.packs.cost', format: 'cents' },
];

/** In-warehouse packs (`/consumables/consumables-bag`): how many whole packs a studio's stock makes up. */
export const packStockResource: TypedResource<ListRowOf<'getPackStockList'>> = {
  id: 'packStock',
  cli: 'pack-stock',
  title: 'inventory.res.bag.title',
  recordTitle: 'inventory.res.packs.record',
  group: 'inventory',
  permission: 'consumablesBag',
  route: '/consumables/consumables-bag',
  nameKey: 'name',
  list: {
    endpoint: 'getPackStockList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'number' },
      { key: 'name', label: 'resources.field.name', kind: 'text' },
    ],
    columns,
    sort: { keys: ['id', 'name'], default: { key: 'name', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  actions: [],
};
