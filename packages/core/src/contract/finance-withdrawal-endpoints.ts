import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { financeWithdrawalRoutes as r } from './finance-withdrawal-routes';
import { emptyRequest } from './schemas/common';
import * as rw from './schemas/finance-rewards';
import * as w from './schemas/finance-withdrawals';

/** Withdrawals' and rewards' endpoints with their schemas; the compiler keeps the names equal to financeWithdrawalRoutes. */
export const financeWithdrawalEndpoints = {
  getWithdrawAccountList: def({ ...r.getWithdrawAccountList, request: w.withdrawAccountListRequest, response: w.withdrawAccountListResult, mutates: false }),
  getWithdrawAccount: def({ ...r.getWithdrawAccount, request: w.getWithdrawAccountRequest, response: w.withdrawAccountSchema, mutates: false }),
  addWithdrawAccount: def({ ...r.addWithdrawAccount, request: w.addWithdrawAccountRequest, response: w.withdrawAccountSchema, mutates: true }),
  verifyWithdrawAccount: def({ ...r.verifyWithdrawAccount, request: w.verifyWithdrawAccountRequest, response: w.withdrawAccountSchema, mutates: true }),
  // Mutates: reading a full number writes its audit row.
  revealWithdrawAccountNumber: def({ ...r.revealWithdrawAccountNumber, request: w.getWithdrawAccountRequest, response: w.revealAccountNumberResult, mutates: true }),
  getWithdrawalList: def({ ...r.getWithdrawalList, request: w.withdrawalListRequest, response: w.withdrawalListResult, mutates: false }),
  getWithdrawal: def({ ...r.getWithdrawal, request: w.getWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: false }),
  addWithdrawal: def({ ...r.addWithdrawal, request: w.addWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: true }),
  approveWithdrawal: def({ ...r.approveWithdrawal, request: w.approveWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: true }),
  rejectWithdrawal: def({ ...r.rejectWithdrawal, request: w.rejectWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: true }),
  payWithdrawal: def({ ...r.payWithdrawal, request: w.payWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: true }),
  confirmWithdrawal: def({ ...r.confirmWithdrawal, request: w.confirmWithdrawalRequest, response: w.withdrawalDetailSchema, mutates: true }),
  importPayoutResults: def({ ...r.importPayoutResults, request: w.importPayoutResultsRequest, response: w.payoutResultItems, mutates: true }),
  getPayoutSettings: def({ ...r.getPayoutSettings, request: emptyRequest, response: w.payoutSettingsSchema, mutates: false }),
  savePayoutSettings: def({ ...r.savePayoutSettings, request: w.savePayoutSettingsRequest, response: w.payoutSettingsSchema, mutates: true }),
  getRewardList: def({ ...r.getRewardList, request: rw.rewardListRequest, response: rw.rewardListResult, mutates: false }),
  getReward: def({ ...r.getReward, request: rw.getRewardRequest, response: rw.rewardSchema, mutates: false }),
  addReward: def({ ...r.addReward, request: rw.addRewardRequest, response: rw.rewardSchema, mutates: true }),
  approveReward: def({ ...r.approveReward, request: rw.approveRewardRequest, response: rw.rewardSchema, mutates: true }),
  rejectReward: def({ ...r.rejectReward, request: rw.rejectRewardRequest, response: rw.rewardSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
