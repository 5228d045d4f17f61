import * as z from 'zod';
import { t } from '../../i18n/translate';
import { ORDER_EVENTS } from '../../machines/order-events';
import { idFilter, listPageOf, listRequest, sortRequest, textFilter, timeFilter } from './list';
import { namedRef, orderCodeFilter, orderStatusListFilter } from './orders-common';
import { ORDER_SORT_FIELDS } from './orders-values';

/**
 * getOrderList's filters as a zod shape, reused by the export (exportOrders takes the same
 * query plus `format`): `z.object({ ...orderListFilters, format })`. Every filter accepts a
 * blank value (no filter) and form strings.
 */
export const orderListFilters = {
  /** One or several statuses −2…8 ("0,1" or a repeated key in a form or query). */
  status: orderStatusListFilter,
  /** The order number, or its beginning. */
  orderNo: textFilter(40),
  /** Digits of the member's phone, anywhere in it. */
  memberPhone: textFilter(11).pipe(z.string().regex(/^\d*$/, t('system.validate.phoneDigits')).optional()),
  /** Part of the patient's name (case-insensitive). */
  patientName: textFilter(50),
  serviceId: idFilter,
  packageId: idFilter,
  studioId: idFilter,
  nurseId: idFilter,
  /** Booking flag: 1 has, 0 none. */
  booking: orderCodeFilter([0, 1] as const),
  /** Appointment from / to (epoch ms, inclusive). */
  appointmentFrom: timeFilter,
  appointmentTo: timeFilter,
  /** Created from / to (epoch ms, inclusive). */
  createdFrom: timeFilter,
  createdTo: timeFilter,
};
const orderListFilterSchema = z.object(orderListFilters);
export type OrderListFilter = z.output<typeof orderListFilterSchema>;

export const orderListRequest = listRequest.extend({
  ...orderListFilters,
  sort: sortRequest(ORDER_SORT_FIELDS, '-createdAt'),
});

const orderEventSchema = z.enum(ORDER_EVENTS);

/** An order as lists show it: the member's phone masked. */
export const orderSummarySchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.number(),
  member: z.object({ id: z.number(), phone: z.string(), nickname: z.string() }),
  patient: namedRef,
  service: namedRef.nullable(),
  package: namedRef.nullable(),
  /** The service's or the package's name. */
  itemName: z.string(),
  studio: namedRef,
  nurse: namedRef.nullable(),
  appointmentAt: z.number(),
  amountCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  booking: z.number(),
  createdAt: z.number(),
  version: z.number(),
  /** The staff events the machine allows in this status and the caller may send. */
  allowedEvents: z.array(orderEventSchema),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderListResult = listPageOf(orderSummarySchema);

/** getOrderQueueCounts: what waits, per queue; null for a queue the caller may not see. */
export const orderQueueCountsResult = z.object({
  organisationReview: z.number().nullable(),
  customerServiceReview: z.number().nullable(),
  priceChangesPending: z.number().nullable(),
  wasteOverdue: z.number().nullable(),
});
export type OrderQueueCounts = z.infer<typeof orderQueueCountsResult>;
