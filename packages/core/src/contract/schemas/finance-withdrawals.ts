import * as z from 'zod';
import { t } from '../../i18n/translate';
import { moneyPattern } from '../../validate/patterns';
import { wholeNumber } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';

/**
 * Withdrawal accounts, withdrawals and the payout settings (docs/finance.md, Withdrawals). Money
 * is typed as money text ('120.50') and answered in integer cents. A mutation that moves money
 * takes an optional idempotency key: the same key with the same body answers the first result.
 */

export const PAYOUT_PARTY_KINDS = ['nurse', 'studio'] as const;
export type PayoutPartyKind = (typeof PAYOUT_PARTY_KINDS)[number];
export const ACCOUNT_VERIFICATIONS = ['unverified', 'verified', 'rejected'] as const;
export type AccountVerification = (typeof ACCOUNT_VERIFICATIONS)[number];
export const PAYOUT_OUTCOMES = ['paid', 'failed'] as const;
export const PAYOUT_STATES = ['sending', 'sent', 'confirmed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const WITHDRAW_ACCOUNT_SORT_FIELDS = ['id', 'createdAt'] as const;
export const WITHDRAWAL_SORT_FIELDS = ['id', 'createdAt', 'amountCents'] as const;
/** The largest single withdrawal: 10 million in money. */
export const WITHDRAWAL_MAX_CENTS = 1_000_000_000;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Money as people type it (at most two decimals, no leading zeros), answered in cents. */
export const moneyCents = (max = WITHDRAWAL_MAX_CENTS) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('withdrawals.contract.money')) })
      .regex(moneyPattern, t('withdrawals.contract.money'))
      .transform((text, ctx) => {
        const [whole = '0', fraction = ''] = text.split('.');
        const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        if (!Number.isSafeInteger(cents) || cents > max) {
          ctx.addIssue({ code: 'custom', message: t('withdrawals.contract.moneyMax', { max: max / 100 }) });
          return z.NEVER;
        }
        return cents;
      }),
  );

/** A client's key for a money-moving call: letters, digits, dots, dashes, colons and underscores. */
export const idempotencyKeySchema = z.preprocess(
  blank,
  z.string({ error: t('withdrawals.contract.idempotencyKey') }).trim().regex(/^[A-Za-z0-9._:-]{8,100}$/, t('withdrawals.contract.idempotencyKey')).optional(),
);

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, t('system.validate.tooLong', { max }));
const reasonText = requiredText(200, t('withdrawals.contract.reason'));
const optionalText = (max: number) => z.preprocess(blank, z.string({ error: t('system.list.textType') }).trim().max(max, t('system.validate.tooLong', { max })).optional());
const partyKind = z.enum(PAYOUT_PARTY_KINDS, { error: t('withdrawals.contract.partyKind') });
const partyKindFilter = z.preprocess(blank, partyKind.optional());

// Withdrawal accounts ------------------------------------------------------------------------

export const withdrawAccountSchema = z.object({
  id: z.number(),
  ownerKind: z.enum(PAYOUT_PARTY_KINDS),
  ownerId: z.number(),
  ownerName: z.string(),
  studioId: z.number().nullable(),
  studioName: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  /** Only the last four digits: the full number is a separate, permitted and audited read. */
  accountNumber: z.string(),
  verification: z.enum(ACCOUNT_VERIFICATIONS),
  verificationNote: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type WithdrawAccount = z.infer<typeof withdrawAccountSchema>;

export const withdrawAccountListRequest = listRequest.extend({
  ownerKind: partyKindFilter,
  ownerId: idFilter,
  studioId: idFilter,
  verification: z.preprocess(blank, z.enum(ACCOUNT_VERIFICATIONS, { error: t('withdrawals.contract.verification') }).optional()),
  name: textFilter(60),
  sort: sortRequest(WITHDRAW_ACCOUNT_SORT_FIELDS, '-id'),
});
export const withdrawAccountListResult = listPageOf(withdrawAccountSchema);
export const getWithdrawAccountRequest = z.object({ accountId: recordIdSchema });

/** An account number: 8 to 30 digits; spaces and dashes people type between groups are dropped. */
const accountNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  z.string({ error: t('withdrawals.contract.accountNumber') }).regex(/^\d{8,30}$/, t('withdrawals.contract.accountNumber')),
);

export const addWithdrawAccountRequest = z.object({
  ownerKind: partyKind,
  ownerId: recordIdSchema,
  holderName: requiredText(60, t('withdrawals.contract.holderName')),
  bankName: requiredText(80, t('withdrawals.contract.bankName')),
  accountNumber,
});

export const verifyWithdrawAccountRequest = z
  .object({
    accountId: recordIdSchema,
    verification: z.enum(['verified', 'rejected'], { error: t('withdrawals.contract.verifyDecision') }),
    note: optionalText(200),
    version: z.preprocess(blank, versionSchema.optional()),
  })
  .superRefine((v, ctx) => {
    if (v.verification === 'rejected' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: t('withdrawals.contract.reason') });
  });

