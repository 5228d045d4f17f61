import * as z from 'zod';
import { t } from '../../i18n/translate';
import { moneyPattern } from '../../validate/patterns';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, timeFilter, versionSchema } from './list';
import { ACCOUNT_KINDS, ACCOUNT_OWNER_KINDS, JOURNAL_KINDS, MONEY_CENTS_MAX } from './finance-ledger-values';
import { exportFormatField } from './streamed-export';

/** The ledger's endpoints (docs/finance.md): the journal, accounts, statements, freezes, reconciliation. */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

export const JOURNAL_SORT_FIELDS = ['id', 'at', 'amount'] as const;
export const ACCOUNT_SORT_FIELDS = ['id', 'balance', 'frozen', 'updatedAt'] as const;
export const CHART_DAYS_MAX = 366;

/** Money as people type it ('120.5', '-3'), parsed to integer cents without floating point. */
const moneyText = (allowNegative: boolean) =>
  z.preprocess(
    (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: t('finance.ledger.money') })
      .refine((s) => moneyPattern.test(allowNegative ? s.replace(/^-/, '') : s), t('finance.ledger.money'))
      .transform((text, ctx) => {
        const negative = text.startsWith('-');
        const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
        const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
        if (!Number.isSafeInteger(cents) || cents > MONEY_CENTS_MAX) {
          ctx.addIssue({ code: 'custom', message: t('finance.ledger.money') });
          return z.NEVER;
        }
        return negative ? -cents : cents;
      }),
  );

/** A positive amount of money (a freeze). */
export const amountSchema = moneyText(false).refine((c) => c > 0, t('finance.ledger.amountPositive'));
const amountFilter = z.preprocess(blank, moneyText(true).optional());

/** A party as written: `platform`, `member:12`, `nurse:3`, `studio:2`. */
export const partySchema = z
  .string({ error: t('finance.ledger.party') })
  .trim()
  .regex(/^(platform|(member|nurse|studio):\d{1,10})$/, t('finance.ledger.party'))
  .transform((text) => {
    const [kind = 'platform', id = '0'] = text.split(':');
    return { ownerKind: kind as (typeof ACCOUNT_OWNER_KINDS)[number], ownerId: Number(id) };
  });
const partyFilter = z.preprocess(blank, partySchema.optional());

const reasonRequired = z.string({ error: t('finance.ledger.reason') }).trim().min(1, t('finance.ledger.reason')).max(200, t('system.validate.tooLong', { max: 200 }));
const enumFilter = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.preprocess(blank, z.enum(values, { error: message }).optional());
const kindFilter = enumFilter(JOURNAL_KINDS, t('finance.ledger.kindFilter', { kinds: JOURNAL_KINDS.join(', ') }));
const accountKindFilter = enumFilter(ACCOUNT_KINDS, t('finance.ledger.kindFilter', { kinds: ACCOUNT_KINDS.join(', ') }));
const ownerKindFilter = enumFilter(ACCOUNT_OWNER_KINDS, t('finance.ledger.kindFilter', { kinds: ACCOUNT_OWNER_KINDS.join(', ') }));

export const postingSchema = z.object({
  accountId: z.number(),
  accountKind: z.enum(ACCOUNT_KINDS),
  ownerKind: z.enum(ACCOUNT_OWNER_KINDS),
  ownerId: z.number(),
  /** "member wallet of member 12". */
  accountName: z.string(),
  amountCents: z.number(),
  balanceAfterCents: z.number(),
});

export const journalRowSchema = z.object({
  id: z.number(),
  kind: z.enum(JOURNAL_KINDS),
  memo: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  at: z.number(),
  /** The money it moved: the sum of its positive postings. */
  amountCents: z.number(),
  /** "payment clearing → platform revenue". */
  summary: z.string(),
  postings: z.array(postingSchema),
});
export type JournalRow = z.infer<typeof journalRowSchema>;

