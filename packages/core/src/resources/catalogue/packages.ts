import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ListRowOf, RecordOf, ResourceField, ResourceOf, TypedAction } from '../types';
import { shelfEnum } from './enumerations';

const shelf = { kind: 'enumeration', enumeration: shelfEnum } as const;

const columns: ColumnsOf<'getPackageList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'items', title: 'catalogue.res.packages.items', format: 'names', itemLabel: 'serviceName' },
  { key: 'visits', title: 'catalogue.res.packages.visits', format: 'number' },
  { key: 'validityDays', title: 'catalogue.res.packages.validity', format: 'number' },
  { key: 'priceCents', title: 'catalogue.res.field.price', format: 'cents' },
  { key: 'onShelf', title: 'catalogue.res.field.shelf', format: 'enum', enumeration: shelfEnum },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'items', label: 'catalogue.res.packages.items', kind: 'text', required: true, help: 'catalogue.res.packages.itemsHelp', recordKey: 'itemsText' },
  { key: 'validityDays', arg: 'validity', label: 'catalogue.res.packages.validity', kind: 'number', required: true },
  { key: 'price', label: 'catalogue.res.field.price', kind: 'text', required: true, help: 'catalogue.res.field.priceHelp' },
  { key: 'onShelf', arg: 'on-shelf', label: 'catalogue.res.field.onShelf', kind: 'boolean', createOnly: true },
  { key: 'description', label: 'catalogue.res.field.description', kind: 'textarea', help: 'catalogue.res.field.descriptionHelp' },
];

const shelfAction = (onShelf: boolean): TypedAction<ListRowOf<'getPackageList'>, RecordOf<'getPackage'>> => ({
    id: onShelf ? 'unshelve' : 'shelve',
    cli: onShelf ? 'unshelve' : 'shelve',
    title: onShelf ? 'catalogue.res.shelf.unshelve' : 'catalogue.res.shelf.shelve',
    endpoint: 'alterPackageShelf',
    idKey: 'packageId',
    body: { onShelf },
    versionKey: 'version',
    confirm: onShelf ? 'catalogue.res.shelf.unshelveConfirm' : 'catalogue.res.shelf.shelveConfirm',
    done: onShelf ? 'catalogue.res.shelf.unshelved' : 'catalogue.res.shelf.shelved',
    bulk: true,
    appliesWhen: { key: 'onShelf', values: [onShelf ? 0 : 1] },
    notApplicable: onShelf ? 'catalogue.res.shelf.alreadyOn' : 'catalogue.res.shelf.alreadyOff',
});

/** Packages (`/product/package`, `/product/detail-package/:id`): services × visits. */
export const packagesResource: ResourceOf<'getPackageList', 'getPackage'> = {
  id: 'packages',
  cli: 'packages',
  title: 'catalogue.res.packages.title',
  recordTitle: 'catalogue.res.packages.record',
  group: 'catalogue',
  permission: 'package',
  route: '/product/package',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getPackageList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'onShelf', arg: 'shelf', label: 'catalogue.res.field.shelf', kind: 'enum', options: shelf },
      { key: 'serviceId', arg: 'service', label: 'catalogue.res.packages.service', kind: 'number' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name', 'priceCents'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getPackage',
    idKey: 'packageId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'buyerCount', title: 'catalogue.res.packages.buyerCount', format: 'number' },
      { key: 'description', title: 'catalogue.res.field.description' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addPackage', fields, cli: 'create' },
  update: { endpoint: 'editPackage', idKey: 'packageId', versionKey: 'version', fields, cli: 'update' },
  actions: [shelfAction(false), shelfAction(true)],
  path: (record) => (typeof record.id === 'number' ? routes.packageDetail.path({ id: record.id }) : undefined),
};
