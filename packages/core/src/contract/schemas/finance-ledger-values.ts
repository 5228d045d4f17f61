/**
 * The double-entry ledger's rules (docs/finance.md), shared by the server that enforces them and
 * the faces that explain them. Money is integer cents. A journal transaction is two or more
 * postings whose amounts sum to zero; an account's balance is the sum of its postings, and never
 * goes below its kind's floor.
 */

export const ACCOUNT_KINDS = [
  'memberWallet',
  'nurseEarnings',
  'studioSettlement',
  'platformRevenue',
  'paymentClearing',
  'refundsPayable',
  'withdrawalsInFlight',
  'ecoinLiability',
  'fees',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const ACCOUNT_OWNER_KINDS = ['platform', 'member', 'nurse', 'studio'] as const;
export type AccountOwnerKind = (typeof ACCOUNT_OWNER_KINDS)[number];

/** The platform's own accounts have owner id 0. */
export const PLATFORM_OWNER_ID = 0;

/** Who may own an account of each kind. */
export const ACCOUNT_OWNER_OF: Record<AccountKind, AccountOwnerKind> = {
  memberWallet: 'member',
  nurseEarnings: 'nurse',
  studioSettlement: 'studio',
  platformRevenue: 'platform',
  paymentClearing: 'platform',
  refundsPayable: 'platform',
  withdrawalsInFlight: 'platform',
  ecoinLiability: 'platform',
  fees: 'platform',
};

/**
 * The lowest balance a kind allows: a party's money never goes negative; the platform's
 * clearing and contra accounts may (they mirror money outside the ledger). `null`: no floor.
 */
export const ACCOUNT_FLOOR_CENTS: Record<AccountKind, number | null> = {
  memberWallet: 0,
  nurseEarnings: 0,
  studioSettlement: 0,
  platformRevenue: null,
  paymentClearing: null,
  refundsPayable: null,
  withdrawalsInFlight: null,
  ecoinLiability: null,
  fees: null,
};

export const JOURNAL_KINDS = [
  'payment',
  'refund',
  'adjustment',
  'openingBalance',
  'topUp',
  'ecoinPurchase',
  'ecoinSpend',
  'reward',
  'penalty',
  'withdrawal',
  'withdrawalPaid',
  'withdrawalReturned',
  'fee',
  'transfer',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** Journal kinds the chart counts as income, refunds and payouts. */
export const JOURNAL_CHART_SERIES = { income: ['payment', 'ecoinPurchase', 'topUp'], refunds: ['refund'], payouts: ['withdrawalPaid'] } as const satisfies Record<string, readonly JournalKind[]>;

/** One cent short of 2^53 / 1000: far above any real movement, well inside exact integers. */
export const MONEY_CENTS_MAX = 9_000_000_000_000;

export interface AccountRef {
  kind: AccountKind;
  ownerKind: AccountOwnerKind;
  ownerId: number;
}

export interface PostingInput {
  account: AccountRef;
  amountCents: number;
}

export type JournalProblem =
  | { code: 'tooFewPostings' }
  | { code: 'notWholeCents'; index: number }
  | { code: 'zeroPosting'; index: number }
  | { code: 'wrongOwner'; index: number; kind: AccountKind; ownerKind: AccountOwnerKind }
  | { code: 'unbalanced'; sumCents: number };

export const accountKey = (a: AccountRef): string => `${a.kind}:${a.ownerKind}:${a.ownerId}`;

export const isAccountKind = (v: unknown): v is AccountKind => typeof v === 'string' && (ACCOUNT_KINDS as readonly string[]).includes(v);

/** Why a set of postings cannot be one journal transaction, or null when it can. */
export function journalProblem(postings: readonly PostingInput[]): JournalProblem | null {
  if (postings.length < 2) return { code: 'tooFewPostings' };
  let sum = 0;
  for (const [index, p] of postings.entries()) {
    if (!Number.isSafeInteger(p.amountCents) || Math.abs(p.amountCents) > MONEY_CENTS_MAX) return { code: 'notWholeCents', index };
    if (p.amountCents === 0) return { code: 'zeroPosting', index };
    const owner = ACCOUNT_OWNER_OF[p.account.kind];
    const ownerOk = p.account.ownerKind === owner && Number.isSafeInteger(p.account.ownerId) && (owner === 'platform' ? p.account.ownerId === PLATFORM_OWNER_ID : p.account.ownerId > 0);
    if (!ownerOk) return { code: 'wrongOwner', index, kind: p.account.kind, ownerKind: p.account.ownerKind };
    sum += p.amountCents;
  }
  return sum === 0 ? null : { code: 'unbalanced', sumCents: sum };
}

/** Whether a balance is allowed for the kind. */
export const balanceAllowed = (kind: AccountKind, balanceCents: number): boolean => {
  const floor = ACCOUNT_FLOOR_CENTS[kind];
  return floor === null || balanceCents >= floor;
};

/** The platform's account of a kind. */
export const platformAccount = (kind: AccountKind): AccountRef => ({ kind, ownerKind: 'platform', ownerId: PLATFORM_OWNER_ID });
