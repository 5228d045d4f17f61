import * as z from 'zod';
import { t } from '../../i18n/translate';
import { flagFilter } from './catalogue-common';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';
import { marketingRef, marketingTime, oneOf, oneOfFilter, requiredText } from './marketing-content-common';

/** Promotions (/operation-tools/popularize-list): referral campaigns, their code and link, and what they brought. */

export const PROMOTER_KINDS = ['member', 'nurse', 'staff'] as const;
export type PromoterKind = (typeof PROMOTER_KINDS)[number];
export const PROMOTION_EVENTS = ['visit', 'signup'] as const;
export const PROMOTION_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'startsAt', 'endsAt'] as const;
/** Where a promotion's link points; the member app reads the code from the path. */
export const PROMOTION_LINK_BASE = 'https://m.careops.example/r/';
export const promotionLink = (code: string) => `${PROMOTION_LINK_BASE}${encodeURIComponent(code)}`;
/** A sign-up is attributed only to a member registered this recently (the app reports it right after registering). */
export const SIGNUP_ATTRIBUTION_HOURS = 24;

/** A code: 4–16 letters or digits, kept in capitals (blank on add: one is generated). */
export const promotionCodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ error: t('marketing.promotion.code') }).regex(/^[A-Z0-9]{4,16}$/, t('marketing.promotion.code')),
);

export const promotionListRequest = listRequest.extend({
  name: textFilter(60),
  code: textFilter(16),
  promoterKind: oneOfFilter(PROMOTER_KINDS),
  couponId: idFilter,
  enabled: flagFilter,
  sort: sortRequest(PROMOTION_SORT_FIELDS, '-createdAt'),
});

export const promotionSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  link: z.string(),
  promoterKind: z.string(),
  promoter: marketingRef.nullable(),
  coupon: marketingRef.nullable(),
  startsAt: z.number(),
  endsAt: z.number(),
  /** 1 enabled, 0 disabled. */
  enabled: z.number(),
  visits: z.number(),
  signUps: z.number(),
  firstOrders: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;
export const promotionListResult = listPageOf(promotionSummarySchema);
export const getPromotionRequest = z.object({ promotionId: recordIdSchema });
export const promotionDetailSchema = promotionSummarySchema.extend({
  promoterId: z.number(),
  couponId: z.number().nullable(),
  note: z.string(),
  /** Distinct visitors (a visit counts once per visitor and day). */
  visitors: z.number(),
  couponsGranted: z.number(),
  /** Sign-ups whose coupon could not be given, by why (exhausted, unavailable, limit). */
  couponsMissed: z.number(),
  /** Sign-ups / visitors, and first orders / sign-ups, as fractions (0 when nothing to divide). */
  signUpRate: z.number(),
  orderRate: z.number(),
  /** The latest attributed members. */
  referrals: z.array(z.object({ memberId: z.number(), name: z.string(), signedUpAt: z.number(), couponOutcome: z.string(), firstOrderAt: z.number().nullable() })),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

const windowInOrder = (value: { startsAt?: number | undefined; endsAt?: number | undefined }, ctx: z.RefinementCtx) => {
  if (value.startsAt !== undefined && value.endsAt !== undefined && value.endsAt <= value.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('marketing.content.endAfterStart') });
  }
};

const name = requiredText(60, t('marketing.promotion.nameRequired'));
const couponField = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), recordIdSchema.nullable());

export const addPromotionRequest = z
  .object({
    name,
    code: z.preprocess((v) => (v === '' || v === null ? undefined : v), promotionCodeSchema.optional()),
    promoterKind: oneOf(PROMOTER_KINDS),
    promoterId: recordIdSchema,
    couponId: couponField.default(null),
    startsAt: marketingTime,
    endsAt: marketingTime,
    enabled: flagSchema.default(true),
    note: z.string({ error: t('system.list.textType') }).trim().max(500, t('system.validate.tooLong', { max: 500 })).default(''),
  })
  .superRefine(windowInOrder);

/** Only the fields sent change; the code and the promoter stay (the link is already out). */
export const editPromotionRequest = z
  .object({
    promotionId: recordIdSchema,
    version: versionSchema,
    name: name.optional(),
    couponId: couponField.optional(),
    startsAt: marketingTime.optional(),
    endsAt: marketingTime.optional(),
    enabled: flagSchema.optional(),
    note: z.string({ error: t('system.list.textType') }).trim().max(500, t('system.validate.tooLong', { max: 500 })).optional(),
  })
  .superRefine(windowInOrder);

/**
 * The member app reports a visit of a promotion's link (an anonymous visitor key it keeps on
 * the device) or a sign-up that came through it (the new member's id).
 */
export const recordPromotionEventRequest = z
  .object({
    code: promotionCodeSchema,
    event: oneOf(PROMOTION_EVENTS),
    visitorKey: z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: t('marketing.promotion.visitorKey') }).regex(/^[A-Za-z0-9_-]{8,64}$/, t('marketing.promotion.visitorKey')).optional()),
    memberId: idFilter,
  })
  .superRefine((value, ctx) => {
    if (value.event === 'visit' && value.visitorKey === undefined) ctx.addIssue({ code: 'custom', path: ['visitorKey'], message: t('marketing.promotion.visitorKey') });
    if (value.event === 'signup' && value.memberId === undefined) ctx.addIssue({ code: 'custom', path: ['memberId'], message: t('validate.required') });
  });
export const PROMOTION_EVENT_OUTCOMES = ['recorded', 'alreadyCounted', 'alreadyReferred'] as const;
export const recordPromotionEventResult = z.object({
  /** recorded | alreadyCounted (a visit the same day) | alreadyReferred (the member came through a promotion before). */
  outcome: z.string(),
  /** For a sign-up: granted | none | exhausted | unavailable | limit. */
  couponOutcome: z.string().nullable(),
});
