import type { ConsoleArea } from '../../platform/contributions/console-area';

/** Finance: the ledger's journal and accounts, rewards and penalties, withdrawals, invoices and e-coin. */
export const financeArea: ConsoleArea = {
  id: 'finance',
  pages: {
  },
};
