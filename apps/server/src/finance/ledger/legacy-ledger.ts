import { platformAccount, type AccountRef, type JournalKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeJournal } from './post-journal';

/**
 * Brings the single-entry history onto the journal (migration 0017, and the demo seed, which
 * writes its history the way orders did before the journal): members' e-coin balances as opening
 * balances, then one journal transaction per `ledger_entries` row, then the succeeded
 * `order_payments` of orders no ledger row covered. Each row's party gets its amount against
 * payment clearing. Runs again harmlessly: brought-over rows are marked. Throws, naming each
 * difference, unless the old totals equal the new balances.
 */

const LEGACY_KINDS: Record<string, JournalKind> = {
  income: 'payment',
  spend: 'ecoinSpend',
  refund: 'refund',
  adjustment: 'adjustment',
  'top-up': 'topUp',
  withdrawal: 'withdrawal',
  reward: 'reward',
  penalty: 'penalty',
};

function partyAccount(partyKind: string, partyId: number): AccountRef {
  if (partyKind === 'member') return { kind: 'memberWallet', ownerKind: 'member', ownerId: partyId };
  if (partyKind === 'nurse') return { kind: 'nurseEarnings', ownerKind: 'nurse', ownerId: partyId };
  if (partyKind === 'studio') return { kind: 'studioSettlement', ownerKind: 'studio', ownerId: partyId };
  return platformAccount('platformRevenue');
}

export async function journalLegacyLedger(db: Kysely<Database>, now: number): Promise<void> {
  await postOpeningBalances(db, now);
  const entries = await db
    .selectFrom('ledger_entries')
    .selectAll()
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('journal_transactions').select('id').whereRef('journal_transactions.legacy_entry_id', '=', 'ledger_entries.id'))))
    .orderBy('id')
    .execute();
  for (const e of entries) {
    const amount = Number(e.amount_cents);
    const kind = LEGACY_KINDS[e.kind] ?? 'adjustment';
    const base = { kind, memo: e.memo, order_id: e.order_id, actor_id: e.created_by, at: Number(e.at) };
    const journalId = amount === 0
      ? Number((await db.insertInto('journal_transactions').values({ ...base, amount_cents: 0, idempotency_key: null }).returning('id').executeTakeFirstOrThrow()).id)
      : await writeJournal(db, {
          kind, memo: e.memo, orderId: e.order_id, actorId: e.created_by, at: Number(e.at),
          postings: [{ account: partyAccount(e.party_kind, Number(e.party_id)), amountCents: amount }, { account: platformAccount('paymentClearing'), amountCents: -amount }],
        });
    await db.updateTable('journal_transactions').set({ legacy_entry_id: Number(e.id) }).where('id', '=', journalId).execute();
  }
  await journalUncoveredPayments(db);
  await proveLegacyTotals(db);
}

/** Members' e-coin not explained by their entries becomes an opening balance, before any entry. */
async function postOpeningBalances(db: Kysely<Database>, now: number): Promise<void> {
  const members = await db
    .selectFrom('members')
    .leftJoin('ledger_accounts as a', (j) => j.onRef('a.owner_id', '=', 'members.id').on('a.kind', '=', 'memberWallet').on('a.owner_kind', '=', 'member'))
    .select(['members.id', 'members.ecoin_cents', 'members.created_at', 'a.balance_cents'])
    .execute();
  const pending = await db
    .selectFrom('ledger_entries')
    .select(['party_id', (eb) => eb.fn.sum<number>('amount_cents').as('total'), (eb) => eb.fn.min<number>('at').as('first_at')])
    .where('party_kind', '=', 'member')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('journal_transactions').select('id').whereRef('journal_transactions.legacy_entry_id', '=', 'ledger_entries.id'))))
    .groupBy('party_id')
    .execute();
  const pendingOf = new Map(pending.map((p) => [Number(p.party_id), p]));
  for (const m of members) {
    const later = pendingOf.get(Number(m.id));
    const opening = Number(m.ecoin_cents) - Number(m.balance_cents ?? 0) - Number(later?.total ?? 0);
    if (opening === 0) continue;
    const at = Math.min(Number(m.created_at), later ? Number(later.first_at) - 1 : now);
    await writeJournal(db, {
      kind: 'openingBalance', memo: t('finance.ledger.memo.opening', { id: m.id }), actorId: null, at,
      postings: [{ account: { kind: 'memberWallet', ownerKind: 'member', ownerId: Number(m.id) }, amountCents: opening }, { account: platformAccount('ecoinLiability'), amountCents: -opening }],
    });
  }
}

