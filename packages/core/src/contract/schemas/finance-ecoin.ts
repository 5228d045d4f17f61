import * as z from 'zod';
import { t } from '../../i18n/translate';
import { priceSchema } from './catalogue-common';
import { idempotencyKeySchema } from './finance-withdrawals';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, timeFilter } from './list';

/**
 * E-coin (/finance/e-coin-record, key eCoinBuyRecord): members' e-coin is their wallet on the
 * ledger; a record is one posting on a wallet (purchase, spending on an order, refund, opening
 * balance brought over). docs/finance.md, E-coin.
 */

export const ECOIN_KINDS = ['purchase', 'spend', 'refund', 'opening', 'adjustment'] as const;
export type EcoinKind = (typeof ECOIN_KINDS)[number];
export const ECOIN_SORT_FIELDS = ['id', 'at'] as const;

export const ecoinRecordSchema = z.object({
  /** The wallet posting. */
  id: z.number(),
  journalId: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  kind: z.enum(ECOIN_KINDS),
  /** Signed: into (+) or out of (−) the member's e-coin. */
  amountCents: z.number(),
  balanceAfterCents: z.number(),
  orderId: z.number().nullable(),
  orderNo: z.string(),
  memo: z.string(),
  at: z.number(),
});
export type EcoinRecord = z.infer<typeof ecoinRecordSchema>;

export const ecoinRecordListRequest = listRequest.extend({
  memberId: idFilter,
  kind: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ECOIN_KINDS, { error: t('ecoin.contract.kind') }).optional()),
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(ECOIN_SORT_FIELDS, '-id'),
});
export const ecoinRecordListResult = listPageOf(ecoinRecordSchema).extend({
  /** What the platform owes in e-coin: every member wallet's balance together. */
  outstandingCents: z.number(),
});

export const recordEcoinPurchaseRequest = z.object({
  memberId: recordIdSchema,
  amount: priceSchema,
  /** The payment's reference (bank transfer, receipt number). */
  reference: z.string({ error: t('ecoin.contract.reference') }).trim().min(1, t('ecoin.contract.reference')).max(60, t('system.validate.tooLong', { max: 60 })),
  idempotencyKey: idempotencyKeySchema,
});
export const getEcoinRecordRequest = z.object({ recordId: recordIdSchema });
