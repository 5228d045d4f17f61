import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { financeLedgerRoutes as r } from './finance-ledger-routes';
import * as ledger from './schemas/finance-ledger';
import { streamedFileResponse } from './schemas/streamed-export';

/** The ledger's endpoints with their schemas; the compiler keeps the names equal to financeLedgerRoutes. */
export const financeLedgerEndpoints = {
  getJournalList: def({ ...r.getJournalList, request: ledger.journalListRequest, response: ledger.journalListResult, mutates: false }),
  getJournal: def({ ...r.getJournal, request: ledger.getJournalRequest, response: ledger.journalRowSchema, mutates: false }),
  getJournalChart: def({ ...r.getJournalChart, request: ledger.journalChartRequest, response: ledger.journalChartResult, mutates: false }),
  reconcileLedger: def({ ...r.reconcileLedger, request: ledger.reconcileRequest, response: ledger.reconcileResult, mutates: false }),
  getLedgerReconcileStatus: def({ ...r.getLedgerReconcileStatus, request: ledger.reconcileRequest.pick({}), response: ledger.reconcileStatusResult, mutates: false }),
  // Not `mutates`: its one audit row ('journal.export') is written when the stream ends, with the row count.
  exportJournal: def({ ...r.exportJournal, request: ledger.exportJournalRequest, response: streamedFileResponse, mutates: false }),
  getLedgerAccountList: def({ ...r.getLedgerAccountList, request: ledger.accountListRequest, response: ledger.accountListResult, mutates: false }),
  getLedgerAccount: def({ ...r.getLedgerAccount, request: ledger.getAccountRequest, response: ledger.accountDetailSchema, mutates: false }),
  getAccountStatement: def({ ...r.getAccountStatement, request: ledger.statementRequest, response: ledger.statementResult, mutates: false }),
  freezeLedgerAccount: def({ ...r.freezeLedgerAccount, request: ledger.freezeRequest, response: ledger.accountDetailSchema, mutates: true }),
  unfreezeLedgerAccount: def({ ...r.unfreezeLedgerAccount, request: ledger.freezeRequest, response: ledger.accountDetailSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
