import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, sortRequest } from './list';

/** Advance payments (spec §4): a prepaid order's money, in progress 2 → completed 1 | cancelled 0. docs/finance.md. */

export const ADVANCE_PAYMENT_SORT_FIELDS = ['id', 'createdAt', 'amountCents'] as const;

export const advancePaymentSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  studioId: z.number(),
  studioName: z.string(),
  amountCents: z.number(),
  /** 2 in progress, 1 completed, 0 cancelled. */
  status: z.number(),
  createdAt: z.number(),
  endedAt: z.number().nullable(),
});
export type AdvancePayment = z.infer<typeof advancePaymentSchema>;

export const advancePaymentListRequest = listRequest.extend({
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: t('advance.contract.status') }).optional(),
  ),
  orderId: idFilter,
  memberId: idFilter,
  studioId: idFilter,
  sort: sortRequest(ADVANCE_PAYMENT_SORT_FIELDS, '-id'),
});
export const advancePaymentListResult = listPageOf(advancePaymentSchema);
