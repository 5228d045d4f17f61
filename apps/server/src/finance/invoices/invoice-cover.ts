import { InvoiceStatus } from '@careops/core/machines';
import { t } from '@careops/core/i18n';
import { CareOpsError } from '@careops/core/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { AuditWriter } from '../../http/handler-types';
import { money, num } from './invoice-access';

/**
 * How much of an order is invoiced: its pending and issued applications, against what it was
 * paid less refunds. The rule (docs/finance.md, Invoices): the first never exceeds the second,
 * whoever changes either side. Both sides serialise on the order's row: an application locks it
 * (FOR UPDATE on PostgreSQL; SQLite runs one writer at a time), and a refund has already claimed
 * it through the order's version when it asks `assertRefundKeepsInvoicesCovered`.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface InvoiceCover {
  orderNo: string;
  memberId: number;
  studioId: number;
  /** Paid less refunded. */
  paidCents: number;
  /** Held by pending and issued applications. */
  invoicedCents: number;
}

export async function invoicedCentsOf(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('invoice_applications')
    .select(sql<string | number>`coalesce(sum(amount_cents), 0)`.as('held'))
    .where('order_id', '=', orderId)
    .where('status', 'in', [InvoiceStatus.pending, InvoiceStatus.issued])
    .executeTakeFirst();
  return num(row?.held ?? 0);
}

/** The order's cover; with `lock`, the order's row is locked for the rest of the transaction first. */
export async function invoiceCover(db: Db, orderId: number, lock?: DialectName): Promise<InvoiceCover> {
  let query = db.selectFrom('orders').select(['order_no', 'member_id', 'studio_id', 'paid_cents', 'refunded_cents']).where('id', '=', orderId);
  if (lock === 'postgres') query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) return { orderNo: '', memberId: 0, studioId: 0, paidCents: 0, invoicedCents: 0 };
  return {
    orderNo: order.order_no,
    memberId: num(order.member_id),
    studioId: num(order.studio_id),
    paidCents: Math.max(0, num(order.paid_cents) - num(order.refunded_cents)),
    invoicedCents: await invoicedCentsOf(db, orderId),
  };
}

export interface RefundCoverOptions {
  /** A refund no one can be asked about (the scheduler's expiry): pending applications are rejected first. */
  rejectPending: boolean;
  now: number;
  audit: AuditWriter;
}

/**
 * Called by an order's refund, after the order is claimed and before money moves: refuses a
 * refund of `refundCents` that would leave less paid than is invoiced. Issued invoices must
 * first be reversed by a red invoice and pending applications rejected (by staff, or here when
 * the scheduler refunds).
 */
export async function assertRefundKeepsInvoicesCovered(trx: Transaction<Database>, orderId: number, refundCents: number, options: RefundCoverOptions): Promise<void> {
  if (refundCents <= 0) return;
  if (options.rejectPending) await rejectPendingForRefund(trx, orderId, options);
  const cover = await invoiceCover(trx, orderId);
  if (cover.invoicedCents > cover.paidCents - refundCents) {
    throw new CareOpsError('invalidInput', t('invoices.server.refundNeedsRed', { orderNo: cover.orderNo, invoiced: money(cover.invoicedCents) }), {
      details: { orderId, invoicedCents: cover.invoicedCents, paidCents: cover.paidCents, refundCents },
    });
  }
}

async function rejectPendingForRefund(trx: Transaction<Database>, orderId: number, options: RefundCoverOptions): Promise<void> {
  const pending = await trx.selectFrom('invoice_applications').select(['id', 'version']).where('order_id', '=', orderId).where('status', '=', InvoiceStatus.pending).execute();
  const reason = t('invoices.server.orderRefunded');
  for (const row of pending) {
    await trx
      .updateTable('invoice_applications')
      .set({ status: InvoiceStatus.rejected, reject_reason: reason, updated_at: options.now, version: num(row.version) + 1 })
      .where('id', '=', row.id)
      .execute();
    await options.audit({ action: 'invoice.reject', entity: 'invoice_application', entityId: row.id, before: { status: InvoiceStatus.pending }, after: { status: InvoiceStatus.rejected, reject_reason: reason } });
  }
}
