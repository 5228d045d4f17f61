import { sql, type Kysely, type Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * Withdrawal accounts, withdrawals and their payouts, rewards and penalties (docs/finance.md,
 * Withdrawals). Money moves only through the ledger's journal; these tables hold the requests,
 * their machine status and the links to the journal. Uniques carry the "once" rules: one payout
 * per withdrawal, one journal transaction per withdrawal step.
 */
export function financeWithdrawals(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('withdraw_accounts').$call(entity)
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        // The owner's studio (a nurse's station, or the studio itself), for station scoping.
        .addColumn('studio_id', 'integer', (c) => c.references('studios.id'))
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('verification', 'text', (c) => c.notNull().defaultTo('unverified'))
        .addColumn('verification_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('verified_by', 'integer')
        .addColumn('verified_at', 'bigint')
        .addUniqueConstraint('withdraw_accounts_owner_number', ['owner_kind', 'owner_id', 'account_number'])
        .execute();
      await s.createIndex('withdraw_accounts_studio').on('withdraw_accounts').columns(['studio_id', 'id']).execute();

      await s.createTable('withdrawals').$call(entity)
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('studio_id', 'integer', (c) => c.references('studios.id'))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('withdraw_accounts.id'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('fee_cents', 'bigint', (c) => c.notNull().check(sql`fee_cents >= 0`))
        .addColumn('net_cents', 'bigint', (c) => c.notNull().check(sql`net_cents > 0`))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('requested_by', 'integer')
        .addColumn('reviewed_by', 'integer')
        .addColumn('reviewed_at', 'bigint')
        .addColumn('settled_at', 'bigint')
        .execute();
      await s.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute();
      await s.createIndex('withdrawals_owner').on('withdrawals').columns(['owner_kind', 'owner_id', 'status']).execute();
      await s.createIndex('withdrawals_studio').on('withdrawals').columns(['studio_id', 'id']).execute();
      await s.createIndex('withdrawals_created').on('withdrawals').columns(['created_at', 'id']).execute();
      await s.createIndex('withdrawals_amount').on('withdrawals').columns(['amount_cents', 'id']).execute();

      // Each step that moves money posts one journal transaction, never two.
      await s.createTable('withdrawal_journals')
        .addColumn('withdrawal_id', 'integer', (c) => c.notNull().references('withdrawals.id'))
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('journal_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('withdrawal_journals_pk', ['withdrawal_id', 'step'])
        .execute();

      // The payout instruction, recorded before it is sent: at most one per withdrawal.
      await s.createTable('payouts').$call(id)
        .addColumn('withdrawal_id', 'integer', (c) => c.notNull().unique().references('withdrawals.id'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('gateway', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .addColumn('confirmed_at', 'bigint')
        .execute();
      await s.createIndex('payouts_state').on('payouts').columns(['state', 'id']).execute();

      // What a party's withdrawals under review hold back from its balance; the row is also the
      // lock concurrent requests of one party queue on.
      await s.createTable('payout_parties')
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('held_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`held_cents >= 0`))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('payout_parties_pk', ['owner_kind', 'owner_id'])
        .execute();

      await s.createTable('payout_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('minimum_cents', 'bigint', (c) => c.notNull())
        .addColumn('fee_cents', 'bigint', (c) => c.notNull())
        .addColumn('fee_rate_bp', 'integer', (c) => c.notNull())
        .addColumn('hold_days', 'integer', (c) => c.notNull())
        .addColumn('penalty_approval_above_cents', 'bigint', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      await db.insertInto('payout_settings' as never).values({
        id: 1, minimum_cents: 10_000, fee_cents: 200, fee_rate_bp: 0, hold_days: 7, penalty_approval_above_cents: 50_000, version: 1, updated_at: Date.now(), updated_by: null,
      } as never).execute();

      await s.createTable('rewards_penalties').$call(entity)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id'))
        .addColumn('studio_id', 'integer', (c) => c.references('studios.id'))
        .addColumn('order_id', 'integer')
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('requested_by', 'integer')
        .addColumn('approved_by', 'integer')
        .addColumn('journal_id', 'integer')
        .addColumn('decided_at', 'bigint')
        .execute();
      await s.createIndex('rewards_penalties_nurse').on('rewards_penalties').columns(['nurse_id', 'id']).execute();
      await s.createIndex('rewards_penalties_studio').on('rewards_penalties').columns(['studio_id', 'id']).execute();
      await s.createIndex('rewards_penalties_status').on('rewards_penalties').columns(['status', 'id']).execute();
      await s.createIndex('rewards_penalties_created').on('rewards_penalties').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['rewards_penalties', 'payout_settings', 'payout_parties', 'payouts', 'withdrawal_journals', 'withdrawals', 'withdraw_accounts']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
