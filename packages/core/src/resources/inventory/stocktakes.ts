import { routes } from '../../permissions/route-table';
import { studioOptions } from '../people/options';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { stocktakeStatusEnum } from './enumerations';

const columns: ColumnsOf<'getStocktakeList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'studioName', title: 'inventory.res.field.studio' },
  { key: 'status', title: 'inventory.res.stocktake.status', format: 'enum', enumeration: stocktakeStatusEnum },
  { key: 'lineCount', title: 'inventory.res.stocktake.lines', format: 'number' },
  { key: 'countedCount', title: 'inventory.res.stocktake.counted', format: 'number' },
  { key: 'differences', title: 'inventory.res.stocktake.differences', format: 'number' },
  { key: 'differenceCents', title: 'inventory.res.stocktake.differenceValue', format: 'cents' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
  { key: 'closedAt', title: 'inventory.res.stocktake.closedAt', format: 'date', hidden: true },
];

const counting = { key: 'status' as const, values: ['counting'] };

/**
 * Stocktakes (`/consumables/stocktake`): a count sheet per studio, its counts, and the
 * differences posted as adjustments in one step; the sheet itself is `/consumables/stocktake-sheet/:id`.
 */
export const stocktakesResource: ResourceOf<'getStocktakeList', 'getStocktake'> = {
  id: 'stocktakes',
  cli: 'stocktake',
  title: 'inventory.res.stocktake.title',
  recordTitle: 'inventory.res.stocktake.record',
  group: 'inventory',
  permission: 'stocktake',
  route: routes.stocktakeList.pattern,
  nameKey: 'studioName',
  list: {
    endpoint: 'getStocktakeList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'enum', options: studioOptions },
      { key: 'status', label: 'inventory.res.stocktake.status', kind: 'enum', options: { kind: 'enumeration', enumeration: stocktakeStatusEnum } },
    ],
    columns,
    sort: { keys: ['id', 'updatedAt'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getStocktake',
    idKey: 'stocktakeId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'startStocktake', fields: [{ key: 'studioId', arg: 'studio', label: 'inventory.res.field.studio', kind: 'enum', options: studioOptions, required: true }], cli: 'start' },
  actions: [
    {
      id: 'count',
      cli: 'count',
      title: 'inventory.res.stocktake.count',
      endpoint: 'countStocktake',
      idKey: 'stocktakeId',
      versionKey: 'version',
      fields: [{ key: 'counts', label: 'inventory.res.stocktake.counts', kind: 'text', required: true, help: 'inventory.res.stocktake.countsHelp' }],
      done: 'inventory.res.stocktake.countDone',
      appliesWhen: counting,
      notApplicable: 'inventory.res.stocktake.notCounting',
    },
    {
      id: 'post',
      cli: 'post',
      title: 'inventory.res.stocktake.post',
      endpoint: 'postStocktake',
      idKey: 'stocktakeId',
      versionKey: 'version',
      confirm: 'inventory.res.stocktake.postConfirm',
      done: 'inventory.res.stocktake.postDone',
      appliesWhen: counting,
      notApplicable: 'inventory.res.stocktake.notCounting',
    },
    {
      id: 'cancel',
      cli: 'cancel',
      title: 'inventory.res.stocktake.cancel',
      endpoint: 'cancelStocktake',
      idKey: 'stocktakeId',
      versionKey: 'version',
      confirm: 'inventory.res.stocktake.cancelConfirm',
      done: 'inventory.res.stocktake.cancelDone',
      appliesWhen: counting,
      notApplicable: 'inventory.res.stocktake.notCounting',
      danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.stocktakeSheet.path({ id: record.id }) : undefined),
};
