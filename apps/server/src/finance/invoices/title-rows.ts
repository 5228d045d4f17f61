import type { InvoiceTitle } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from './invoice-access';

/** Invoice titles as the contract answers them. */

type Db = Kysely<Database> | Transaction<Database>;

const titleQuery = (db: Db) =>
  db
    .selectFrom('invoice_titles as it')
    .innerJoin('members as m', 'm.id', 'it.member_id')
    .select(['it.id', 'it.member_id', 'm.nickname', 'm.real_name', 'it.kind', 'it.invoice_type', 'it.name', 'it.tax_number', 'it.address', 'it.phone', 'it.bank', 'it.bank_account', 'it.email', 'it.created_at', 'it.updated_at', 'it.version']);

type Row = Awaited<ReturnType<ReturnType<typeof titleQuery>['executeTakeFirstOrThrow']>>;

export const memberName = (nickname: string, realName: string) => realName || nickname;

const titleOf = (r: Row): InvoiceTitle => ({
  id: num(r.id),
  memberId: num(r.member_id),
  memberName: memberName(r.nickname, r.real_name),
  kind: r.kind === 'company' ? 'company' : 'personal',
  invoiceType: r.invoice_type === 'special' ? 'special' : 'normal',
  name: r.name,
  taxNumber: r.tax_number,
  address: r.address,
  phone: r.phone,
  bank: r.bank,
  bankAccount: r.bank_account,
  email: r.email,
  createdAt: num(r.created_at),
  updatedAt: num(r.updated_at),
  version: num(r.version),
});

export async function loadTitles(db: Db, ids: number[]): Promise<InvoiceTitle[]> {
  if (!ids.length) return [];
  const rows = await titleQuery(db).where('it.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), titleOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadTitle(db: Db, id: number): Promise<InvoiceTitle | undefined> {
  const row = await titleQuery(db).where('it.id', '=', id).executeTakeFirst();
  return row ? titleOf(row) : undefined;
}

export async function loadTitleDetail(db: Db, id: number) {
  const title = await loadTitle(db, id);
  if (!title) return undefined;
  const applications = await db
    .selectFrom('invoice_applications as ia')
    .innerJoin('orders as o', 'o.id', 'ia.order_id')
    .select(['ia.id', 'o.order_no', 'ia.amount_cents', 'ia.status', 'ia.invoice_no'])
    .where('ia.title_id', '=', id)
    .orderBy('ia.id', 'desc')
    .limit(50)
    .execute();
  return {
    ...title,
    applications: applications.map((a) => ({ id: num(a.id), orderNo: a.order_no, amountCents: num(a.amount_cents), status: num(a.status), invoiceNo: a.invoice_no ?? '' })),
  };
}
