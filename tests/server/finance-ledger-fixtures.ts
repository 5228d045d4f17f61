import { apiCall, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';

/** The ledger through its test hooks (the one write the finance areas use), and its tables read directly. */

export type AccountKind = 'memberWallet' | 'nurseEarnings' | 'studioSettlement' | 'platformRevenue' | 'paymentClearing' | 'refundsPayable' | 'withdrawalsInFlight' | 'ecoinLiability' | 'fees';
export interface Posting {
  account: { kind: AccountKind; ownerKind: 'platform' | 'member' | 'nurse' | 'studio'; ownerId: number };
  amountCents: number;
}

export const platform = (kind: AccountKind) => ({ kind, ownerKind: 'platform' as const, ownerId: 0 });
export const wallet = (memberId: number) => ({ kind: 'memberWallet' as const, ownerKind: 'member' as const, ownerId: memberId });
export const earnings = (nurseId: number) => ({ kind: 'nurseEarnings' as const, ownerKind: 'nurse' as const, ownerId: nurseId });

export function ledgerKit(server: () => TestServer) {
  const post = (body: { kind: string; memo?: string; idempotencyKey?: string; postings: Posting[] }) =>
    apiCall<{ journalId: number; replayed: boolean }>(server().url, '/api/test/ledgerPost', body);
  const grant = async (memberId: number, amountCents: number) => {
    const answer = await apiCall<{ journalId: number }>(server().url, '/api/test/grantEcoin', { memberId, amountCents });
    if (answer.resultcode !== 1) throw new Error(`grantEcoin answered ${answer.resultcode}: ${answer.msg}\n${server().output().slice(-3000)}`);
    return answer.result;
  };
  const reconcile = async () => (await apiCall<{ ok: boolean; differences: Array<{ kind: string; id: number; message: string }>; message: string }>(server().url, '/api/test/ledgerReconcile', {})).result;
  const balance = async (a: Posting['account']) =>
    Number((await sqlOn(server(), 'select balance_cents from ledger_accounts where kind = ? and owner_kind = ? and owner_id = ?', [a.kind, a.ownerKind, a.ownerId]))[0]?.balance_cents ?? 0);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  return { post, grant, reconcile, balance, count };
}
