import { defineEnumeration, valueFromSlug } from './enumeration';

/** Order status values (spec §4). */
export const OrderStatus = {
  pendingOrganisationReview: -2,
  pendingCustomerServiceReview: -1,
  pendingPayment: 0,
  pendingAcceptance: 1,
  accepted: 2,
  inProgress: 3,
  pendingReview: 4,
  finished: 5,
  cancelled: 6,
  inComplaint: 7,
  expired: 8,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

export const orderStatusEnum = defineEnumeration<OrderStatusValue>('orderStatus', [
  { value: -2, slug: 'pending-organisation-review', labelKey: 'enum.orderStatus.-2' },
  { value: -1, slug: 'pending-customer-service-review', labelKey: 'enum.orderStatus.-1' },
  { value: 0, slug: 'pending-payment', labelKey: 'enum.orderStatus.0' },
  { value: 1, slug: 'pending-acceptance', labelKey: 'enum.orderStatus.1' },
  { value: 2, slug: 'accepted', labelKey: 'enum.orderStatus.2' },
  { value: 3, slug: 'in-progress', labelKey: 'enum.orderStatus.3' },
  { value: 4, slug: 'pending-review', labelKey: 'enum.orderStatus.4' },
  { value: 5, slug: 'finished', labelKey: 'enum.orderStatus.5' },
  { value: 6, slug: 'cancelled', labelKey: 'enum.orderStatus.6' },
  { value: 7, slug: 'in-complaint', labelKey: 'enum.orderStatus.7' },
  { value: 8, slug: 'expired', labelKey: 'enum.orderStatus.8' },
]);

/** The order status named by a CLI slug ('pending-payment' -> 0), else undefined. */
export function orderStatusFromSlug(slug: string): OrderStatusValue | undefined {
  return valueFromSlug(orderStatusEnum, slug);
}
