import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { grantSourceEnum, grantStatusEnum } from './enumerations';

const couponOptions = { kind: 'endpoint', endpoint: 'getCouponOptions', listKey: 'list', valueKey: 'id', labelKey: 'name' } as const;

const columns: ColumnsOf<'getCouponGrantList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'coupon.name', title: 'coupons.res.field.coupon' },
  { key: 'source', title: 'coupons.res.field.source', format: 'enum', enumeration: grantSourceEnum },
  { key: 'sourceLabel', title: 'coupons.res.field.recipients' },
  { key: 'status', title: 'coupons.res.field.status', format: 'enum', enumeration: grantStatusEnum },
  { key: 'percent', title: 'coupons.res.field.progress', format: 'number' },
  { key: 'total', title: 'coupons.res.field.total', format: 'number' },
  { key: 'granted', title: 'coupons.res.field.granted', format: 'number' },
  { key: 'refused', title: 'coupons.res.field.refused', format: 'number' },
  { key: 'createdBy.name', title: 'coupons.res.field.createdBy' },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date' },
];

/** Coupon grants (`/operation-tools/coupon-grant-list`): each a job giving one coupon to many members. */
export const couponGrantsResource: ResourceOf<'getCouponGrantList', 'getCouponGrant'> = {
  id: 'couponGrants',
  cli: 'coupon-grants',
  title: 'coupons.res.grants.title',
  recordTitle: 'coupons.res.grants.record',
  group: 'marketing',
  permission: 'couponGrantList',
  route: '/operation-tools/coupon-grant-list',
  nameKey: 'sourceLabel',
  list: {
    endpoint: 'getCouponGrantList',
    filters: [
      { key: 'couponId', arg: 'coupon', label: 'coupons.res.field.coupon', kind: 'enum', options: couponOptions },
      { key: 'status', label: 'coupons.res.field.status', kind: 'enum', options: { kind: 'enumeration', enumeration: grantStatusEnum } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'total', 'granted'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getCouponGrant',
    idKey: 'grantId',
    fields: [...columns, { key: 'processed', title: 'coupons.res.field.processed', format: 'number' }, { key: 'finishedAt', title: 'coupons.res.field.finishedAt', format: 'date' }, { key: 'idempotencyKey', title: 'coupons.res.field.key' }],
  },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/operation-tools/coupon-grant-detail/${record.id}` : undefined),
};