/** Succeeded payments and refunds of orders that have no payment or refund entry of their own. */
async function journalUncoveredPayments(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('order_payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.order_id', 'p.kind', 'p.amount_cents', 'p.created_at', 'o.order_no'])
    .where('p.status', '=', 'succeeded')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('journal_transactions as j').select('j.id').whereRef('j.order_id', '=', 'p.order_id').where('j.kind', 'in', ['payment', 'refund']))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('journal_transactions as j').select('j.id').whereRef('j.legacy_payment_id', '=', 'p.id'))))
    .orderBy('p.id')
    .execute();
  for (const p of rows) {
    const amount = Number(p.amount_cents) * (p.kind === 'refund' ? -1 : 1);
    if (amount === 0) continue;
    const kind: JournalKind = p.kind === 'refund' ? 'refund' : 'payment';
    const journalId = await writeJournal(db, {
      kind, memo: t(`finance.ledger.memo.${kind}`, { orderNo: p.order_no }), orderId: Number(p.order_id), actorId: null, at: Number(p.created_at),
      postings: [{ account: platformAccount('platformRevenue'), amountCents: amount }, { account: platformAccount('paymentClearing'), amountCents: -amount }],
    });
    await db.updateTable('journal_transactions').set({ legacy_payment_id: Number(p.id) }).where('id', '=', journalId).execute();
  }
}

async function proveLegacyTotals(db: Kysely<Database>): Promise<void> {
  const problems: string[] = [];
  const legacyRows = Number((await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const brought = Number((await db.selectFrom('journal_transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('legacy_entry_id', 'is not', null).executeTakeFirstOrThrow()).n);
  if (legacyRows !== brought) problems.push(`${legacyRows} ledger entries but ${brought} journal transactions brought over`);
  const oldTotals = await db
    .selectFrom('ledger_entries')
    .select(['party_kind', 'party_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')])
    .groupBy(['party_kind', 'party_id'])
    .execute();
  const newTotals = await db
    .selectFrom('journal_postings as p')
    .innerJoin('journal_transactions as j', 'j.id', 'p.journal_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['a.kind', 'a.owner_id', (eb) => eb.fn.sum<number>('p.amount_cents').as('total')])
    .where('j.legacy_entry_id', 'is not', null)
    .where('a.kind', '!=', 'paymentClearing')
    .groupBy(['a.kind', 'a.owner_id'])
    .execute();
  const newOf = new Map(newTotals.map((r) => [`${r.kind}:${Number(r.owner_id)}`, Number(r.total)]));
  for (const o of oldTotals) {
    const account = partyAccount(o.party_kind, Number(o.party_id));
    const now = newOf.get(`${account.kind}:${account.ownerId}`) ?? 0;
    if (now !== Number(o.total)) problems.push(`${o.party_kind} ${o.party_id}: ${Number(o.total)} cents in ledger entries, ${now} on the journal`);
  }
  const wallets = await db
    .selectFrom('members')
    .leftJoin('ledger_accounts as a', (j) => j.onRef('a.owner_id', '=', 'members.id').on('a.kind', '=', 'memberWallet').on('a.owner_kind', '=', 'member'))
    .select(['members.id', 'members.ecoin_cents', 'a.balance_cents'])
    .where((eb) => eb('members.ecoin_cents', '!=', eb.fn.coalesce('a.balance_cents', eb.lit(0))))
    .execute();
  for (const w of wallets) problems.push(`member ${w.id}: ${Number(w.ecoin_cents)} cents of e-coin, wallet ${Number(w.balance_cents ?? 0)}`);
  const unbalanced = await db.selectFrom('journal_postings').select(['journal_id', (eb) => eb.fn.sum<number>('amount_cents').as('total')]).groupBy('journal_id').having((eb) => eb.fn.sum('amount_cents'), '!=', 0).execute();
  for (const u of unbalanced) problems.push(`journal transaction ${u.journal_id} sums to ${Number(u.total)} cents`);
  if (problems.length > 0) throw new Error(`the ledger entries do not carry over to the journal:\n${problems.slice(0, 50).join('\n')}`);
}
