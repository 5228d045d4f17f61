import { defineEnumeration } from '../../enums/enumeration';

/** The orders area's labelled codes (the contract's orders-values), for columns, filters and fields. */

/** A price-change request: 2 pending review, 1 approved, 0 rejected. */
export const priceChangeStatusEnum = defineEnumeration<number>('priceChangeStatus', [
  { value: 2, slug: 'pending', labelKey: 'orders.res.priceChangeStatus.2' },
  { value: 1, slug: 'approved', labelKey: 'orders.res.priceChangeStatus.1' },
  { value: 0, slug: 'rejected', labelKey: 'orders.res.priceChangeStatus.0' },
]);

/** A medical-waste task: 0 pending pickup, 1 collected, 2 disposed. */
export const wasteTaskStatusEnum = defineEnumeration<number>('wasteTaskStatus', [
  { value: 0, slug: 'pending-pickup', labelKey: 'orders.res.wasteStatus.0' },
  { value: 1, slug: 'collected', labelKey: 'orders.res.wasteStatus.1' },
  { value: 2, slug: 'disposed', labelKey: 'orders.res.wasteStatus.2' },
]);
