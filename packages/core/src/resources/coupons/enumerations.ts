import { defineEnumeration } from '../../enums/enumeration';

/** What a coupon takes off. */
export const couponKindEnum = defineEnumeration<string>('couponKind', [
  { value: 'cash', slug: 'cash', labelKey: 'coupons.res.kind.cash' },
  { value: 'threshold', slug: 'threshold', labelKey: 'coupons.res.kind.threshold' },
  { value: 'percent', slug: 'percent', labelKey: 'coupons.res.kind.percent' },
]);

/** A coupon: enabled (1) or disabled (0). */
export const couponEnabledEnum = defineEnumeration<number>('couponEnabled', [
  { value: 1, slug: 'enabled', labelKey: 'coupons.res.enabled.yes' },
  { value: 0, slug: 'disabled', labelKey: 'coupons.res.enabled.no' },
]);

/** Where a grant's recipients came from. */
export const grantSourceEnum = defineEnumeration<string>('grantSource', [
  { value: 'members', slug: 'members', labelKey: 'coupons.res.source.members' },
  { value: 'phones', slug: 'phones', labelKey: 'coupons.res.source.phones' },
  { value: 'segment', slug: 'segment', labelKey: 'coupons.res.source.segment' },
]);

/** A grant's job: running, done, or done with some recipients refused. */
export const grantStatusEnum = defineEnumeration<string>('grantStatus', [
  { value: 'running', slug: 'running', labelKey: 'coupons.res.grantStatus.running' },
  { value: 'done', slug: 'done', labelKey: 'coupons.res.grantStatus.done' },
  { value: 'partial', slug: 'partial', labelKey: 'coupons.res.grantStatus.partial' },
]);

/** A member's coupon. */
export const memberCouponStateEnum = defineEnumeration<string>('memberCouponState', [
  { value: 'unused', slug: 'unused', labelKey: 'coupons.res.state.unused' },
  { value: 'used', slug: 'used', labelKey: 'coupons.res.state.used' },
  { value: 'expired', slug: 'expired', labelKey: 'coupons.res.state.expired' },
]);

/** A recipient of a grant. */
export const recipientStatusEnum = defineEnumeration<string>('recipientStatus', [
  { value: 'pending', slug: 'pending', labelKey: 'coupons.res.recipient.pending' },
  { value: 'granted', slug: 'granted', labelKey: 'coupons.res.recipient.granted' },
  { value: 'refused', slug: 'refused', labelKey: 'coupons.res.recipient.refused' },
]);
