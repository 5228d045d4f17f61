import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { inventoryEnabledEnum } from './enumerations';

const enabled = { kind: 'enumeration', enumeration: inventoryEnabledEnum } as const;

const columns: ColumnsOf<'getConsumableList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'specification', title: 'inventory.res.field.specification' },
  { key: 'unit', title: 'inventory.res.field.unit' },
  { key: 'supplier', title: 'inventory.res.field.supplier' },
  { key: 'unitCostCents', title: 'inventory.res.field.unitCost', format: 'cents' },
  { key: 'barcode', title: 'inventory.res.field.barcode' },
  { key: 'reorderThreshold', title: 'inventory.res.field.threshold', format: 'number' },
  { key: 'enabled', title: 'inventory.res.field.enabled', format: 'enum', enumeration: inventoryEnabledEnum },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'specification', label: 'inventory.res.field.specification', kind: 'text' },
  { key: 'unit', label: 'inventory.res.field.unit', kind: 'text', required: true },
  { key: 'supplier', label: 'inventory.res.field.supplier', kind: 'text' },
  { key: 'unitCost', arg: 'unit-cost', label: 'inventory.res.field.unitCost', kind: 'text', required: true, help: 'inventory.res.field.unitCostHelp' },
  { key: 'barcode', label: 'inventory.res.field.barcode', kind: 'text' },
  { key: 'reorderThreshold', arg: 'threshold', label: 'inventory.res.field.threshold', kind: 'number' },
  { key: 'enabled', label: 'inventory.res.field.enabled', kind: 'boolean' },
];

/** Consumables (`/product/material`): what studios stock, at a unit cost in cents. */
export const consumablesResource: ResourceOf<'getConsumableList', 'getConsumable'> = {
  id: 'consumables',
  cli: 'consumables',
  title: 'inventory.res.consumables.title',
  recordTitle: 'inventory.res.consumables.record',
  group: 'inventory',
  permission: 'material',
  route: '/product/material',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getConsumableList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'barcode', label: 'inventory.res.field.barcode', kind: 'text' },
      { key: 'enabled', label: 'inventory.res.field.enabled', kind: 'enum', options: enabled },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name', 'unitCostCents'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getConsumable',
    idKey: 'consumableId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'packs', title: 'inventory.res.packs.title', format: 'names' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addConsumable', fields, cli: 'create' },
  update: { endpoint: 'editConsumable', idKey: 'consumableId', versionKey: 'version', fields: fields.map((f) => (f.key === 'unitCost' ? { ...f, recordKey: 'unitCost' } : f)), cli: 'update' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/product/material?id=${record.id}` : undefined),
};
