import * as z from 'zod';
import { t } from '../../i18n/translate';
import { wholeNumber } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest } from './list';
import { namedRef } from './orders-common';
import { optionalDay } from './marketing-coupons';
import {
  GRANT_RECIPIENTS_MAX, GRANT_SORT_FIELDS, GRANT_SOURCES, GRANT_STATUSES, MEMBER_COUPON_STATES, RECIPIENT_REFUSALS, RECIPIENT_STATUSES,
} from './marketing-coupon-values';

/** Coupon grants (/operation-tools/coupon-grant-list, -add, -detail/{id}): docs/marketing.md. */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Member ids as a JSON array or text separated by commas, spaces or lines. */
const memberIdsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[\s,;]+/).filter(Boolean) : typeof v === 'number' ? [v] : v),
  z.array(recordIdSchema, { error: t('coupons.contract.memberIds') }).max(GRANT_RECIPIENTS_MAX, t('system.validate.tooMany', { max: GRANT_RECIPIENTS_MAX })),
);

/** Phones pasted or uploaded: one per line (or separated by commas); a CSV's first column. */
const phonesSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v.join('\n') : v),
  z.string({ error: t('coupons.contract.phones') }).max(8 * 1024 * 1024, t('coupons.contract.phones')),
);

export const grantRequest = z
  .object({
    couponId: recordIdSchema,
    /** Chosen by the client once per grant it means; the same key again answers the same grant and changes nothing. */
    idempotencyKey: z.string({ error: t('coupons.contract.key') }).trim().min(8, t('coupons.contract.key')).max(100, t('coupons.contract.key')).regex(/^[\w:.-]+$/, t('coupons.contract.key')),
    source: z.enum(GRANT_SOURCES, { error: t('coupons.contract.source', { sources: GRANT_SOURCES.join(', ') }) }),
    memberIds: z.preprocess(blank, memberIdsSchema.optional()),
    phones: z.preprocess(blank, phonesSchema.optional()),
    /** Segment: members registered from this day (inclusive)… */
    registeredFrom: optionalDay.optional(),
    /** …to this day (inclusive). */
    registeredTo: optionalDay.optional(),
    /** Segment: members who ordered this service. */
    orderedServiceId: idFilter,
    /** Segment: members with no order in the last N days (never ordered counts). */
    noOrderDays: z.preprocess(blank, wholeNumber(1, 3650, t('coupons.contract.noOrderDays')).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.source === 'members' && !value.memberIds?.length) ctx.addIssue({ code: 'custom', path: ['memberIds'], message: t('coupons.contract.memberIds') });
    if (value.source === 'phones' && !value.phones?.trim()) ctx.addIssue({ code: 'custom', path: ['phones'], message: t('coupons.contract.phones') });
    if (value.source === 'segment') {
      const any = value.registeredFrom != null || value.registeredTo != null || value.orderedServiceId !== undefined || value.noOrderDays !== undefined;
      if (!any) ctx.addIssue({ code: 'custom', path: ['source'], message: t('coupons.contract.segment') });
      if (value.registeredFrom != null && value.registeredTo != null && value.registeredTo < value.registeredFrom) {
        ctx.addIssue({ code: 'custom', path: ['registeredTo'], message: t('coupons.contract.rangeOrder') });
      }
    }
  });
export const addGrantRequest = grantRequest;
export const previewGrantRequest = grantRequest;

export const grantSummarySchema = z.object({
  id: z.number(),
  coupon: namedRef,
  source: z.enum(GRANT_SOURCES),
  /** Who it was for: "3 members", "pasted phones (120 lines)", "registered 2026-01-01 – 2026-01-31, no order for 30 days". */
  sourceLabel: z.string(),
  status: z.enum(GRANT_STATUSES),
  total: z.number(),
  processed: z.number(),
  granted: z.number(),
  refused: z.number(),
  /** 0–100. */
  percent: z.number(),
  createdBy: namedRef.nullable(),
  createdAt: z.number(),
  finishedAt: z.number().nullable(),
  version: z.number(),
});
export type GrantSummary = z.infer<typeof grantSummarySchema>;
export const grantListRequest = listRequest.extend({
  couponId: idFilter,
  status: z.preprocess(blank, z.enum(GRANT_STATUSES, { error: t('coupons.contract.grantStatus') }).optional()),
  sort: sortRequest(GRANT_SORT_FIELDS, '-createdAt'),
});
export const grantListResult = listPageOf(grantSummarySchema);
export const getGrantRequest = z.object({ grantId: recordIdSchema });
export const grantDetailSchema = grantSummarySchema.extend({
  /** Refusals by reason. */
  refusals: z.array(z.object({ reason: z.enum(RECIPIENT_REFUSALS), count: z.number() })),
  /** The key the grant was asked with. */
  idempotencyKey: z.string(),
});
export type GrantDetail = z.infer<typeof grantDetailSchema>;

export const grantPreviewSchema = z.object({
  coupon: namedRef,
  total: z.number(),
  /** Recipients who would receive it now (quantity and per-member limit applied). */
  wouldGrant: z.number(),
  refusals: z.array(z.object({ reason: z.enum(RECIPIENT_REFUSALS), count: z.number() })),
  /** The first recipients who would receive it. */
  sample: z.array(z.object({ memberId: z.number(), nickname: z.string(), phone: z.string() })),
});

export const recipientListRequest = listRequest.extend({
  grantId: recordIdSchema,
  status: z.preprocess(blank, z.enum(RECIPIENT_STATUSES, { error: t('coupons.contract.grantStatus') }).optional()),
  sort: sortRequest(['id'] as const, 'id'),
});
export const recipientSchema = z.object({
  id: z.number(),
  memberId: z.number().nullable(),
  nickname: z.string(),
  /** Masked. */
  phone: z.string(),
  status: z.enum(RECIPIENT_STATUSES),
  reason: z.string(),
  /** The member's coupon from this grant: unused → used | expired; null when not granted. */
  couponState: z.enum(MEMBER_COUPON_STATES).nullable(),
  expiresAt: z.number().nullable(),
  usedAt: z.number().nullable(),
});
export const recipientListResult = listPageOf(recipientSchema);
