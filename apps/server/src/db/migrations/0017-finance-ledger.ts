import { sql, type Kysely, type Migration } from 'kysely';
import { withId } from '../columns';
import type { DialectName } from '../connect';
import type { Database } from '../schema';
import { journalLegacyLedger } from '../../finance/ledger/legacy-ledger';

/**
 * The double-entry ledger (docs/finance.md): accounts with their balance and frozen amount,
 * journal transactions and their postings, freezes, and the idempotency keys of money-moving
 * requests. The single-entry `ledger_entries` rows (and members' e-coin balances) are brought
 * over, one journal transaction per row; the migration fails unless the old totals equal the
 * new balances.
 */
export function financeLedger(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('ledger_accounts').$call(id)
        .addColumn('kind', 'text', (c) => c.notNull())
        // 'platform' (id 0) | 'member' | 'nurse' | 'studio'
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('frozen_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addUniqueConstraint('ledger_accounts_owner', ['kind', 'owner_kind', 'owner_id'])
        // A party's money never goes negative (the guarded update refuses it first).
        .addCheckConstraint('ledger_accounts_floor', sql`kind not in ('memberWallet', 'nurseEarnings', 'studioSettlement') or balance_cents >= 0`)
        .addCheckConstraint('ledger_accounts_frozen', sql`frozen_cents >= 0`)
        .execute();
      await s.createIndex('ledger_accounts_party').on('ledger_accounts').columns(['owner_kind', 'owner_id']).execute();
      await s.createIndex('ledger_accounts_balance').on('ledger_accounts').columns(['balance_cents', 'id']).execute();

      await s.createTable('journal_transactions').$call(id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('actor_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        // the sum of the positive postings: the money the transaction moved
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        // scoped by the caller (e.g. "<actor>:<key>"); null when the movement took none
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('request_hash', 'text', (c) => c.notNull().defaultTo(''))
        // the `ledger_entries` row it was brought over from
        .addColumn('legacy_entry_id', 'integer', (c) => c.unique())
        // the `order_payments` row it was brought over from, for an order no ledger entry covered
        .addColumn('legacy_payment_id', 'integer', (c) => c.unique())
        .execute();
      await s.createIndex('journal_transactions_at').on('journal_transactions').columns(['at', 'id']).execute();
      await s.createIndex('journal_transactions_kind').on('journal_transactions').columns(['kind', 'at']).execute();
      await s.createIndex('journal_transactions_order').on('journal_transactions').columns(['order_id']).execute();
      await s.createIndex('journal_transactions_amount').on('journal_transactions').columns(['amount_cents', 'id']).execute();

      await s.createTable('journal_postings').$call(id)
        .addColumn('journal_id', 'integer', (c) => c.notNull().references('journal_transactions.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        // signed: positive into the account
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('journal_postings_account').on('journal_postings').columns(['account_id', 'id']).execute();
      await s.createIndex('journal_postings_journal').on('journal_postings').columns(['journal_id']).execute();

      await s.createTable('ledger_account_freezes').$call(id)
        .addColumn('account_id', 'integer', (c) => c.notNull().references('ledger_accounts.id'))
        // positive freezes, negative releases
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('frozen_after_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('ledger_account_freezes_account').on('ledger_account_freezes').columns(['account_id', 'id']).execute();

      await s.createTable('idempotency_keys')
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['actor_id', 'key'])
        .execute();

      await journalLegacyLedger(db as unknown as Kysely<Database>, Date.now());
    },
  };
}
