import { countOn } from '../support/database';
import { freshAccountNumber } from '../finance-withdrawals-fixtures';
import type { MatrixArea } from './matrix-area';

/**
 * Withdrawal accounts, withdrawals, payouts, rewards and penalties in the permission matrix.
 * A nurse of the studio manager's station is funded once; every step gets a fresh withdrawal in
 * the state it needs, and a large penalty is recorded by a third account, so either allowed role
 * may be its second approver.
 */
export const financeWithdrawalsMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from withdraw_accounts)',
    '(select coalesce(sum(version), 0) from withdraw_accounts)',
    '(select count(*) from withdrawals)',
    '(select coalesce(sum(version), 0) from withdrawals)',
    '(select count(*) from payouts)',
    '(select coalesce(sum(version), 0) from payout_settings)',
    '(select count(*) from rewards_penalties)',
    '(select coalesce(sum(version), 0) from rewards_penalties)',
  ],
  bodies: async ({ server, api }) => {
    const studioId = await countOn(server, "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const nurseId = await countOn(server, 'select min(id) from nurses where studio_id = ?', [studioId]);
    const settings = await api.ok('admin', 'getPayoutSettings', {});
    await api.ok('admin', 'savePayoutSettings', { minimum: '1', fee: '0.5', feeRateBp: 0, holdDays: 0, penaltyApprovalAbove: '100', version: settings.version });
    await api.ok('admin', 'addReward', { kind: 'reward', nurseId, amount: '100000', reason: 'matrix earnings' });
    const recorder = await api.addUser({ roleIds: [await api.roleId('finance')] });
    const account = async () => api.ok('admin', 'addWithdrawAccount', { ownerKind: 'nurse', ownerId: nurseId, holderName: 'Matrix', bankName: 'Matrix Bank', accountNumber: freshAccountNumber() });
    const verified = await account();
    await api.ok('admin', 'verifyWithdrawAccount', { accountId: verified.id, verification: 'verified' });
    const requested = async () => (await api.ok('admin', 'addWithdrawal', { accountId: verified.id, amount: '2' })).id;
    const approved = async () => (await api.ok('admin', 'approveWithdrawal', { withdrawalId: await requested() })).id;
    const paid = async () => api.ok('admin', 'payWithdrawal', { withdrawalId: await approved() });
    const largePenalty = async () => (await api.ok(recorder.username, 'addReward', { kind: 'penalty', nurseId, amount: '150', reason: 'matrix penalty' })).id;
    const first = await requested();
    const firstReward = (await api.ok('admin', 'addReward', { kind: 'reward', nurseId, amount: '1', reason: 'matrix' })).id;
    return {
      getWithdrawAccountList: async () => ({}),
      getWithdrawAccount: async () => ({ accountId: verified.id }),
      addWithdrawAccount: async () => ({ ownerKind: 'nurse', ownerId: nurseId, holderName: 'Matrix', bankName: 'Matrix Bank', accountNumber: freshAccountNumber() }),
      verifyWithdrawAccount: async () => ({ accountId: (await account()).id, verification: 'verified' }),
      revealWithdrawAccountNumber: async () => ({ accountId: verified.id }),
      getWithdrawalList: async () => ({}),
      getWithdrawal: async () => ({ withdrawalId: first }),
      addWithdrawal: async () => ({ accountId: verified.id, amount: '2' }),
      approveWithdrawal: async () => ({ withdrawalId: await requested() }),
      rejectWithdrawal: async () => ({ withdrawalId: await requested(), reason: 'matrix' }),
      payWithdrawal: async () => ({ withdrawalId: await approved() }),
      confirmWithdrawal: async () => ({ withdrawalId: (await paid()).id, outcome: 'paid' }),
      importPayoutResults: async () => ({ text: `${(await paid()).payout?.reference ?? ''},paid` }),
      getPayoutSettings: async () => ({}),
      savePayoutSettings: async () => {
        const current = await api.ok('admin', 'getPayoutSettings', {});
        return { minimum: '1', fee: '0.5', feeRateBp: 0, holdDays: 0, penaltyApprovalAbove: '100', version: current.version };
      },
      getRewardList: async () => ({}),
      getReward: async () => ({ rewardId: firstReward }),
      addReward: async () => ({ kind: 'reward', nurseId, amount: '1', reason: 'matrix' }),
      approveReward: async () => ({ rewardId: await largePenalty() }),
      rejectReward: async () => ({ rewardId: await largePenalty(), reason: 'matrix' }),
    };
  },
};
