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
  /** The agreement the member consents to before ordering it, and whether they already have. */
  agreement: z.object({ id: z.number(), name: z.string(), versionId: z.number(), number: z.number(), content: z.string(), accepted: z.boolean() }).nullable(),
});
/** What is on sale at a studio now, at which price (an order of it is priced from its release). */
const placeReleaseOptionSchema = z.object({ id: z.number(), studioId: z.number(), serviceId: z.number().nullable(), packageId: z.number().nullable(), priceCents: z.number(), endsAt: z.number().nullable() });
const placePackageOptionSchema = z.object({ id: z.number(), name: z.string(), priceCents: z.number(), validityDays: z.number() });
const placePatientOptionSchema = z.object({ id: z.number(), name: z.string(), relationship: z.string(), region: z.string(), address: z.string() });

export const orderPlaceOptionsResult = z.object({
  member: z.object({ id: z.number(), phone: z.string(), nickname: z.string(), status: z.number() }),
  patients: z.array(placePatientOptionSchema),
  /** On-shelf services and packages. */
  services: z.array(placeServiceOptionSchema),
  packages: z.array(placePackageOptionSchema),
  /** The releases on sale now at the studios below: only these may be ordered there. */
  releases: z.array(placeReleaseOptionSchema),
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

/** quoteOrderPrice: the price placeOrder would charge at the studio (its release); without one, the catalogue price. */
export const quoteOrderPriceRequest = z.object({ ...itemFields, studioId: idFilter }).superRefine(exactlyOneItem);
export const orderQuoteSchema = z.object({
  /** The release the price comes from; null for a quote without a studio. */
  releaseId: z.number().nullable(),
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
    /** The agreement version the member accepted, when the service needs fresh consent. */
    agreementVersionId: idFilter,
  })
  .superRefine(exactlyOneItem);