export const revealAccountNumberResult = z.object({ id: z.number(), accountNumber: z.string() });

// Withdrawals -------------------------------------------------------------------------------

export const payoutSchema = z.object({
  id: z.number(),
  state: z.enum(PAYOUT_STATES),
  reference: z.string(),
  gateway: z.string(),
  createdAt: z.number(),
  sentAt: z.number().nullable(),
  confirmedAt: z.number().nullable(),
});

export const withdrawalSchema = z.object({
  id: z.number(),
  ownerKind: z.enum(PAYOUT_PARTY_KINDS),
  ownerId: z.number(),
  ownerName: z.string(),
  studioId: z.number().nullable(),
  studioName: z.string(),
  accountId: z.number(),
  bankName: z.string(),
  accountNumber: z.string(),
  amountCents: z.number(),
  feeCents: z.number(),
  netCents: z.number(),
  /** The withdrawal machine's stored status (WithdrawalStatus). */
  status: z.number(),
  reason: z.string(),
  requestedBy: z.number().nullable(),
  reviewedBy: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  settledAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalDetailSchema = withdrawalSchema.extend({
  payout: payoutSchema.nullable(),
  /** Journal transactions this withdrawal posted, oldest first. */
  journalIds: z.array(z.number()),
  /** The events the machine allows now (withdrawal.approve…). */
  allowedEvents: z.array(z.string()),
});

export const withdrawalListRequest = listRequest.extend({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v), z.number({ error: t('withdrawals.contract.status') }).int(t('withdrawals.contract.status')).min(0, t('withdrawals.contract.status')).max(5, t('withdrawals.contract.status')).optional()),
  ownerKind: partyKindFilter,
  ownerId: idFilter,
  studioId: idFilter,
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(WITHDRAWAL_SORT_FIELDS, '-id'),
});
export const withdrawalListResult = listPageOf(withdrawalSchema);
export const getWithdrawalRequest = z.object({ withdrawalId: recordIdSchema });

export const addWithdrawalRequest = z.object({ accountId: recordIdSchema, amount: moneyCents(), idempotencyKey: idempotencyKeySchema });
export const approveWithdrawalRequest = z.object({ withdrawalId: recordIdSchema, idempotencyKey: idempotencyKeySchema });
export const rejectWithdrawalRequest = z.object({ withdrawalId: recordIdSchema, reason: reasonText, idempotencyKey: idempotencyKeySchema });
export const payWithdrawalRequest = z.object({ withdrawalId: recordIdSchema, idempotencyKey: idempotencyKeySchema });
export const confirmWithdrawalRequest = z
  .object({
    withdrawalId: recordIdSchema,
    outcome: z.enum(PAYOUT_OUTCOMES, { error: t('withdrawals.contract.outcome') }),
    reference: optionalText(80),
    reason: optionalText(200),
    idempotencyKey: idempotencyKeySchema,
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'failed' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: t('withdrawals.contract.reason') });
  });

/** A returned payout file: one line per payout, `<payout reference>,paid|failed[,reason]`. */
export const importPayoutResultsRequest = z.object({ text: z.string({ error: t('withdrawals.contract.resultFile') }).min(1, t('withdrawals.contract.resultFile')).max(1_000_000, t('withdrawals.contract.resultFile')) });
export const payoutResultItems = z.object({ items: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string() })) });

// Settings ----------------------------------------------------------------------------------

export const payoutSettingsSchema = z.object({
  minimumCents: z.number(),
  feeCents: z.number(),
  /** Fee in basis points of the amount (100 = 1 %), added to the fixed fee. */
  feeRateBp: z.number(),
  /** Earnings younger than this many days cannot be withdrawn yet. */
  holdDays: z.number(),
  /** A penalty above this needs a second approver. */
  penaltyApprovalAboveCents: z.number(),
  version: z.number(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
export const savePayoutSettingsRequest = z.object({
  minimum: moneyCents(),
  fee: moneyCents(),
  feeRateBp: wholeNumber(0, 5000, t('withdrawals.contract.feeRate')),
  holdDays: wholeNumber(0, 365, t('withdrawals.contract.holdDays')),
  penaltyApprovalAbove: moneyCents(),
  version: versionSchema,
});
