const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Withdrawal accounts, withdrawals, payouts and rewards/penalties: path, method and permission node (docs/finance.md). */
export const financeWithdrawalRoutes = {
  // Withdrawal accounts (/finance/withdraw-account)
  getWithdrawAccountList: post('getWithdrawAccountList', 'withdrawAccount'),
  getWithdrawAccount: post('getWithdrawAccount', 'withdrawAccount'),
  addWithdrawAccount: post('addWithdrawAccount', 'withdrawAccount.edit'),
  verifyWithdrawAccount: post('verifyWithdrawAccount', 'withdrawAccount.verify'),
  revealWithdrawAccountNumber: post('revealWithdrawAccountNumber', 'withdrawAccount.viewFull'),
  // Withdrawals (/finance/withdraw-record, /finance/withdraw-details/:id)
  getWithdrawalList: post('getWithdrawalList', 'withdrawRecord'),
  getWithdrawal: post('getWithdrawal', 'withdrawRecord'),
  addWithdrawal: post('addWithdrawal', 'withdrawRecord.request'),
  approveWithdrawal: post('approveWithdrawal', 'withdrawRecord.review'),
  rejectWithdrawal: post('rejectWithdrawal', 'withdrawRecord.review'),
  payWithdrawal: post('payWithdrawal', 'withdrawRecord.pay'),
  confirmWithdrawal: post('confirmWithdrawal', 'withdrawRecord.pay'),
  importPayoutResults: post('importPayoutResults', 'withdrawRecord.pay'),
  getPayoutSettings: post('getPayoutSettings', 'withdrawRecord'),
  savePayoutSettings: post('savePayoutSettings', 'withdrawRecord.settings'),
  // Rewards and penalties (/finance/rewards-payment)
  getRewardList: post('getRewardList', 'rewardsPayment'),
  getReward: post('getReward', 'rewardsPayment'),
  addReward: post('addReward', 'rewardsPayment.edit'),
  approveReward: post('approveReward', 'rewardsPayment.approve'),
  rejectReward: post('rejectReward', 'rewardsPayment.approve'),
};
