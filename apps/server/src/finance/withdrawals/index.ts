import type { HandlerMap } from '../../http/handler-types';
import { addWithdrawAccount, getWithdrawAccount, getWithdrawAccountList, revealWithdrawAccountNumber, verifyWithdrawAccount } from './account-handlers';
import { payoutHandlers } from './payout-handlers';
import type { PayoutGateway } from './payout-gateway';
import { getPayoutSettings, savePayoutSettings } from './payout-settings';
import { addWithdrawal } from './withdrawal-request';
import { getWithdrawal, getWithdrawalList } from './withdrawal-read';
import { approveWithdrawal, rejectWithdrawal } from './withdrawal-review';

export { fileOutboxGateway, payoutOutboxOf, type PayoutGateway, type PayoutInstruction } from './payout-gateway';
export { resumePayouts } from './payout-handlers';

/** The handlers of withdrawal accounts, withdrawals and payouts, by endpoint name (docs/finance.md). */
export function createWithdrawalHandlers(gateway: PayoutGateway): HandlerMap {
  return {
    getWithdrawAccountList, getWithdrawAccount, addWithdrawAccount, verifyWithdrawAccount, revealWithdrawAccountNumber,
    getWithdrawalList, getWithdrawal, addWithdrawal, approveWithdrawal, rejectWithdrawal,
    getPayoutSettings, savePayoutSettings,
    ...payoutHandlers(gateway),
  };
}
