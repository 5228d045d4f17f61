import { ACCOUNT_OWNER_OF, isAccountKind, type AccountKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { accountLabel } from './ledger-errors';

/**
 * The ledger's reconciliation: every journal transaction's postings sum to zero; every account's
 * kept balance equals the sum of its postings (for one day: each of that day's postings follows
 * from the one before it on its account); each paid order's payments net of refunds, on the journal
 * and in its payment rows, equal what the order shows paid net of refunds; each member's wallet
 * equals their e-coin. Differences are reported, never fixed.
 */

export type DifferenceKind = 'unbalanced' | 'balance' | 'order' | 'payments' | 'wallet';

export interface LedgerDifference {
  kind: DifferenceKind;
  /** The journal transaction, account, order or member concerned. */
  id: number;
  message: string;
}

export interface Reconciliation {
  /** The end of the day checked (epoch ms, exclusive), or null for everything. */
  upTo: number | null;
  journals: number;
  accounts: number;
  orders: number;
  differences: LedgerDifference[];
  ok: boolean;
  message: string;
}

const DIFFERENCES_SHOWN = 200;

export async function reconcileLedger(db: Kysely<Database>, options: { from?: number; upTo?: number } = {}): Promise<Reconciliation> {
  const upTo = options.upTo ?? null;
  const from = options.from ?? null;
  const differences: LedgerDifference[] = [];

  const journalCount = db.selectFrom('journal_transactions').select((eb) => eb.fn.countAll<number>().as('n'));
  const journals = Number((await (from === null || upTo === null ? journalCount : journalCount.where('at', '>=', from).where('at', '<', upTo)).executeTakeFirstOrThrow()).n);

  let unbalanced = db
    .selectFrom('journal_postings as p')
    .select(['p.journal_id', (eb) => eb.fn.sum<number>('p.amount_cents').as('total')])
    .groupBy('p.journal_id')
    .having((eb) => eb.fn.sum('p.amount_cents'), '!=', 0);
  if (from !== null && upTo !== null) unbalanced = unbalanced.where('p.at', '>=', from).where('p.at', '<', upTo);
  for (const u of await unbalanced.limit(DIFFERENCES_SHOWN).execute()) {
    differences.push({ kind: 'unbalanced', id: Number(u.journal_id), message: t('finance.ledger.reconcile.unbalanced', { id: u.journal_id, sum: Number(u.total) }) });
  }

  const accounts = await accountDifferences(db, from, upTo);
  differences.push(...accounts.differences);

  const orders = await orderDifferences(db, from, upTo);
  differences.push(...orders.differences);

  if (upTo === null) {
    const wallets = await db
      .selectFrom('members')
      .leftJoin('ledger_accounts as a', (j) => j.onRef('a.owner_id', '=', 'members.id').on('a.kind', '=', 'memberWallet').on('a.owner_kind', '=', 'member'))
      .select(['members.id', 'members.ecoin_cents', 'a.balance_cents'])
      .where((eb) => eb('members.ecoin_cents', '!=', eb.fn.coalesce('a.balance_cents', eb.lit(0))))
      .limit(DIFFERENCES_SHOWN)
      .execute();
    for (const w of wallets) differences.push({ kind: 'wallet', id: Number(w.id), message: t('finance.ledger.reconcile.wallet', { id: w.id, wallet: Number(w.balance_cents ?? 0), member: Number(w.ecoin_cents) }) });
  }

  const ok = differences.length === 0;
  const message = ok
    ? t('finance.ledger.reconcile.ok', { journals, accounts: accounts.checked, orders: orders.checked })
    : t('finance.ledger.reconcile.differences', { count: differences.length });
  return { upTo, journals, accounts: accounts.checked, orders: orders.checked, differences, ok, message };
}

/**
 * Whole ledger: each kept balance against the sum of its postings (one grouped pass). One day:
 * each of that day's postings against the one before it on its account (its balance after is
 * the previous balance after plus its amount), so the chain of balances holds through the day.
 */
async function accountDifferences(db: Kysely<Database>, from: number | null, upTo: number | null): Promise<{ checked: number; differences: LedgerDifference[] }> {
  const kept = await db.selectFrom('ledger_accounts').select(['id', 'kind', 'owner_kind', 'owner_id', 'balance_cents']).execute();
  const labelOf = new Map(kept.map((a) => {
    const kind: AccountKind = isAccountKind(a.kind) ? a.kind : 'fees';
    return [Number(a.id), isAccountKind(a.kind) ? accountLabel({ kind, ownerKind: ACCOUNT_OWNER_OF[kind], ownerId: Number(a.owner_id) }) : `${a.kind} ${a.owner_kind} ${a.owner_id}`];
  }));
  const differences: LedgerDifference[] = [];
  const differ = (accountId: number, balance: number, sum: number) =>
    differences.push({ kind: 'balance', id: accountId, message: t('finance.ledger.reconcile.balance', { account: labelOf.get(accountId) ?? String(accountId), balance, sum }) });
  if (from !== null && upTo !== null) {
    const chain = await db
      .selectFrom('journal_postings as p')
      .select((eb) => [
        'p.account_id', 'p.amount_cents', 'p.balance_after_cents',
        eb.selectFrom('journal_postings as q').select('q.balance_after_cents').whereRef('q.account_id', '=', 'p.account_id').whereRef('q.id', '<', 'p.id').orderBy('q.id', 'desc').limit(1).as('before'),
      ])
      .where('p.at', '>=', from)
      .where('p.at', '<', upTo)
      .execute();
    for (const p of chain) {
      const expected = Number(p.before ?? 0) + Number(p.amount_cents);
      if (expected !== Number(p.balance_after_cents) && differences.length < DIFFERENCES_SHOWN) differ(Number(p.account_id), Number(p.balance_after_cents), expected);
    }
    return { checked: new Set(chain.map((p) => Number(p.account_id))).size, differences };
  }
  const summed = await db.selectFrom('journal_postings').select(['account_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')]).groupBy('account_id').execute();
  const sumOf = new Map(summed.map((s) => [Number(s.account_id), Number(s.total)]));
  for (const a of kept) {
    const sum = sumOf.get(Number(a.id)) ?? 0;
    if (Number(a.balance_cents) !== sum && differences.length < DIFFERENCES_SHOWN) differ(Number(a.id), Number(a.balance_cents), sum);
  }
  return { checked: kept.length, differences };
}

