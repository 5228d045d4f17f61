const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** The ledger's endpoints: path, method and the permission node a caller needs (docs/finance.md). */
export const financeLedgerRoutes = {
  // Income and expense details (/finance/collection-payment)
  getJournalList: post('getJournalList', 'collectionPayment'),
  getJournal: post('getJournal', 'collectionPayment'),
  getJournalChart: post('getJournalChart', 'collectionPayment'),
  reconcileLedger: post('reconcileLedger', 'collectionPayment'),
  getLedgerReconcileStatus: post('getLedgerReconcileStatus', 'collectionPayment'),
  exportJournal: { path: '/api/admin/exportJournal', method: 'GET', permission: 'collectionPayment.export' } as const,
  // Accounts (/finance/payAccount, /finance/PayAccountDetail/:id)
  getLedgerAccountList: post('getLedgerAccountList', 'payAccount'),
  getLedgerAccount: post('getLedgerAccount', 'payAccountDetail'),
  getAccountStatement: post('getAccountStatement', 'payAccountDetail'),
  freezeLedgerAccount: post('freezeLedgerAccount', 'payAccount.freeze'),
  unfreezeLedgerAccount: post('unfreezeLedgerAccount', 'payAccount.freeze'),
};
