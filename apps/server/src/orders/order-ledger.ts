import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * Money movements of orders (DESIGN §8: a ledger entry for every movement, with the party's
 * balance after it). The platform's balance is the running sum of its entries; a member's is
 * their e-coin balance, touched only when e-coin paid. Writes run inside the caller's
 * transaction; on PostgreSQL an advisory lock per party serialises the running balance.
 */

export interface LedgerEntry {
  kind: 'income' | 'spend' | 'refund' | 'adjustment';
  partyKind: 'platform' | 'member';
  partyId: number;
  orderId: number;
  amountCents: number;
  memo: string;
  createdBy: number | null;
  at: number;
  /** The balance after the entry when the caller knows it (e-coin); else the running sum. */
  balanceAfterCents?: number;
}

/** The platform as a ledger party. */
export const PLATFORM_PARTY = 0;

const partyLockKey = (kind: string, id: number) => (kind === 'platform' ? 7_000_000 : 7_100_000) + id;

export async function appendLedger(trx: Transaction<Database>, dialect: DialectName, entry: LedgerEntry): Promise<void> {
  let balance = entry.balanceAfterCents;
  if (balance === undefined) {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${partyLockKey(entry.partyKind, entry.partyId)})`.execute(trx);
    const last = await trx
      .selectFrom('ledger_entries')
      .select('balance_after_cents')
      .where('party_kind', '=', entry.partyKind)
      .where('party_id', '=', entry.partyId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    balance = Number(last?.balance_after_cents ?? 0) + entry.amountCents;
  }
  await trx
    .insertInto('ledger_entries')
    .values({
      at: entry.at,
      kind: entry.kind,
      party_kind: entry.partyKind,
      party_id: entry.partyId,
      order_id: entry.orderId,
      amount_cents: entry.amountCents,
      balance_after_cents: balance,
      memo: entry.memo,
      created_by: entry.createdBy,
    })
    .execute();
}

interface PaidOrder {
  id: number;
  order_no: string;
  member_id: number;
  paid_cents: number;
  refunded_cents: number;
}

/**
 * Returns what was paid and not yet refunded: a refund payment row (by the method it was paid
 * with), `refunded_cents`, the platform's ledger entry and, for e-coin, the member's balance
 * and entry. Answers the amount refunded (0 when nothing was owed).
 */
export async function refundOrder(trx: Transaction<Database>, dialect: DialectName, order: PaidOrder, reason: string, actorId: number | null, now: number): Promise<number> {
  const amount = Number(order.paid_cents) - Number(order.refunded_cents);
  if (amount <= 0) return 0;
  const paid = await trx
    .selectFrom('order_payments')
    .select(['method'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'payment')
    .where('status', '=', 'succeeded')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const method = paid?.method ?? 'wechat';
  await trx
    .insertInto('order_payments')
    .values({ order_id: order.id, kind: 'refund', method, amount_cents: amount, status: 'succeeded', reference: `RF${order.order_no}`, reason, created_at: now, updated_at: now })
    .execute();
  await trx.updateTable('orders').set({ refunded_cents: Number(order.refunded_cents) + amount }).where('id', '=', order.id).execute();
  const memo = `refund of order ${order.order_no}`;
  await appendLedger(trx, dialect, { kind: 'refund', partyKind: 'platform', partyId: PLATFORM_PARTY, orderId: order.id, amountCents: -amount, memo, createdBy: actorId, at: now });
  if (method === 'ecoin') {
    const member = await trx
      .updateTable('members')
      .set((eb) => ({ ecoin_cents: eb('ecoin_cents', '+', amount) }))
      .where('id', '=', order.member_id)
      .returning('ecoin_cents')
      .executeTakeFirstOrThrow();
    await appendLedger(trx, dialect, { kind: 'refund', partyKind: 'member', partyId: order.member_id, orderId: order.id, amountCents: amount, memo, createdBy: actorId, at: now, balanceAfterCents: Number(member.ecoin_cents) });
  }
  return amount;
}
