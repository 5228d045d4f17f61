import { routes } from '../../permissions/route-table';
import { studioOptions } from '../people/options';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { releasePackageOptions, releaseServiceOptions, releaseStatusEnum } from './releases-enumerations';

const status = { kind: 'enumeration', enumeration: releaseStatusEnum } as const;

const columns: ColumnsOf<'getProductReleaseList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'item.name', title: 'catalogue.res.releases.item' },
  { key: 'studio.name', title: 'catalogue.res.releases.studio' },
  { key: 'priceCents', title: 'catalogue.res.releases.price', format: 'cents' },
  { key: 'item.listPriceCents', title: 'catalogue.res.releases.listPrice', format: 'cents', hidden: true },
  { key: 'startsAt', title: 'catalogue.res.releases.startsAt', format: 'date' },
  { key: 'endsAt', title: 'catalogue.res.releases.endsAt', format: 'date' },
  { key: 'onSale', title: 'catalogue.res.releases.onSale', format: 'boolean' },
  { key: 'status', title: 'catalogue.res.releases.status', format: 'enum', enumeration: releaseStatusEnum },
  { key: 'note', title: 'catalogue.res.releases.note', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const windowFields: ResourceField[] = [
  { key: 'price', label: 'catalogue.res.releases.price', kind: 'text', required: true, help: 'catalogue.res.releases.priceHelp' },
  { key: 'startsAt', arg: 'starts', label: 'catalogue.res.releases.startsAt', kind: 'text', required: true, help: 'catalogue.res.releases.timeHelp' },
  { key: 'endsAt', arg: 'ends', label: 'catalogue.res.releases.endsAt', kind: 'text', help: 'catalogue.res.releases.endHelp' },
  { key: 'note', label: 'catalogue.res.releases.note', kind: 'textarea' },
];

const createFields: ResourceField[] = [
  { key: 'studioId', arg: 'studio', label: 'catalogue.res.releases.studio', kind: 'enum', options: studioOptions, required: true },
  { key: 'serviceId', arg: 'service', label: 'catalogue.res.releases.service', kind: 'enum', options: releaseServiceOptions, help: 'catalogue.res.releases.itemHelp' },
  { key: 'packageId', arg: 'package', label: 'catalogue.res.releases.package', kind: 'enum', options: releasePackageOptions },
  ...windowFields,
];

const updateFields: ResourceField[] = [...windowFields.map((f) => ({ ...f, required: false })), { key: 'status', label: 'catalogue.res.releases.status', kind: 'enum', options: status }];

/**
 * Product releases (`/product/product-release`): what a studio sells, at which price, in which
 * window. Station-scoped: a studio manager sees and changes only their studios' releases.
 */
export const releasesResource: ResourceOf<'getProductReleaseList', 'getProductRelease'> = {
  id: 'releases',
  cli: 'releases',
  title: 'catalogue.res.releases.title',
  recordTitle: 'catalogue.res.releases.record',
  group: 'catalogue',
  permission: 'productRelease',
  route: routes.releaseList.pattern,
  nameKey: 'name',
  list: {
    endpoint: 'getProductReleaseList',
    filters: [
      { key: 'studioId', arg: 'studio', label: 'catalogue.res.releases.studio', kind: 'enum', options: studioOptions },
      { key: 'serviceId', arg: 'service', label: 'catalogue.res.releases.service', kind: 'enum', options: releaseServiceOptions },
      { key: 'packageId', arg: 'package', label: 'catalogue.res.releases.package', kind: 'enum', options: releasePackageOptions },
      { key: 'status', label: 'catalogue.res.releases.status', kind: 'enum', options: status },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'startsAt', 'priceCents'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getProductRelease',
    idKey: 'releaseId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'orderCount', title: 'catalogue.res.releases.orderCount', format: 'number' },
      { key: 'createdBy.name', title: 'catalogue.res.releases.createdBy' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addProductRelease', fields: createFields, cli: 'create' },
  update: { endpoint: 'editProductRelease', idKey: 'releaseId', versionKey: 'version', fields: updateFields, cli: 'update' },
  actions: [
    {
      id: 'withdraw',
      cli: 'withdraw',
      title: 'catalogue.res.releases.withdraw',
      endpoint: 'editProductRelease',
      idKey: 'releaseId',
      body: { status: 0 },
      versionKey: 'version',
      confirm: 'catalogue.res.releases.withdraw.confirm',
      done: 'catalogue.res.releases.withdraw.done',
      bulk: true,
      appliesWhen: { key: 'status', values: [1] },
      notApplicable: 'catalogue.res.releases.withdraw.already',
      danger: true,
    },
  ],
  path: (record) => (typeof record.id === 'number' ? routes.releaseUpdate.path({ id: record.id }) : undefined),
};