/** Paid orders: journal revenue of their payments and refunds, their payment rows, their paid amounts. */
async function orderDifferences(db: Kysely<Database>, from: number | null, upTo: number | null): Promise<{ checked: number; differences: LedgerDifference[] }> {
  const journalNet = db
    .selectFrom('journal_postings as p')
    .innerJoin('journal_transactions as j', 'j.id', 'p.journal_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['j.order_id', (eb) => eb.fn.sum<number>('p.amount_cents').as('net')])
    .where('a.kind', '=', 'platformRevenue')
    .where('j.kind', 'in', ['payment', 'refund'])
    .where('j.order_id', 'is not', null)
    .groupBy('j.order_id');
  const paymentNet = db
    .selectFrom('order_payments')
    .select(['order_id', sql<number>`sum(case when kind = 'refund' then -amount_cents else amount_cents end)`.as('net')])
    .where('status', '=', 'succeeded')
    .groupBy('order_id');
  let orders = db
    .selectFrom('orders as o')
    .leftJoin(journalNet.as('jn'), 'jn.order_id', 'o.id')
    .leftJoin(paymentNet.as('pn'), 'pn.order_id', 'o.id')
    .select(['o.id', 'o.order_no', 'o.paid_cents', 'o.refunded_cents', 'jn.net as journal_net', 'pn.net as payment_net'])
    .where((eb) => eb.or([eb('o.paid_cents', '>', 0), eb('jn.net', 'is not', null), eb('pn.net', 'is not', null)]));
  if (from !== null && upTo !== null) orders = orders.where('o.paid_at', '>=', from).where('o.paid_at', '<', upTo);
  const rows = await orders.execute();
  const differences: LedgerDifference[] = [];
  for (const o of rows) {
    if (differences.length >= DIFFERENCES_SHOWN) break;
    const shown = Number(o.paid_cents) - Number(o.refunded_cents);
    const journal = Number(o.journal_net ?? 0);
    const payments = Number(o.payment_net ?? 0);
    if (journal !== shown) differences.push({ kind: 'order', id: Number(o.id), message: t('finance.ledger.reconcile.order', { orderNo: o.order_no, journal, order: shown }) });
    if (payments !== shown) differences.push({ kind: 'payments', id: Number(o.id), message: t('finance.ledger.reconcile.payments', { orderNo: o.order_no, payments, order: shown }) });
  }
  return { checked: rows.length, differences };
}
