import { nextAdvancePaymentStatus, type AdvancePaymentEventType } from '@careops/core/machines';
import { AdvancePaymentStatus } from '@careops/core/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuditWriter } from '../../http/handler-types';

/**
 * An order's advance payment follows the order (docs/finance.md, Advance payments): paying opens
 * it in progress with the order's amount; the order finishing completes it; a refund cancels it.
 * Called by the order's transition in its transaction; the advance-payment machine decides.
 */

export interface OrderMove {
  orderId: number;
  event: string;
  toStatus: number;
  refundedCents: number;
}

const FINISHED = 5;

export async function followOrderWithAdvancePayment(trx: Transaction<Database>, move: OrderMove, now: number, audit: AuditWriter): Promise<void> {
  if (move.event === 'order.pay') {
    const order = await trx.selectFrom('orders').select(['member_id', 'studio_id', 'amount_cents']).where('id', '=', move.orderId).executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('advance_payments')
      .values({ order_id: move.orderId, member_id: order.member_id, studio_id: order.studio_id, amount_cents: Number(order.amount_cents), status: AdvancePaymentStatus.inProgress, created_at: now, updated_at: now })
      .onConflict((c) => c.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) await audit({ action: 'advancePayment.open', entity: 'advance_payment', entityId: row.id, after: { orderId: move.orderId, amountCents: Number(order.amount_cents), status: AdvancePaymentStatus.inProgress } });
    return;
  }
  const event: AdvancePaymentEventType | null = move.refundedCents > 0 ? 'cancel' : move.toStatus === FINISHED ? 'complete' : null;
  if (!event) return;
  const payment = await trx.selectFrom('advance_payments').select(['id', 'status']).where('order_id', '=', move.orderId).executeTakeFirst();
  if (!payment) return;
  const next = nextAdvancePaymentStatus(Number(payment.status), event);
  if (next === null) return;
  await trx.updateTable('advance_payments').set((eb) => ({ status: next, ended_at: now, updated_at: now, version: eb('version', '+', 1) })).where('id', '=', payment.id).execute();
  await audit({ action: `advancePayment.${event}`, entity: 'advance_payment', entityId: payment.id, before: { status: Number(payment.status) }, after: { status: next } });
}
