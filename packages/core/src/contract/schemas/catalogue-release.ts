import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, statusFilter, statusSchema, timeFilter, versionSchema } from './list';
import { centsSchema, namedRef, optionalOrderText, requiredTime } from './orders-common';
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
  studio: namedRef,
  item: releaseItemSchema,
  priceCents: z.number(),
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

/** An end time, or blank/null for an open-ended release. */
const optionalEnd = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : v),
  z.number({ error: t('system.list.timeType') }).int(t('system.list.timeType')).min(0, t('system.list.timeType')).max(8_640_000_000_000_000, t('system.list.timeType')).nullable(),
);

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
    priceCents: centsSchema,
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
    priceCents: centsSchema.optional(),
    startsAt: requiredTime.optional(),
    endsAt: optionalEnd.optional(),
    status: statusSchema.optional(),
    note: optionalOrderText,
  })
  .superRefine(windowInOrder);
