import type { PayoutPartyKind, PayoutSettings } from '@careops/core/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { readBalance } from '../ledger';
import { earningsAccount, num } from './payout-access';

/**
 * What a party may withdraw now: its earnings balance, less what the ledger has frozen, less what
 * its withdrawals under review hold, less what it earned within the hold days. Reading it first
 * locks the party's row, so concurrent requests of one party queue and each sees the others' holds
 * (PostgreSQL: the upsert's row lock; SQLite: writers are serialised).
 */

const DAY_MS = 86_400_000;

export interface PartyFunds {
  balanceCents: number;
  frozenCents: number;
  heldCents: number;
  recentCents: number;
  availableCents: number;
}

/** Locks the party's row (creating it on first use) and answers what its withdrawals hold. */
export async function lockParty(trx: Transaction<Database>, kind: PayoutPartyKind, id: number, now: number): Promise<number> {
  const row = await trx
    .insertInto('payout_parties')
    .values({ owner_kind: kind, owner_id: id, held_cents: 0, updated_at: now })
    .onConflict((c) => c.columns(['owner_kind', 'owner_id']).doUpdateSet({ updated_at: now }))
    .returning('held_cents')
    .executeTakeFirstOrThrow();
  return num(row.held_cents);
}

/** Adds (or with a negative change releases) a party's hold; the CHECK keeps it at zero or more. */
export async function changeHold(trx: Transaction<Database>, kind: PayoutPartyKind, id: number, changeCents: number, now: number): Promise<void> {
  await trx
    .updateTable('payout_parties')
    .set({ held_cents: sql`held_cents + ${changeCents}`, updated_at: now })
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', id)
    .execute();
}

export async function partyFunds(trx: Transaction<Database>, kind: PayoutPartyKind, id: number, settings: PayoutSettings, now: number): Promise<PartyFunds> {
  const heldCents = await lockParty(trx, kind, id, now);
  const ref = earningsAccount(kind, id);
  const balance = await readBalance(trx, ref);
  let recentCents = 0;
  if (settings.holdDays > 0 && balance.accountId !== null) {
    const recent = await trx
      .selectFrom('journal_postings')
      .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('earned'))
      .where('account_id', '=', balance.accountId)
      .where('amount_cents', '>', 0)
      .where('at', '>=', now - settings.holdDays * DAY_MS)
      .executeTakeFirst();
    recentCents = num(recent?.earned ?? 0);
  }
  const availableCents = Math.max(0, Math.min(balance.balanceCents, balance.balanceCents - balance.frozenCents - heldCents - recentCents));
  return { balanceCents: balance.balanceCents, frozenCents: balance.frozenCents, heldCents, recentCents, availableCents };
}
