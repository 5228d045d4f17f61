import { accountKey, ACCOUNT_FLOOR_CENTS, journalProblem, type AccountRef, type JournalKind, type PostingInput } from '@careops/core/contract';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';
import { idempotencyMismatch, insufficientFunds, journalRefusal } from './ledger-errors';

/**
 * The ledger's one write: a journal transaction, its postings and the balances they change, in
 * the caller's transaction. Postings are applied in a fixed account order (so two transactions
 * touching the same accounts lock them in the same order and never deadlock); a posting that
 * takes money out of a floored account is a guarded update (`balance + amount >= frozen`), so
 * concurrent debits of one wallet cannot both pass: on PostgreSQL the second waits on the row
 * lock and re-checks the committed balance; on SQLite writers are serialised.
 */

export interface JournalInput {
  kind: JournalKind;
  memo: string;
  orderId?: number | null;
  actorId: number | null;
  at: number;
  /** Scoped by the caller (e.g. `withdrawal:<actor>:<key>`): the same key posts once. */
  idempotencyKey?: string;
  /** The hash of the request the key came with; a replay with another hash is refused. */
  requestHash?: string;
  postings: PostingInput[];
}

export interface JournalResult {
  journalId: number;
  /** True when the idempotency key had already posted this journal transaction. */
  replayed: boolean;
}

export async function postJournal(trx: Kysely<Database>, dialect: DialectName, input: JournalInput): Promise<JournalResult> {
  const problem = journalProblem(input.postings);
  if (problem) throw journalRefusal(problem);
  if (input.idempotencyKey !== undefined) {
    const earlier = await earlierJournal(trx, dialect, input.idempotencyKey, input.requestHash ?? '');
    if (earlier !== null) return { journalId: earlier, replayed: true };
  }
  return { journalId: await writeJournal(trx, input), replayed: false };
}

/** The journal transaction, its postings and balances, without the idempotency check (checked rules first). */
export async function writeJournal(trx: Kysely<Database>, input: JournalInput): Promise<number> {
  const problem = journalProblem(input.postings);
  if (problem) throw journalRefusal(problem);
  const amount = input.postings.reduce((sum, p) => sum + Math.max(0, p.amountCents), 0);
  const journal = await trx
    .insertInto('journal_transactions')
    .values({
      kind: input.kind, memo: input.memo, order_id: input.orderId ?? null, actor_id: input.actorId, at: input.at, amount_cents: amount,
      idempotency_key: input.idempotencyKey ?? null, request_hash: input.requestHash ?? ''
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const journalId = Number(journal.id);
  const ordered = input.postings.map((p, index) => ({ ...p, index })).sort((a, b) => compareAccounts(a.account, b.account) || a.index - b.index);
  const rows: Array<{ index: number; account_id: number; amount_cents: number; balance_after_cents: number }> = [];
  for (const p of ordered) {
    const applied = await applyPosting(trx, p.account, p.amountCents, input.at);
    rows.push({ index: p.index, account_id: applied.accountId, amount_cents: p.amountCents, balance_after_cents: applied.balanceAfter });
  }
  rows.sort((a, b) => a.index - b.index);
  await trx
    .insertInto('journal_postings')
    .values(rows.map((r) => ({ journal_id: journalId, account_id: r.account_id, amount_cents: r.amount_cents, balance_after_cents: r.balance_after_cents, at: input.at })))
    .execute();
  return journalId;
}

const compareAccounts = (a: AccountRef, b: AccountRef) => {
  const ka = accountKey(a);
  const kb = accountKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

/**
 * The journal a key already posted, or null. On PostgreSQL an advisory lock on the key makes a
 * concurrent second use wait for the first to commit, then see it.
 */
async function earlierJournal(trx: Kysely<Database>, dialect: DialectName, key: string, hash: string): Promise<number | null> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${`journal:${key}`}, 0))`.execute(trx);
  const row = await trx.selectFrom('journal_transactions').select(['id', 'request_hash']).where('idempotency_key', '=', key).executeTakeFirst();
  if (!row) return null;
  if (row.request_hash !== hash) throw idempotencyMismatch(key);
  return Number(row.id);
}

async function applyPosting(trx: Kysely<Database>, account: AccountRef, amount: number, now: number): Promise<{ accountId: number; balanceAfter: number }> {
  const floor = ACCOUNT_FLOOR_CENTS[account.kind];
  if (amount > 0 || floor === null) {
    const row = await trx
      .insertInto('ledger_accounts')
      .values({ kind: account.kind, owner_kind: account.ownerKind, owner_id: account.ownerId, balance_cents: amount, created_at: now, updated_at: now })
      .onConflict((c) => c.columns(['kind', 'owner_kind', 'owner_id']).doUpdateSet({ balance_cents: sql`ledger_accounts.balance_cents + ${amount}`, updated_at: now }))
      .returning(['id', 'balance_cents'])
      .executeTakeFirstOrThrow();
    return { accountId: Number(row.id), balanceAfter: Number(row.balance_cents) };
  }
  const row = await trx
    .updateTable('ledger_accounts')
    .set({ balance_cents: sql`balance_cents + ${amount}`, updated_at: now })
    .where('kind', '=', account.kind)
    .where('owner_kind', '=', account.ownerKind)
    .where('owner_id', '=', account.ownerId)
    .where(sql<boolean>`balance_cents + ${amount} >= frozen_cents + ${floor}`)
    .returning(['id', 'balance_cents'])
    .executeTakeFirst();
  if (row) return { accountId: Number(row.id), balanceAfter: Number(row.balance_cents) };
  const current = await trx.selectFrom('ledger_accounts').select(['balance_cents', 'frozen_cents']).where('kind', '=', account.kind).where('owner_kind', '=', account.ownerKind).where('owner_id', '=', account.ownerId).executeTakeFirst();
  const available = current ? Number(current.balance_cents) - Number(current.frozen_cents) - floor : 0;
  throw insufficientFunds(account, Math.max(0, available), -amount);
}