const journalFilters = {
  kind: kindFilter,
  party: partyFilter,
  accountKind: accountKindFilter,
  orderId: idFilter,
  from: timeFilter,
  to: timeFilter,
  minAmount: amountFilter,
  maxAmount: amountFilter,
};
export const journalListRequest = listRequest.extend({ ...journalFilters, sort: sortRequest(JOURNAL_SORT_FIELDS, '-id') });
/** exportJournal (GET, query string): the journal list's filters and sort, plus the file `format` (required). */
export const exportJournalRequest = z.object({
  ...journalFilters,
  sort: sortRequest(JOURNAL_SORT_FIELDS, '-id'),
  format: exportFormatField,
});
export type ExportJournalRequest = z.output<typeof exportJournalRequest>;
export const journalTotalsSchema = z.object({
  count: z.number(),
  amountCents: z.number(),
  incomeCents: z.number(),
  refundCents: z.number(),
  payoutCents: z.number(),
});
export const journalListResult = listPageOf(journalRowSchema).extend({ totals: journalTotalsSchema });
export const getJournalRequest = z.object({ journalId: recordIdSchema });

export const journalChartRequest = z.object(journalFilters);
export const journalChartResult = z.object({
  from: z.number(),
  to: z.number(),
  /** Each business day of the range, by its start (epoch ms). */
  days: z.array(z.object({ dayStart: z.number(), incomeCents: z.number(), refundCents: z.number(), payoutCents: z.number() })),
});

export const accountRowSchema = z.object({
  id: z.number(),
  kind: z.enum(ACCOUNT_KINDS),
  ownerKind: z.enum(ACCOUNT_OWNER_KINDS),
  ownerId: z.number(),
  /** "member wallet of member 12". */
  name: z.string(),
  /** The party's name (member nickname, nurse or studio name); "platform" for the platform's. */
  partyName: z.string(),
  balanceCents: z.number(),
  frozenCents: z.number(),
  availableCents: z.number(),
  frozenReason: z.string(),
  freezable: z.boolean(),
  updatedAt: z.number(),
  version: z.number(),
});
export type LedgerAccountRow = z.infer<typeof accountRowSchema>;
export const accountListRequest = listRequest.extend({
  kind: accountKindFilter,
  ownerKind: ownerKindFilter,
  party: partyFilter,
  frozen: z.preprocess((v) => (v === '' || v === null ? undefined : v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v), z.boolean({ error: t('system.validate.flag') }).optional()),
  sort: sortRequest(ACCOUNT_SORT_FIELDS, 'id'),
});
export const accountListResult = listPageOf(accountRowSchema);

export const freezeEventSchema = z.object({ id: z.number(), amountCents: z.number(), frozenAfterCents: z.number(), reason: z.string(), actorName: z.string().nullable(), at: z.number() });
export const getAccountRequest = z.object({ accountId: recordIdSchema });
export const accountDetailSchema = accountRowSchema.extend({ freezes: z.array(freezeEventSchema) });

export const statementLineSchema = z.object({
  id: z.number(),
  journalId: z.number(),
  kind: z.enum(JOURNAL_KINDS),
  memo: z.string(),
  orderId: z.number().nullable(),
  at: z.number(),
  amountCents: z.number(),
  balanceAfterCents: z.number(),
});
export const statementRequest = listRequest
  .extend({
    accountId: idFilter,
    /** Instead of an id: the party, and which of its accounts (its own kind by default). */
    party: partyFilter,
    kind: accountKindFilter,
    from: timeFilter,
    to: timeFilter,
    sort: sortRequest(['id'] as const, '-id'),
  })
  .refine((b) => b.accountId !== undefined || b.party !== undefined, { message: t('finance.ledger.statementWhich'), path: ['accountId'] });
export const statementResult = listPageOf(statementLineSchema).extend({ account: accountRowSchema });

export const freezeRequest = z.object({ accountId: recordIdSchema, version: versionSchema, amount: amountSchema, reason: reasonRequired });

export const reconcileRequest = z.object({
  /** A day (YYYY-MM-DD, the business day): check the postings of that day; none: the whole ledger. */
  date: z.preprocess(blank, z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, t('finance.ledger.date')).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), t('finance.ledger.date')).optional()),
});
export const differenceSchema = z.object({ kind: z.enum(['unbalanced', 'balance', 'order', 'payments', 'wallet']), id: z.number(), message: z.string() });
export const reconcileResult = z.object({
  at: z.number(),
  date: z.string().nullable(),
  ok: z.boolean(),
  journals: z.number(),
  accounts: z.number(),
  orders: z.number(),
  differences: z.array(differenceSchema),
  message: z.string(),
});
export type ReconcileReport = z.infer<typeof reconcileResult>;
export const reconcileStatusResult = z.object({ last: reconcileResult.nullable() });
