import type { EcoinKind, EcoinRecord } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** E-coin records: postings on members' wallets with their journal transaction, as the contract answers them. */

type Db = Kysely<Database> | Transaction<Database>;

/** Which journal kinds make each e-coin kind (a wallet debit of a payment is spending). */
export const JOURNAL_KINDS_OF: Record<EcoinKind, string[]> = {
  purchase: ['ecoinPurchase', 'topUp'],
  spend: ['payment', 'ecoinSpend'],
  refund: ['refund'],
  opening: ['openingBalance'],
  adjustment: ['adjustment'],
};

const kindOf = (journalKind: string): EcoinKind =>
  (Object.entries(JOURNAL_KINDS_OF).find(([, kinds]) => kinds.includes(journalKind))?.[0] as EcoinKind | undefined) ?? 'adjustment';

const recordQuery = (db: Db) =>
  db
    .selectFrom('journal_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('journal_transactions as j', 'j.id', 'p.journal_id')
    .innerJoin('members as m', 'm.id', 'a.owner_id')
    .leftJoin('orders as o', 'o.id', 'j.order_id')
    .select(['p.id', 'p.journal_id', 'a.owner_id', 'm.nickname', 'm.real_name', 'j.kind', 'p.amount_cents', 'p.balance_after_cents', 'j.order_id', 'o.order_no', 'j.memo', 'p.at'])
    .where('a.kind', '=', 'memberWallet');

type Row = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

const recordOf = (r: Row): EcoinRecord => ({
  id: Number(r.id),
  journalId: Number(r.journal_id),
  memberId: Number(r.owner_id),
  memberName: r.real_name || r.nickname,
  kind: kindOf(r.kind),
  amountCents: Number(r.amount_cents),
  balanceAfterCents: Number(r.balance_after_cents),
  orderId: r.order_id === null ? null : Number(r.order_id),
  orderNo: r.order_no ?? '',
  memo: r.memo,
  at: Number(r.at),
});

export async function loadEcoinRecords(db: Db, ids: number[]): Promise<EcoinRecord[]> {
  if (!ids.length) return [];
  const rows = await recordQuery(db).where('p.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [Number(r.id), recordOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadEcoinRecord(db: Db, id: number): Promise<EcoinRecord | undefined> {
  const row = await recordQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : undefined;
}
