import type { Generated } from 'kysely';

/** Tables of migration 0017 (the double-entry ledger; see it and docs/finance.md). */

export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: string;
  owner_kind: string;
  owner_id: number;
  balance_cents: Generated<number>;
  frozen_cents: Generated<number>;
  frozen_reason: Generated<string>;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface JournalTransactionsTable {
  id: Generated<number>;
  kind: string;
  memo: Generated<string>;
  order_id: number | null;
  actor_id: number | null;
  at: number;
  amount_cents: number;
  idempotency_key: string | null;
  request_hash: Generated<string>;
  legacy_entry_id: Generated<number | null>;
  legacy_payment_id: Generated<number | null>;
}

export interface JournalPostingsTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount_cents: number;
  balance_after_cents: number;
  at: number;
}

export interface LedgerAccountFreezesTable {
  id: Generated<number>;
  account_id: number;
  amount_cents: number;
  frozen_after_cents: number;
  reason: string;
  actor_id: number | null;
  at: number;
}

export interface IdempotencyKeysTable {
  actor_id: number;
  key: string;
  endpoint: string;
  request_hash: string;
  response: string;
  created_at: number;
}

export interface FinanceLedgerTables {
  ledger_accounts: LedgerAccountsTable;
  journal_transactions: JournalTransactionsTable;
  journal_postings: JournalPostingsTable;
  ledger_account_freezes: LedgerAccountFreezesTable;
  idempotency_keys: IdempotencyKeysTable;
}
