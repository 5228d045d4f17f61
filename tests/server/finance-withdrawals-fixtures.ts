// Helpers of the withdrawal tests: payout settings for a test, a funded nurse with a verified
// account, and the balances the ledger keeps.
import type { TestServer } from '../support/server';
import { countOn } from './support/database';
import type { SystemClient } from './system-fixtures';

let made = 0;
/** An idempotency key no other test uses. */
export const freshKey = (what: string) => `test-${what}-${process.pid}-${++made}-${Date.now()}`;
/** An account number no other test uses (digits only, 16 long). */
export const freshAccountNumber = () => `62${String(process.pid).padStart(7, '0')}${String(++made).padStart(7, '0')}`;

/** Settings that let a test withdraw what it just earned: no hold days, minimum 1.00, fee 1.00. */
export async function testSettings(api: SystemClient, overrides: Record<string, unknown> = {}) {
  const current = await api.ok('admin', 'getPayoutSettings', {});
  return api.ok('admin', 'savePayoutSettings', { minimum: '1', fee: '1', feeRateBp: 0, holdDays: 0, penaltyApprovalAbove: '100', version: current.version, ...overrides });
}

export async function balanceOf(server: TestServer, kind: string, ownerKind: string, ownerId: number): Promise<number> {
  return countOn(server, 'select coalesce(max(balance_cents), 0) from ledger_accounts where kind = ? and owner_kind = ? and owner_id = ?', [kind, ownerKind, ownerId]);
}

export const earnings = (server: TestServer, nurseId: number) => balanceOf(server, 'nurseEarnings', 'nurse', nurseId);
export const inFlight = (server: TestServer) => balanceOf(server, 'withdrawalsInFlight', 'platform', 0);

/** A nurse of `studioId` (not used by another test of this run) with `amount` of earnings rewarded and a verified account. */
export async function fundedNurse(server: TestServer, api: SystemClient, studioId: number, amount: string, skip: number): Promise<{ nurseId: number; accountId: number }> {
  const nurseId = await countOn(server, 'select id from nurses where studio_id = ? order by id limit 1 offset ?', [studioId, skip]);
  if (!nurseId) throw new Error(`studio ${studioId} has no nurse number ${skip + 1}`);
  if (amount !== '0') await api.ok('admin', 'addReward', { kind: 'reward', nurseId, amount, reason: 'test earnings' });
  const account = await api.ok('finance', 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: nurseId, holderName: 'Test Holder', bankName: 'Test Bank', accountNumber: freshAccountNumber() });
  await api.ok('admin', 'verifyWithdrawAccount', { accountId: account.id, verification: 'verified' });
  return { nurseId, accountId: account.id };
}
