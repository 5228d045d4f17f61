import type { AccountRef } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** An account's kept balance (never summed from postings): 0 for an account never used. */

export interface AccountBalance {
  accountId: number | null;
  balanceCents: number;
  frozenCents: number;
  /** What a debit may take: balance less frozen (for a floored kind, less its floor too). */
  availableCents: number;
}

export async function readBalance(db: Kysely<Database> | Transaction<Database>, account: AccountRef): Promise<AccountBalance> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_cents', 'frozen_cents'])
    .where('kind', '=', account.kind)
    .where('owner_kind', '=', account.ownerKind)
    .where('owner_id', '=', account.ownerId)
    .executeTakeFirst();
  if (!row) return { accountId: null, balanceCents: 0, frozenCents: 0, availableCents: 0 };
  const balance = Number(row.balance_cents);
  const frozen = Number(row.frozen_cents);
  return { accountId: Number(row.id), balanceCents: balance, frozenCents: frozen, availableCents: balance - frozen };
}
