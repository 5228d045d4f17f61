import { t } from '@careops/core/i18n';
import { InvoiceStatus, nextInvoiceStatus, type InvoiceEventType } from '@careops/core/machines';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { claimVersion } from '../../list/optimistic';
import { uniqueViolation } from '../../list/unique-violation';
import { entityWord, invalidField, money, notFoundOf, num, unknownField } from './invoice-access';
import { invoiceCover } from './invoice-cover';
import { loadApplicationDetail } from './invoice-rows';
import { assertOrderInScope } from './invoice-scope';

/**
 * Applying for, issuing, rejecting and reversing invoices; each audited in its transaction.
 * Reviews follow core's invoice machine from the stored status.
 */

const STATUS_WORDS = { 0: 'invoices.status.0', 1: 'invoices.status.1', 2: 'invoices.status.2', 3: 'invoices.status.3' } as const;
const statusWord = (status: number) => (status in STATUS_WORDS ? t(STATUS_WORDS[status as keyof typeof STATUS_WORDS]) : String(status));

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadApplicationDetail(trx, id);
  if (!detail) throw notFoundOf('invoice');
  return detail;
}

export const applyInvoice: Handler<'applyInvoice'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const exists = await trx.selectFrom('orders').select('id').where('id', '=', b.orderId).executeTakeFirst();
    if (!exists) throw unknownField('orderId', 'order');
    const cover = await invoiceCover(trx, b.orderId, ctx.services.dialect);
    assertOrderInScope(cover.studioId, cover.orderNo, stations);
    const title = await trx.selectFrom('invoice_titles').select(['member_id']).where('id', '=', b.titleId).executeTakeFirst();
    if (!title) throw unknownField('titleId', 'title');
    if (num(title.member_id) !== cover.memberId) throw invalidField('titleId', t('invoices.server.otherMember', { orderNo: cover.orderNo }));
    if (cover.paidCents <= 0) throw invalidField('orderId', t('invoices.server.notPaid', { orderNo: cover.orderNo }));
    const left = cover.paidCents - cover.invoicedCents;
    const figures = { orderNo: cover.orderNo, invoiced: money(cover.invoicedCents), paid: money(cover.paidCents), left: money(Math.max(0, left)) };
    if (left <= 0) throw invalidField('orderId', t('invoices.server.nothingLeft', figures));
    const amount = b.amount ?? left;
    if (amount > left) throw invalidField('amount', t('invoices.server.overPaid', figures));
    const row = await trx
      .insertInto('invoice_applications')
      .values({ order_id: b.orderId, title_id: b.titleId, amount_cents: amount, status: InvoiceStatus.pending, created_by: ctx.signedIn().userId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({ action: 'invoice.apply', entity: 'invoice_application', entityId: row.id, after: { orderId: b.orderId, titleId: b.titleId, amountCents: amount, status: InvoiceStatus.pending } });
    return answer(trx, num(row.id));
  });
};

/** Claims the application at the caller's version and asks the machine where `event` leads. */
async function decide(trx: Transaction<Database>, id: number, version: number, event: InvoiceEventType, stations: number[] | null, now: number) {
  const before = await loadApplicationDetail(trx, id);
  if (!before) throw notFoundOf('invoice');
  assertOrderInScope(before.studioId, before.orderNo, stations, 'invoiceId');
  const next = nextInvoiceStatus(before.status, event);
  if (next === null) {
    throw invalidField('invoiceId', t('invoices.server.refused', { id, status: statusWord(before.status), action: t(`invoices.server.action.${event}`) }));
  }
  const newVersion = await claimVersion(trx, 'invoice_applications', id, version, entityWord('invoice'), now);
  return { before, next, newVersion };
}

/** A unique invoice number lost to a concurrent writer becomes 101 on the field. */
async function withUniqueNumber<T>(field: string, invoiceNo: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw invalidField(field, t('invoices.server.numberTaken', { invoiceNo }));
    throw error;
  }
}

async function assertNumberFree(trx: Transaction<Database>, field: string, invoiceNo: string) {
  const used = await trx
    .selectFrom('invoice_applications')
    .select('id')
    .where((w) => w.or([w('invoice_no', '=', invoiceNo), w('red_invoice_no', '=', invoiceNo)]))
    .executeTakeFirst();
  if (used) throw invalidField(field, t('invoices.server.numberTaken', { invoiceNo }));
}

export const issueInvoice: Handler<'issueInvoice'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { before, next, newVersion } = await decide(trx, b.invoiceId, b.version, 'issue', stations, now);
    const file = await trx.selectFrom('uploads').select('id').where('id', '=', b.fileId).executeTakeFirst();
    if (!file) throw unknownField('fileId', 'file');
    await assertNumberFree(trx, 'invoiceNo', b.invoiceNo);
    const changes = { status: next, invoice_no: b.invoiceNo, issued_at: b.issuedAt ?? now, file_id: b.fileId, reviewed_by: ctx.signedIn().userId };
    await withUniqueNumber('invoiceNo', b.invoiceNo, () => trx.updateTable('invoice_applications').set(changes).where('id', '=', b.invoiceId).execute());
    await audit({ action: 'invoice.issue', entity: 'invoice_application', entityId: b.invoiceId, before: { status: before.status, version: b.version }, after: { ...changes, version: newVersion } });
    return answer(trx, b.invoiceId);
  });
};

export const rejectInvoice: Handler<'rejectInvoice'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { before, next, newVersion } = await decide(trx, b.invoiceId, b.version, 'reject', stations, now);
    const changes = { status: next, reject_reason: b.reason, reviewed_by: ctx.signedIn().userId };
    await trx.updateTable('invoice_applications').set(changes).where('id', '=', b.invoiceId).execute();
    await audit({ action: 'invoice.reject', entity: 'invoice_application', entityId: b.invoiceId, before: { status: before.status, version: b.version }, after: { ...changes, version: newVersion } });
    return answer(trx, b.invoiceId);
  });
};

/** A red invoice reverses an issued one: its amount is no longer invoiced, so the order may be refunded or invoiced again. */
export const reverseInvoice: Handler<'reverseInvoice'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { before, next, newVersion } = await decide(trx, b.invoiceId, b.version, 'reverse', stations, now);
    await assertNumberFree(trx, 'redInvoiceNo', b.redInvoiceNo);
    const changes = { status: next, red_invoice_no: b.redInvoiceNo, red_reason: b.reason, reversed_at: now };
    await withUniqueNumber('redInvoiceNo', b.redInvoiceNo, () => trx.updateTable('invoice_applications').set(changes).where('id', '=', b.invoiceId).execute());
    await audit({ action: 'invoice.reverse', entity: 'invoice_application', entityId: b.invoiceId, before: { status: before.status, version: b.version }, after: { ...changes, version: newVersion } });
    return answer(trx, b.invoiceId);
  });
};
