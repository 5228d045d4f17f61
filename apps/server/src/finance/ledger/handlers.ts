import type { HandlerMap } from '../../http/handler-types';
import { freezeLedgerAccount, unfreezeLedgerAccount } from './account-freeze';
import { getAccountStatement, getLedgerAccount, getLedgerAccountList } from './account-read';
import { exportJournal } from './journal-export';
import { getJournal, getJournalChart, getJournalList } from './journal-read';
import { getLedgerReconcileStatus, reconcileLedgerHandler } from './reconcile-handlers';

/** The handlers of the ledger's endpoints, by endpoint name (docs/finance.md). */
export function createLedgerHandlers(): HandlerMap {
  return {
    getJournalList, getJournal, getJournalChart, exportJournal, reconcileLedger: reconcileLedgerHandler, getLedgerReconcileStatus,
    getLedgerAccountList, getLedgerAccount, getAccountStatement, freezeLedgerAccount, unfreezeLedgerAccount,
  };
}
