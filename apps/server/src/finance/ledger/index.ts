/** The double-entry ledger's server API (docs/finance.md): the one write, balances, idempotency. */
export { postJournal, type JournalInput, type JournalResult } from './post-journal';
export { readBalance, type AccountBalance } from './read-balance';
export { requestHashOf, withIdempotency, type IdempotentAnswer, type IdempotentRequest } from './idempotency';
export { accountLabel, insufficientFunds } from './ledger-errors';
export { reconcileLedger, type LedgerDifference, type Reconciliation } from './reconcile';
export { createLedgerHandlers } from './handlers';
export { scheduleReconciliation } from './reconcile-job';
