import { apiCall } from '../../support/server';
import { countOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

/**
 * The ledger's part of the permission matrix: the journal, accounts, statements, the
 * reconciliation and freezes. Each freeze gets a nurse's earnings account funded afresh through
 * the ledger's test hook, so it can succeed for every allowed role.
 */
export const financeLedgerMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from journal_postings)',
    '(select coalesce(sum(frozen_cents), 0) from ledger_accounts)',
    '(select coalesce(sum(version), 0) from ledger_accounts)',
    '(select count(*) from ledger_account_freezes)',
  ],
  bodies: async ({ server, api }) => {
    const nurses = await countOn(server, 'select count(*) from nurses');
    let next = 0;
    const funded = async () => {
      const nurseId = await countOn(server, 'select id from nurses order by id limit 1 offset ?', [next++ % nurses]);
      await apiCall(server.url, '/api/test/ledgerPost', {
        kind: 'reward',
        postings: [{ account: { kind: 'nurseEarnings', ownerKind: 'nurse', ownerId: nurseId }, amountCents: 1000 }, { account: { kind: 'platformRevenue', ownerKind: 'platform', ownerId: 0 }, amountCents: -1000 }],
      });
      const accountId = await countOn(server, "select id from ledger_accounts where kind = 'nurseEarnings' and owner_id = ?", [nurseId]);
      return { accountId, version: await countOn(server, 'select version from ledger_accounts where id = ?', [accountId]) };
    };
    const journalId = await countOn(server, 'select min(id) from journal_transactions');
    const revenueId = await countOn(server, "select id from ledger_accounts where kind = 'platformRevenue'");
    return {
      getJournalList: async () => ({}),
      getJournal: async () => ({ journalId }),
      getJournalChart: async () => ({}),
      exportJournal: async () => ({ format: 'ndjson', kind: 'payment' }),
      reconcileLedger: async () => ({}),
      getLedgerReconcileStatus: async () => ({}),
      getLedgerAccountList: async () => ({}),
      getLedgerAccount: async () => ({ accountId: revenueId }),
      getAccountStatement: async () => ({ accountId: revenueId }),
      freezeLedgerAccount: async () => ({ ...(await funded()), amount: '0.01', reason: 'Matrix hold' }),
      unfreezeLedgerAccount: async () => {
        const account = await funded();
        const frozen = await api.ok('admin', 'freezeLedgerAccount', { ...account, amount: '0.02', reason: 'Matrix hold' });
        return { accountId: account.accountId, version: frozen.version, amount: '0.01', reason: 'Matrix release' };
      },
    };
  },
};
