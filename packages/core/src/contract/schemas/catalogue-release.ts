import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, timeFilter, versionSchema } from './list';
import { priceSchema } from './catalogue-common';
import { namedRef, optionalOrderText } from './orders-common';
import { RELEASE_ITEM_KINDS, RELEASE_SORT_FIELDS } from './catalogue-release-values';

/** Product releases (/product/product-release): an item on sale at a studio, at a price, in a time window. */

export const releaseListRequest = listRequest.extend({
  studioId: idFilter,
  serviceId: idFilter,
  packageId: idFilter,
  status: statusFilter,
  /** Only releases on sale at this time (epoch ms). */
  onSaleAt: timeFilter,
  sort: sortRequest(RELEASE_SORT_FIELDS, '-createdAt'),
});

const releaseItemSchema = z.object({ kind: z.enum(RELEASE_ITEM_KINDS), id: z.number(), name: z.string(), listPriceCents: z.number() });

export const releaseSummarySchema = z.object({
  id: z.number(),
  /** "<item> at <studio>", how people name a release. */
  name: z.string(),
  studio: namedRef,
  item: releaseItemSchema,
  priceCents: z.number(),
  /** The price as a form shows it ('120.50'). */
  price: z.string(),
  startsAt: z.number(),
  /** null: open-ended. */
  endsAt: z.number().nullable(),
  status: z.number(),
  /** On sale now: status 1 and now inside the window. */
  onSale: z.boolean(),
  note: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type ReleaseSummary = z.infer<typeof releaseSummarySchema>;
export const releaseListResult = listPageOf(releaseSummarySchema);

export const getReleaseRequest = z.object({ releaseId: recordIdSchema });
export const releaseDetailSchema = releaseSummarySchema.extend({ createdBy: namedRef.nullable(), orderCount: z.number() });
export type ReleaseDetail = z.infer<typeof releaseDetailSchema>;

/**
 * A time as epoch ms (JSON, digits) or as a date people type: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm'
 * (UTC unless it carries an offset, '2026-01-01T08:00+08:00').
 */
const timeInput = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  const iso = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!iso) return text;
  const ms = Date.parse(text.replace(' ', 'T') + (iso[1] && !iso[3] ? 'Z' : ''));
  return Number.isFinite(ms) ? ms : text;
};
const timeSchema = z
  .number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('catalogue.release.contract.time')) })
  .int(t('catalogue.release.contract.time'))
  .min(0, t('catalogue.release.contract.time'))
  .max(8_640_000_000_000_000, t('catalogue.release.contract.time'));
const requiredTime = z.preprocess(timeInput, timeSchema);
/** An end time, or blank/null for an open-ended release. */
const optionalEnd = z.preprocess((v) => (v === '' ? null : timeInput(v)), timeSchema.nullable());

const windowInOrder = (value: { startsAt?: number | undefined; endsAt?: number | null | undefined }, ctx: z.RefinementCtx) => {
  if (value.startsAt !== undefined && value.endsAt !== undefined && value.endsAt !== null && value.endsAt <= value.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: t('catalogue.release.contract.endAfterStart') });
  }
};

export const addReleaseRequest = z
  .object({
    studioId: recordIdSchema,
    serviceId: idFilter,
    packageId: idFilter,
    price: priceSchema,
    startsAt: requiredTime,
    endsAt: optionalEnd.optional(),
    note: optionalOrderText,
  })
  .superRefine((value, ctx) => {
    if ((value.serviceId === undefined) === (value.packageId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: t('catalogue.release.contract.serviceOrPackage') });
    }
    windowInOrder(value, ctx);
  });

/** Only the fields sent change; `endsAt` null makes it open-ended; status 0 withdraws it. */
export const editReleaseRequest = z
  .object({
    releaseId: recordIdSchema,
    version: versionSchema,
    price: priceSchema.optional(),
    startsAt: requiredTime.optional(),
    endsAt: optionalEnd.optional(),
    status: statusSchema.optional(),
    note: optionalOrderText,
  })
  .superRefine(windowInOrder);

/** getReleaseItemOptions: on-shelf services or packages (`kind`), by name. */
export const releaseItemOptionsRequest = z.object({ kind: z.enum(RELEASE_ITEM_KINDS, { error: t('system.validate.oneOf', { values: RELEASE_ITEM_KINDS.join(', ') }) }).default('service') });
export const releaseItemOptionsResult = z.object({ list: z.array(namedRef.extend({ priceCents: z.number() })) });
