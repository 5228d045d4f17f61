import type { OptionSource } from '../types';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { couponEnabledEnum, couponKindEnum } from './enumerations';

const kinds = { kind: 'enumeration', enumeration: couponKindEnum } as const;
const enabled = { kind: 'enumeration', enumeration: couponEnabledEnum } as const;
const itemOptions = (listKey: 'services' | 'packages' | 'categories'): OptionSource => ({ kind: 'endpoint', endpoint: 'getCouponItemOptions', listKey, valueKey: 'id', labelKey: 'name' });

const columns: ColumnsOf<'getCouponList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'name', title: 'resources.field.name' },
  { key: 'kind', title: 'coupons.res.field.kind', format: 'enum', enumeration: couponKindEnum },
  { key: 'offer', title: 'coupons.res.field.offer' },
  { key: 'validity', title: 'coupons.res.field.validity' },
  { key: 'quantity', title: 'coupons.res.field.quantity', format: 'number' },
  { key: 'granted', title: 'coupons.res.field.granted', format: 'number' },
  { key: 'remaining', title: 'coupons.res.field.remaining', format: 'number' },
  { key: 'perMemberLimit', title: 'coupons.res.field.perMember', format: 'number' },
  { key: 'enabled', title: 'coupons.res.field.enabled', format: 'enum', enumeration: couponEnabledEnum },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
  { key: 'updatedAt', title: 'resources.field.updatedAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'name', label: 'resources.field.name', kind: 'text', required: true },
  { key: 'kind', label: 'coupons.res.field.kind', kind: 'enum', options: kinds, required: true },
  { key: 'value', label: 'coupons.res.field.value', kind: 'text', required: true, help: 'coupons.res.help.value', recordKey: 'valueText' },
  { key: 'threshold', label: 'coupons.res.field.threshold', kind: 'text', help: 'coupons.res.help.threshold' },
  { key: 'cap', label: 'coupons.res.field.cap', kind: 'text', help: 'coupons.res.help.cap' },
  { key: 'serviceIds', arg: 'services', label: 'coupons.res.field.services', kind: 'enum', multiple: true, options: itemOptions('services') },
  { key: 'packageIds', arg: 'packages', label: 'coupons.res.field.packages', kind: 'enum', multiple: true, options: itemOptions('packages') },
  { key: 'categoryIds', arg: 'categories', label: 'coupons.res.field.categories', kind: 'enum', multiple: true, options: itemOptions('categories'), help: 'coupons.res.help.items' },
  { key: 'validFrom', arg: 'valid-from', label: 'coupons.res.field.validFrom', kind: 'text', help: 'coupons.res.help.day' },
  { key: 'validUntil', arg: 'valid-until', label: 'coupons.res.field.validUntil', kind: 'text', help: 'coupons.res.help.until' },
  { key: 'validDays', arg: 'valid-days', label: 'coupons.res.field.validDays', kind: 'number', help: 'coupons.res.help.validDays' },
  { key: 'quantity', label: 'coupons.res.field.quantity', kind: 'number', required: true },
  { key: 'perMemberLimit', arg: 'per-member', label: 'coupons.res.field.perMember', kind: 'number' },
  { key: 'enabled', label: 'coupons.res.field.enabled', kind: 'boolean' },
  { key: 'description', label: 'coupons.res.field.description', kind: 'textarea' },
];

/** Coupons (`/operation-tools/coupon-list`): what they take off, from which amount, on what, until when, how many. */
export const couponsResource: ResourceOf<'getCouponList', 'getCoupon'> = {
  id: 'coupons',
  cli: 'coupons',
  title: 'coupons.res.coupons.title',
  recordTitle: 'coupons.res.coupons.record',
  group: 'marketing',
  permission: 'couponList',
  route: '/operation-tools/coupon-list',
  nameKey: 'name',
  lookupFilter: 'name',
  list: {
    endpoint: 'getCouponList',
    filters: [
      { key: 'name', label: 'resources.field.name', kind: 'text' },
      { key: 'kind', label: 'coupons.res.field.kind', kind: 'enum', options: kinds },
      { key: 'enabled', label: 'coupons.res.field.enabled', kind: 'enum', options: enabled },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name', 'quantity', 'granted'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getCoupon',
    idKey: 'couponId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'appliesTo', title: 'coupons.res.field.appliesTo' },
      { key: 'stats.unused', title: 'coupons.res.state.unused', format: 'number' },
      { key: 'stats.used', title: 'coupons.res.state.used', format: 'number' },
      { key: 'stats.expired', title: 'coupons.res.state.expired', format: 'number' },
      { key: 'description', title: 'coupons.res.field.description' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  // A new coupon starts enabled; disabling is an edit.
  create: { endpoint: 'addCoupon', fields: fields.filter((f) => f.key !== 'enabled'), cli: 'create' },
  update: { endpoint: 'editCoupon', idKey: 'couponId', versionKey: 'version', fields, cli: 'update' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/operation-tools/coupon-detail/${record.id}` : undefined),
};
