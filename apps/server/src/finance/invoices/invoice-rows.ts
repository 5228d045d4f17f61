import type { InvoiceApplication } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { imageRefs } from '../../uploads/upload-refs';
import { num, numOrNull } from './invoice-access';
import { invoiceCover } from './invoice-cover';
import { loadTitle, memberName } from './title-rows';

/** Invoice applications as the contract answers them. */

type Db = Kysely<Database> | Transaction<Database>;

const applicationQuery = (db: Db) =>
  db
    .selectFrom('invoice_applications as ia')
    .innerJoin('orders as o', 'o.id', 'ia.order_id')
    .innerJoin('studios as s', 's.id', 'o.studio_id')
    .innerJoin('invoice_titles as it', 'it.id', 'ia.title_id')
    .innerJoin('members as m', 'm.id', 'o.member_id')
    .select([
      'ia.id', 'ia.order_id', 'o.order_no', 'o.studio_id', 's.name as studio_name', 'o.member_id', 'm.nickname', 'm.real_name', 'ia.title_id', 'it.name as title_name',
      'it.kind', 'it.invoice_type', 'ia.amount_cents', 'ia.status', 'ia.invoice_no', 'ia.issued_at', 'ia.file_id', 'ia.reject_reason', 'ia.red_invoice_no', 'ia.red_reason',
      'ia.reversed_at', 'ia.created_at', 'ia.version',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

async function applicationsOf(db: Db, rows: Row[]): Promise<InvoiceApplication[]> {
  const files = await imageRefs(db as Kysely<Database>, rows.flatMap((r) => (r.file_id === null ? [] : [num(r.file_id)])));
  return rows.map((r) => ({
    id: num(r.id),
    orderId: num(r.order_id),
    orderNo: r.order_no,
    studioId: num(r.studio_id),
    studioName: r.studio_name,
    memberId: num(r.member_id),
    memberName: memberName(r.nickname, r.real_name),
    titleId: num(r.title_id),
    titleName: r.title_name,
    kind: r.kind === 'company' ? 'company' : 'personal',
    invoiceType: r.invoice_type === 'special' ? 'special' : 'normal',
    amountCents: num(r.amount_cents),
    status: num(r.status),
    invoiceNo: r.invoice_no ?? '',
    issuedAt: numOrNull(r.issued_at),
    fileId: numOrNull(r.file_id),
    fileUrl: r.file_id === null ? '' : files.get(num(r.file_id))?.url ?? '',
    rejectReason: r.reject_reason,
    redInvoiceNo: r.red_invoice_no ?? '',
    redReason: r.red_reason,
    reversedAt: numOrNull(r.reversed_at),
    createdAt: num(r.created_at),
    version: num(r.version),
  }));
}

export async function loadApplications(db: Db, ids: number[]): Promise<InvoiceApplication[]> {
  if (!ids.length) return [];
  const list = await applicationsOf(db, await applicationQuery(db).where('ia.id', 'in', ids).execute());
  const byId = new Map(list.map((a) => [a.id, a]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function loadApplicationDetail(db: Db, id: number) {
  const row = await applicationQuery(db).where('ia.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [application] = await applicationsOf(db, [row]);
  const title = await loadTitle(db, num(row.title_id));
  if (!application || !title) return undefined;
  const cover = await invoiceCover(db, application.orderId);
  return { ...application, orderPaidCents: cover.paidCents, orderInvoicedCents: cover.invoicedCents, title };
}
