import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { carouselLinkKindEnum, carouselPositionEnum, marketingEnabledEnum } from './enumerations';

const position = { kind: 'enumeration', enumeration: carouselPositionEnum } as const;
const linkKind = { kind: 'enumeration', enumeration: carouselLinkKindEnum } as const;

const columns: ColumnsOf<'getCarouselList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'title', title: 'marketing.res.field.title' },
  { key: 'position', title: 'marketing.res.field.position', format: 'enum', enumeration: carouselPositionEnum },
  { key: 'sortOrder', title: 'marketing.res.field.order', format: 'number' },
  { key: 'linkKind', title: 'marketing.res.field.linkKind', format: 'enum', enumeration: carouselLinkKindEnum },
  { key: 'linkLabel', title: 'marketing.res.field.link' },
  { key: 'displayFrom', title: 'marketing.res.field.displayFrom', format: 'date' },
  { key: 'displayUntil', title: 'marketing.res.field.displayUntil', format: 'date' },
  { key: 'enabled', title: 'marketing.res.field.enabled', format: 'enum', enumeration: marketingEnabledEnum },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'title', label: 'marketing.res.field.title', kind: 'text', required: true },
  { key: 'imageUploadId', arg: 'image', label: 'marketing.res.field.image', kind: 'number', required: true, help: 'marketing.res.field.imageHelp' },
  { key: 'position', label: 'marketing.res.field.position', kind: 'enum', options: position, required: true },
  { key: 'linkKind', arg: 'link-kind', label: 'marketing.res.field.linkKind', kind: 'enum', options: linkKind },
  { key: 'linkId', arg: 'link-id', label: 'marketing.res.field.linkId', kind: 'number', help: 'marketing.res.field.linkIdHelp' },
  { key: 'linkUrl', arg: 'link-url', label: 'marketing.res.field.linkUrl', kind: 'text', help: 'marketing.res.field.linkUrlHelp' },
  { key: 'sortOrder', arg: 'order', label: 'marketing.res.field.order', kind: 'number', help: 'marketing.res.field.orderHelp' },
  { key: 'displayFrom', arg: 'from', label: 'marketing.res.field.displayFrom', kind: 'text', help: 'marketing.res.field.timeHelp' },
  { key: 'displayUntil', arg: 'until', label: 'marketing.res.field.displayUntil', kind: 'text', help: 'marketing.res.field.timeHelp' },
  { key: 'enabled', label: 'marketing.res.field.enabled', kind: 'boolean' },
];

/** Carousels (`/operation-tools/slideshow`): the member app's slides; `careops carousels …`. */
export const carouselsResource: ResourceOf<'getCarouselList', 'getCarousel'> = {
  id: 'carousels',
  cli: 'carousels',
  title: 'marketing.res.carousels.title',
  recordTitle: 'marketing.res.carousels.record',
  group: 'marketing',
  permission: 'slideshow',
  route: routes.carouselList.path({}),
  nameKey: 'title',
  lookupFilter: 'title',
  list: {
    endpoint: 'getCarouselList',
    filters: [
      { key: 'title', label: 'marketing.res.field.title', kind: 'text' },
      { key: 'position', label: 'marketing.res.field.position', kind: 'enum', options: position },
      { key: 'linkKind', arg: 'link-kind', label: 'marketing.res.field.linkKind', kind: 'enum', options: linkKind },
      { key: 'enabled', label: 'marketing.res.field.enabled', kind: 'boolean' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'sortOrder', 'displayFrom'], default: { key: 'sortOrder', order: 'asc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getCarousel',
    idKey: 'carouselId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'linkUrl', title: 'marketing.res.field.linkUrl' },
      { key: 'imageUploadId', title: 'marketing.res.field.image', format: 'number' },
      { key: 'createdBy.name', title: 'marketing.res.field.createdBy' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addCarousel', fields, cli: 'create' },
  update: { endpoint: 'editCarousel', idKey: 'carouselId', versionKey: 'version', fields, cli: 'update' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? routes.carouselDetail.path({ id: record.id }) : undefined),
};
