import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Tables of migration 0018 (see it for the meaning). */

export interface WithdrawAccountsTable extends EntityColumns {
  owner_kind: string;
  owner_id: number;
  studio_id: number | null;
  holder_name: string;
  bank_name: string;
  account_number: string;
  verification: Generated<string>;
  verification_note: Generated<string>;
  verified_by: number | null;
  verified_at: number | null;
}

export interface WithdrawalsTable extends EntityColumns {
  owner_kind: string;
  owner_id: number;
  studio_id: number | null;
  account_id: number;
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  status: number;
  reason: Generated<string>;
  requested_by: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  settled_at: number | null;
}

export interface WithdrawalJournalsTable {
  withdrawal_id: number;
  step: string;
  journal_id: number;
}

export interface PayoutsTable {
  id: Generated<number>;
  withdrawal_id: number;
  reference: string;
  gateway: string;
  state: string;
  created_at: number;
  sent_at: number | null;
  confirmed_at: number | null;
}

export interface PayoutPartiesTable {
  owner_kind: string;
  owner_id: number;
  held_cents: Generated<number>;
  updated_at: number;
}

export interface PayoutSettingsTable {
  id: number;
  minimum_cents: number;
  fee_cents: number;
  fee_rate_bp: number;
  hold_days: number;
  penalty_approval_above_cents: number;
  version: Generated<number>;
  updated_at: number;
  updated_by: number | null;
}

export interface RewardsPenaltiesTable extends EntityColumns {
  kind: string;
  nurse_id: number;
  studio_id: number | null;
  order_id: number | null;
  amount_cents: number;
  reason: string;
  status: string;
  decision_note: Generated<string>;
  requested_by: number | null;
  approved_by: number | null;
  journal_id: number | null;
  decided_at: number | null;
}

export interface FinanceWithdrawalTables {
  withdraw_accounts: WithdrawAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_journals: WithdrawalJournalsTable;
  payouts: PayoutsTable;
  payout_parties: PayoutPartiesTable;
  payout_settings: PayoutSettingsTable;
  rewards_penalties: RewardsPenaltiesTable;
}
