import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { inventoryEnabledEnum } from './enumerations';

const enabled = { kind: 'enumeration', enumeration: inventoryEnabledEnum } as const;

const columns: ColumnsOf<'getConsumablePackList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'lines', title: 'inventory.res.packs.lines', format: 'names', itemLabel: 'consumableName' },
  { key: 'costCents', title: 'inventory.res.packs.cost', format: 'cents' },
  { key: 'serviceCount', title: 'inventory.res.packs.serviceCount', format: 'number' },
  { key: 'enabled', title: 'inventory.res.field.enabled', format: 'enum', enumeration: inventoryEnabledEnum },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'lines', label: 'inventory.res.packs.lines', kind: 'text', required: true, help: 'inventory.res.packs.linesHelp', recordKey: 'linesText' },
  { key: 'enabled', label: 'inventory.res.field.enabled', kind: 'boolean' },
  { key: 'description', label: 'inventory.res.field.description', kind: 'textarea' },
];

/** Consumable packs (`/product/consumption-index`): consumables × quantities; services name the pack they use. */
export const packsResource: ResourceOf<'getConsumablePackList', 'getConsumablePack'> = {
  id: 'consumablePacks',
  cli: 'packs',
  title: 'inventory.res.packs.title',
  recordTitle: 'inventory.res.packs.record',
  group: 'inventory',
  permission: 'consumptionIndex',
  route: '/product/consumption-index/consumption',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getConsumablePackList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'enabled', label: 'inventory.res.field.enabled', kind: 'enum', options: enabled },
      { key: 'consumableId', arg: 'consumable', label: 'inventory.res.packs.consumable', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getConsumablePack',
    idKey: 'packId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'services', title: 'inventory.res.packs.services', format: 'names' },
      { key: 'description', title: 'inventory.res.field.description' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addConsumablePack', fields, cli: 'create' },
  update: { endpoint: 'editConsumablePack', idKey: 'packId', versionKey: 'version', fields, cli: 'update' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/product/consumption-index/consumption?id=${record.id}` : undefined),
};
