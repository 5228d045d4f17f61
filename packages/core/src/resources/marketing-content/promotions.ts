import { routes } from '../../permissions/route-table';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { marketingEnabledEnum, promoterKindEnum } from './enumerations';

const promoterKind = { kind: 'enumeration', enumeration: promoterKindEnum } as const;

const columns: ColumnsOf<'getPromotionList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'code', title: 'marketing.res.field.code' },
  { key: 'promoterKind', title: 'marketing.res.field.promoterKind', format: 'enum', enumeration: promoterKindEnum },
  { key: 'promoter.name', title: 'marketing.res.field.promoter' },
  { key: 'coupon.name', title: 'marketing.res.field.coupon' },
  { key: 'startsAt', title: 'marketing.res.field.startsAt', format: 'date' },
  { key: 'endsAt', title: 'marketing.res.field.endsAt', format: 'date' },
  { key: 'visits', title: 'marketing.res.field.visits', format: 'number' },
  { key: 'signUps', title: 'marketing.res.field.signUps', format: 'number' },
  { key: 'firstOrders', title: 'marketing.res.field.firstOrders', format: 'number' },
  { key: 'enabled', title: 'marketing.res.field.enabled', format: 'enum', enumeration: marketingEnabledEnum },
  { key: 'link', title: 'marketing.res.field.link', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

const shared: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'couponId', arg: 'coupon', label: 'marketing.res.field.coupon', kind: 'number', help: 'marketing.res.field.couponHelp' },
  { key: 'startsAt', arg: 'starts', label: 'marketing.res.field.startsAt', kind: 'text', required: true, help: 'marketing.res.field.timeHelp' },
  { key: 'endsAt', arg: 'ends', label: 'marketing.res.field.endsAt', kind: 'text', required: true, help: 'marketing.res.field.timeHelp' },
  { key: 'enabled', label: 'marketing.res.field.enabled', kind: 'boolean' },
  { key: 'note', label: 'marketing.res.field.note', kind: 'textarea' },
];

const createFields: ResourceField[] = [
  shared[0] as ResourceField,
  { key: 'code', label: 'marketing.res.field.code', kind: 'text', createOnly: true, help: 'marketing.res.field.codeHelp' },
  { key: 'promoterKind', arg: 'promoter-kind', label: 'marketing.res.field.promoterKind', kind: 'enum', options: promoterKind, required: true, createOnly: true },
  { key: 'promoterId', arg: 'promoter', label: 'marketing.res.field.promoter', kind: 'number', required: true, createOnly: true, help: 'marketing.res.field.promoterHelp' },
  ...shared.slice(1),
];

/** Promotions (`/operation-tools/popularize-list`): referral campaigns and what they brought; `careops promotions …`. */
export const promotionsResource: ResourceOf<'getPromotionList', 'getPromotion'> = {
  id: 'promotions',
  cli: 'promotions',
  title: 'marketing.res.promotions.title',
  recordTitle: 'marketing.res.promotions.record',
  group: 'marketing',
  permission: 'popularizeList',
  route: routes.promotionList.path({}),
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getPromotionList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'code', label: 'marketing.res.field.code', kind: 'text' },
      { key: 'promoterKind', arg: 'promoter-kind', label: 'marketing.res.field.promoterKind', kind: 'enum', options: promoterKind },
      { key: 'couponId', arg: 'coupon', label: 'marketing.res.field.coupon', kind: 'number' },
      { key: 'enabled', label: 'marketing.res.field.enabled', kind: 'boolean' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'startsAt', 'endsAt'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getPromotion',
    idKey: 'promotionId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'visitors', title: 'marketing.res.field.visitors', format: 'number' },
      { key: 'signUpRate', title: 'marketing.res.field.signUpRate', format: 'percent' },
      { key: 'orderRate', title: 'marketing.res.field.orderRate', format: 'percent' },
      { key: 'couponsGranted', title: 'marketing.res.field.couponsGranted', format: 'number' },
      { key: 'couponsMissed', title: 'marketing.res.field.couponsMissed', format: 'number' },
      { key: 'note', title: 'marketing.res.field.note' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addPromotion', fields: createFields, cli: 'create' },
  update: { endpoint: 'editPromotion', idKey: 'promotionId', versionKey: 'version', fields: shared, cli: 'update' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? routes.promotionDetail.path({ id: record.id }) : undefined),
};
