import * as z from 'zod';
import { businessDayRange } from '../../format/business-time';
import { t } from '../../i18n/translate';
import { catalogueName, flagFilter, longText, priceSchema, wholeNumber } from './catalogue-common';
import { flagSchema, idList, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { namedRef } from './orders-common';
import {
  COUPON_ITEM_KINDS, COUPON_KINDS, COUPON_PER_MEMBER_MAX, COUPON_QUANTITY_MAX, COUPON_SORT_FIELDS, COUPON_VALID_DAYS_MAX, MEMBER_COUPON_STATES,
} from './marketing-coupon-values';

/** Coupons (/operation-tools/coupon-list, /coupon-detail/{id}): docs/marketing.md. */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A day as people type it ('YYYY-MM-DD', the start of that day in the business time zone) or epoch ms. */
export const dayInput = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  return businessDayRange(text)?.start ?? text;
};
const daySchema = z.number({ error: t('coupons.contract.day') }).int(t('coupons.contract.day')).min(0, t('coupons.contract.day')).max(8_640_000_000_000_000, t('coupons.contract.day'));
/** A day or blank (no bound). */
export const optionalDay = z.preprocess((v) => (v === '' ? null : dayInput(v)), daySchema.nullable());

/** A percent off as typed: '15' or '12.5' (more than 0, at most 100), in hundredths: 1250. */
export function percentHundredths(text: string): number | null {
  if (!/^(100|[1-9]?\d)(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value > 0 && value <= 10_000 ? value : null;
}

const valueText = z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v), z.string({ error: t('coupons.contract.value') }).min(1, t('coupons.contract.value')));
const kindSchema = z.enum(COUPON_KINDS, { error: t('coupons.contract.kind', { kinds: COUPON_KINDS.join(', ') }) });
const optionalMoney = z.preprocess(blank, priceSchema.optional());

const couponFields = {
  name: catalogueName,
  kind: kindSchema,
  /** Cash and threshold: money off ('10.00'); percent: percent off ('15'). */
  value: valueText,
  /** The order amount the coupon needs (threshold kind; the others may have one too). */
  threshold: optionalMoney,
  /** The most a percent coupon takes off (blank: no cap). */
  cap: optionalMoney,
  serviceIds: idList(500),
  packageIds: idList(500),
  categoryIds: idList(500),
  validFrom: optionalDay,
  validUntil: optionalDay,
  validDays: z.preprocess(blank, wholeNumber(1, COUPON_VALID_DAYS_MAX, t('coupons.contract.validDays', { max: COUPON_VALID_DAYS_MAX })).optional()),
  quantity: wholeNumber(1, COUPON_QUANTITY_MAX, t('coupons.contract.quantity', { max: COUPON_QUANTITY_MAX })),
  perMemberLimit: wholeNumber(1, COUPON_PER_MEMBER_MAX, t('coupons.contract.perMember', { max: COUPON_PER_MEMBER_MAX })),
  enabled: flagSchema,
  description: longText(500),
};

export const addCouponRequest = z.object({
  ...couponFields,
  threshold: couponFields.threshold,
  serviceIds: couponFields.serviceIds.default([]),
  packageIds: couponFields.packageIds.default([]),
  categoryIds: couponFields.categoryIds.default([]),
  validFrom: couponFields.validFrom.optional(),
  validUntil: couponFields.validUntil.optional(),
  perMemberLimit: couponFields.perMemberLimit.default(1),
  enabled: couponFields.enabled.default(true),
  description: couponFields.description.default(''),
});

export const editCouponRequest = z.object({
  couponId: recordIdSchema,
  version: versionSchema,
  name: couponFields.name.optional(),
  kind: couponFields.kind.optional(),
  value: couponFields.value.optional(),
  threshold: couponFields.threshold,
  cap: couponFields.cap,
  serviceIds: couponFields.serviceIds.optional(),
  packageIds: couponFields.packageIds.optional(),
  categoryIds: couponFields.categoryIds.optional(),
  validFrom: couponFields.validFrom.optional(),
  validUntil: couponFields.validUntil.optional(),
  validDays: z.preprocess((v) => (v === '' ? null : v), wholeNumber(1, COUPON_VALID_DAYS_MAX, t('coupons.contract.validDays', { max: COUPON_VALID_DAYS_MAX })).nullable().optional()),
  quantity: couponFields.quantity.optional(),
  perMemberLimit: couponFields.perMemberLimit.optional(),
  enabled: couponFields.enabled.optional(),
  description: couponFields.description.optional(),
});

export const couponListRequest = listRequest.extend({
  name: textFilter(60),
  kind: z.preprocess(blank, kindSchema.optional()),
  enabled: flagFilter,
  sort: sortRequest(COUPON_SORT_FIELDS, '-createdAt'),
});

export const couponSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Cents off (cash, threshold) or hundredths of a percent off (percent: 1500 = 15%). */
  value: z.number(),
  thresholdCents: z.number(),
  /** Percent coupons: the most taken off; null: no cap. */
  capCents: z.number().nullable(),
  /** What the coupon gives, as people say it: "10.00 off orders from 100.00". */
  offer: z.string(),
  /** When it can be used: "2026-01-01 – 2026-03-31" or "30 days after grant". */
  validity: z.string(),
  quantity: z.number(),
  granted: z.number(),
  remaining: z.number(),
  perMemberLimit: z.number(),
  /** 1 enabled, 0 disabled. */
  enabled: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;
export const couponListResult = listPageOf(couponSummarySchema);
export const getCouponRequest = z.object({ couponId: recordIdSchema });

const couponItemSchema = z.object({ kind: z.enum(COUPON_ITEM_KINDS), id: z.number(), name: z.string() });
const usageDaySchema = z.object({ day: z.string(), granted: z.number(), used: z.number(), expired: z.number() });

export const couponDetailSchema = couponSummarySchema.extend({
  description: z.string(),
  validFrom: z.number().nullable(),
  validUntil: z.number().nullable(),
  validDays: z.number().nullable(),
  /** The form's values: '10.00', '15', '100.00', ''. */
  valueText: z.string(),
  threshold: z.string(),
  cap: z.string(),
  serviceIds: z.array(z.number()),
  packageIds: z.array(z.number()),
  categoryIds: z.array(z.number()),
  /** What it applies to; empty: every service and package. */
  items: z.array(couponItemSchema),
  appliesTo: z.string(),
  stats: z.object({ granted: z.number(), unused: z.number(), used: z.number(), expired: z.number(), remaining: z.number() }),
  /** Per day (UTC) over the coupon's life: given, used and expired. */
  usage: z.array(usageDaySchema),
});
export type CouponDetail = z.infer<typeof couponDetailSchema>;

export const couponOptionsResult = z.object({ list: z.array(z.object({ id: z.number(), name: z.string(), enabled: z.number() })) });
export const couponItemOptionsResult = z.object({
  services: z.array(z.object({ id: z.number(), name: z.string() })),
  packages: z.array(z.object({ id: z.number(), name: z.string() })),
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const memberCouponStateSchema = z.enum(MEMBER_COUPON_STATES);
export { namedRef };
