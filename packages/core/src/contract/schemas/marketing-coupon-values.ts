/** The closed sets and limits of coupons and their grants (docs/marketing.md). */

export const COUPON_KINDS = ['cash', 'threshold', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_ITEM_KINDS = ['service', 'package', 'category'] as const;
export type CouponItemKind = (typeof COUPON_ITEM_KINDS)[number];
export const MEMBER_COUPON_STATES = ['unused', 'used', 'expired'] as const;
export const GRANT_SOURCES = ['members', 'phones', 'segment'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];
export const GRANT_STATUSES = ['running', 'done', 'partial'] as const;
export const RECIPIENT_STATUSES = ['pending', 'granted', 'refused'] as const;
export const RECIPIENT_REFUSALS = ['unknownPhone', 'memberDisabled', 'perMemberLimit', 'quantity', 'couponDisabled'] as const;
export type RecipientRefusal = (typeof RECIPIENT_REFUSALS)[number];

export const COUPON_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name', 'quantity', 'granted'] as const;
export const GRANT_SORT_FIELDS = ['id', 'createdAt', 'total', 'granted'] as const;

export const COUPON_QUANTITY_MAX = 10_000_000;
export const COUPON_PER_MEMBER_MAX = 100;
export const COUPON_VALID_DAYS_MAX = 3650;
/** Recipients of one grant (members, phones or a segment's members). */
export const GRANT_RECIPIENTS_MAX = 200_000;
/** A pasted or uploaded phone list: 200,000 lines of up to ~20 characters. */
export const GRANT_BODY_MAX_BYTES = 8 * 1024 * 1024;
/** How many recipients a dry run names. */
export const GRANT_PREVIEW_NAMES = 20;
