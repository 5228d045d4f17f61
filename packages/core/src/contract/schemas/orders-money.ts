import * as z from 'zod';
import { t } from '../../i18n/translate';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';
import { centsSchema, optionalOrderText, orderCodeFilter, orderText, reasonToReject, reviewDecision } from './orders-common';
import { orderCouponSchema, priceChangeSchema, wasteTaskSchema } from './orders-detail';
import { orderSummarySchema } from './orders-list';
import { PRICE_CHANGE_SORT_FIELDS, PRICE_CHANGE_STATUSES, WASTE_PHOTOS_MAX, WASTE_TASK_SORT_FIELDS, WASTE_TASK_STATUSES } from './orders-values';

/** Price-change requests (/order/order-alter-price) and medical-waste tasks (/order/medical-waste). */

// Price changes ---------------------------------------------------------------------------------

export const orderDataBeforePriceAlterRequest = z.object({ orderId: recordIdSchema });
export const orderDataBeforePriceAlterResult = z.object({
  order: orderSummarySchema,
  listPriceCents: z.number(),
  discountCents: z.number(),
  amountCents: z.number(),
  coupon: orderCouponSchema.nullable(),
  /** The request waiting for review, if any (one at a time per order). */
  pending: priceChangeSchema.nullable(),
  /** Whether a request can be made now (unpaid, status −2…0, none pending). */
  canRequest: z.boolean(),
  /** Why not, when canRequest is false. */
  reason: z.string(),
});

export const applyOrderAlterPriceRequest = z.object({
  orderId: recordIdSchema,
  version: versionSchema,
  newAmountCents: centsSchema,
  reason: orderText(t('orders.contract.reasonRequired')),
});

export const priceChangeListRequest = listRequest.extend({
  /** 2 pending review, 1 approved, 0 rejected. */
  status: orderCodeFilter(PRICE_CHANGE_STATUSES),
  studioId: idFilter,
  orderNo: textFilter(40),
  createdFrom: timeFilter,
  createdTo: timeFilter,
  sort: sortRequest(PRICE_CHANGE_SORT_FIELDS, '-createdAt'),
});
export const priceChangeListResult = listPageOf(priceChangeSchema);

export const getPriceChangeRequest = z.object({ requestId: recordIdSchema });

export const reviewPriceChangeRequest = z
  .object({ requestId: recordIdSchema, version: versionSchema, decision: reviewDecision, reason: optionalOrderText })
  .superRefine(reasonToReject);

// Medical waste ---------------------------------------------------------------------------------

export const wasteTaskListRequest = listRequest.extend({
  /** 0 pending pickup, 1 collected, 2 disposed. */
  status: orderCodeFilter(WASTE_TASK_STATUSES),
  studioId: idFilter,
  /** Only tasks still pending pickup past their due time. */
  overdue: z.preprocess((v) => (v === '' || v === null ? undefined : v), flagSchema.optional()),
  orderNo: textFilter(40),
  sort: sortRequest(WASTE_TASK_SORT_FIELDS, 'dueAt'),
});
export const wasteTaskListResult = listPageOf(wasteTaskSchema);

export const getWasteTaskRequest = z.object({ taskId: recordIdSchema });

const photoUrl = z
  .string({ error: t('orders.contract.photo') })
  .trim()
  .min(1, t('orders.contract.photo'))
  .max(500, t('system.validate.tooLong', { max: 500 }))
  .regex(/^(https?:\/\/|\/)[^\s]*$/, t('orders.contract.photo'));

export const collectWasteTaskRequest = z.object({
  taskId: recordIdSchema,
  version: versionSchema,
  weightGrams: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,7}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('orders.contract.weight')) })
      .int(t('orders.contract.weight'))
      .min(1, t('orders.contract.weight'))
      .max(100_000, t('orders.contract.weight')),
  ),
  collectorName: orderText(t('orders.contract.collectorRequired')).pipe(z.string().max(50, t('system.validate.tooLong', { max: 50 }))),
  photos: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : [v]) : v),
    z.array(photoUrl, { error: t('orders.contract.photos') }).min(1, t('orders.contract.photos')).max(WASTE_PHOTOS_MAX, t('system.validate.tooMany', { max: WASTE_PHOTOS_MAX })),
  ),
});

export const disposeWasteTaskRequest = z.object({
  taskId: recordIdSchema,
  version: versionSchema,
  disposalRef: orderText(t('orders.contract.disposalRefRequired')).pipe(z.string().max(100, t('system.validate.tooLong', { max: 100 }))),
});
