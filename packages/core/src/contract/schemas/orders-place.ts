import * as z from 'zod';
import { t } from '../../i18n/translate';
import { flagSchema, idFilter, recordIdSchema } from './list';
import { namedRef, optionalOrderText, orderText, requiredTime } from './orders-common';
import { orderCouponSchema } from './orders-detail';

/** Placing an order for a member (/order/order-place/{memberId}): the server computes the price. */

export const orderPlaceOptionsRequest = z.object({ memberId: recordIdSchema });

const placeServiceOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  priceCents: z.number(),
  durationMinutes: z.number(),
  requiredTitle: z.string(),
  producesWaste: z.boolean(),
});
const placePackageOptionSchema = z.object({ id: z.number(), name: z.string(), priceCents: z.number(), validityDays: z.number() });
const placePatientOptionSchema = z.object({ id: z.number(), name: z.string(), relationship: z.string(), region: z.string(), address: z.string() });

export const orderPlaceOptionsResult = z.object({
  member: z.object({ id: z.number(), phone: z.string(), nickname: z.string(), status: z.number() }),
  patients: z.array(placePatientOptionSchema),
  /** On-shelf services and packages. */
  services: z.array(placeServiceOptionSchema),
  packages: z.array(placePackageOptionSchema),
  /** The member's unused, unexpired coupons (quoteOrderPrice says whether one applies). */
  coupons: z.array(orderCouponSchema.extend({ expiresAt: z.number() })),
  /** Enabled studios the caller may place orders for. */
  studios: z.array(namedRef),
});
export type OrderPlaceOptions = z.infer<typeof orderPlaceOptionsResult>;

const exactlyOneItem = (value: { serviceId?: number | undefined; packageId?: number | undefined }, ctx: z.RefinementCtx) => {
  if ((value.serviceId === undefined) === (value.packageId === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['serviceId'], message: t('orders.contract.serviceOrPackage') });
  }
};

const itemFields = {
  memberId: recordIdSchema,
  serviceId: idFilter,
  packageId: idFilter,
  memberCouponId: idFilter,
};

/** quoteOrderPrice: the price placeOrder would charge. */
export const quoteOrderPriceRequest = z.object(itemFields).superRefine(exactlyOneItem);
export const orderQuoteSchema = z.object({
  listPriceCents: z.number(),
  discountCents: z.number(),
  amountCents: z.number(),
  /** The coupon applied; null when none was given. */
  coupon: orderCouponSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const placeOrderRequest = z
  .object({
    ...itemFields,
    patientId: recordIdSchema,
    /** The studio that serves it; may be left out by staff bound to exactly one station. */
    studioId: idFilter,
    region: optionalOrderText,
    address: orderText(t('orders.contract.addressRequired')),
    appointmentAt: requiredTime,
    /** Booking flag (1: booked ahead for a set time); default 1. */
    booking: z.preprocess((v) => (v === '' || v === null ? undefined : v), flagSchema.optional()),
    remark: optionalOrderText,
  })
  .superRefine(exactlyOneItem);
