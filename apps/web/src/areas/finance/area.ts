import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';

/** Finance: the ledger's journal and accounts, rewards and penalties, withdrawals, invoices and e-coin. */
export const financeArea: ConsoleArea = {
  id: 'finance',
  pages: {
    collectionPayment: page(() => import('./journal-page').then((m) => m.JournalPage)),
    payAccount: page(() => import('./accounts-page').then((m) => m.AccountsPage)),
    payAccountDetail: page(() => import('./account-detail-page').then((m) => m.AccountDetailPage)),
    rewardsPayment: page(() => import('./rewards-page').then((m) => m.RewardsPage)),
    withdrawAccount: page(() => import('./withdraw-accounts-page').then((m) => m.WithdrawAccountsPage)),
    withdrawRecord: page(() => import('./withdrawals-page').then((m) => m.WithdrawalsPage)),
    withdrawDetails: page(() => import('./withdrawal-detail-page').then((m) => m.WithdrawalDetailPage)),
    invoiceRise: page(() => import('./invoice-titles-page').then((m) => m.InvoiceTitlesPage)),
    invoiceRiseDetail: page(() => import('./invoice-title-detail-page').then((m) => m.InvoiceTitleDetailPage)),
    invoiceManage: page(() => import('./invoices-page').then((m) => m.InvoicesPage)),
    invoiceApply: page(() => import('./invoice-detail-page').then((m) => m.InvoiceDetailPage)),
    eCoinBuyRecord: page(() => import('./ecoin-page').then((m) => m.EcoinPage)),
  },
};
