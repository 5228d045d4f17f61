import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextOrderStep, type OrderEffect, type OrderEventType } from '@careops/core/machines';
import type { Transaction, Updateable } from 'kysely';
import type { ServerConfig } from '../config';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { OrdersTable } from '../db/schema-orders';
import type { AuditWriter } from '../http/handler-types';
import { claimVersion } from '../list/optimistic';
import { orderNotFound, refusal, statusLabel } from './order-access';
import { refundOrder } from './order-ledger';
import { createWasteTaskFor } from './waste-task-create';
import { createSurveyForFinishedOrder } from '../catalogue/survey-create';
import { returnCouponOfUnpaidOrder } from '../marketing/coupons';
import { followOrderWithAdvancePayment } from '../finance/advance-payments/follow-order';
import { assertRefundKeepsInvoicesCovered } from '../finance/invoices';
import { consumeOrderPack } from '../inventory/order-consumption';

/**
 * The one way an order changes status (staff endpoints, the scheduler, the apps' events): in
 * the caller's transaction, claim the order at its version (104 when someone changed it), read
 * the STORED status, ask core's machine what the event does, refuse what it refuses (101
 * naming the status), write the status and the event's columns, perform the machine's effects
 * (refund, waste task, deadlines), a timeline row and an audit row.
 */

export interface OrderActor {
  kind: 'staff' | 'member' | 'nurse' | 'system';
  id: number | null;
  name: string;
}

export interface TransitionInput {
  orderId: number;
  /** The version the caller read; undefined: the stored one (jobs and app events). */
  version?: number | undefined;
  event: OrderEventType;
  actor: OrderActor;
  reason?: string | undefined;
  /** Details for the timeline and the audit row (nurse assigned, amounts…). */
  data?: Record<string, unknown>;
  /** Columns the event sets besides its own (nurse_id on assign and accept). */
  set?: Updateable<OrdersTable>;
  now?: number;
}

export interface TransitionOutcome {
  orderId: number;
  orderNo: string;
  from: number;
  to: number;
  version: number;
  effects: OrderEffect[];
  refundedCents: number;
}

export interface TransitionEnv {
  dialect: DialectName;
  config: Pick<ServerConfig, 'orderPaymentTimeoutMs' | 'orderAcceptanceTimeoutMs'>;
}

const verb = (event: string) => event.replace(/^order\./, '');

/** When a status is entered, the column that records it. */
const stampOf: Partial<Record<OrderEventType, keyof OrdersTable>> = {
  'order.pay': 'paid_at',
  'order.accept': 'accepted_at',
  'order.start': 'started_at',
  'order.finishService': 'service_ended_at',
  'order.finish': 'finished_at',
  'order.cancel': 'cancelled_at',
  'order.reject': 'cancelled_at',
};

/** The claim failed: the order moved since the caller read it (or is gone). */
async function lostRace(trx: Transaction<Database>, orderId: number, error: unknown): Promise<never> {
  if (!(error instanceof CareOpsError) || error.code !== 'staleVersion') throw error;
  const now = await trx.selectFrom('orders').select(['order_no', 'status']).where('id', '=', orderId).executeTakeFirst();
  if (!now) throw orderNotFound();
  throw new CareOpsError('staleVersion', t('orders.server.lostRace', { orderNo: now.order_no, status: statusLabel(now.status) }));
}

export async function transitionOrder(trx: Transaction<Database>, env: TransitionEnv, input: TransitionInput, audit: AuditWriter): Promise<TransitionOutcome> {
  const now = input.now ?? Date.now();
  const { orderId, event } = input;
  let version: number;
  if (input.version === undefined) {
    const stored = await trx.selectFrom('orders').select('version').where('id', '=', orderId).executeTakeFirst();
    if (!stored) throw orderNotFound();
    version = await claimVersion(trx, 'orders', orderId, stored.version, t('orders.server.entity.order'), now).catch((e: unknown) => lostRace(trx, orderId, e));
  } else {
    version = await claimVersion(trx, 'orders', orderId, input.version, t('orders.server.entity.order'), now).catch((e: unknown) => lostRace(trx, orderId, e));
  }
  // Claimed (and on PostgreSQL row-locked): this is the stored state the machine decides from.
  const order = await trx
    .selectFrom('orders')
    .leftJoin('services', 'services.id', 'orders.service_id')
    .select(['orders.id', 'orders.order_no', 'orders.status', 'orders.member_id', 'orders.studio_id', 'orders.paid_cents', 'orders.refunded_cents', 'orders.appointment_at', 'orders.finished_at', 'services.produces_waste'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const facts = { paid: Number(order.paid_cents) > Number(order.refunded_cents), producesWaste: order.produces_waste === 1 };
  const step = nextOrderStep(order.status, event, facts);
  if (!step) throw refusal(t('orders.server.refused', { orderNo: order.order_no, status: statusLabel(order.status), event: verb(event) }));

  const changes: Updateable<OrdersTable> = { ...input.set, status: step.status };
  const stamp = stampOf[event];
  if (stamp) Object.assign(changes, { [stamp]: now });
  if ((event === 'order.assign' && order.status !== step.status) || event === 'order.accept') changes.accepted_at = now;
  if (event === 'order.resolve' && order.finished_at === null) changes.finished_at = now;
  if (event === 'order.cancel' || event === 'order.reject') changes.cancel_reason = input.reason ?? '';
  if (step.effects.includes('clearDeadline')) changes.deadline_at = null;
  if (step.effects.includes('startPaymentClock')) changes.deadline_at = now + env.config.orderPaymentTimeoutMs;
  if (step.effects.includes('startAcceptanceClock')) {
    // No later than the appointment itself (a nurse must still be able to get there).
    const appointment = Number(order.appointment_at);
    changes.deadline_at = Math.max(now + 60_000, Math.min(now + env.config.orderAcceptanceTimeoutMs, appointment));
  }
  await trx.updateTable('orders').set(changes).where('id', '=', orderId).execute();

  let refundedCents = 0;
  if (step.effects.includes('refundPayment')) {
    await assertRefundKeepsInvoicesCovered(trx, orderId, Number(order.paid_cents) - Number(order.refunded_cents), { rejectPending: input.actor.kind === 'system', now, audit });
    refundedCents = await refundOrder(trx, env.dialect, order, input.reason ?? verb(event), input.actor.kind === 'staff' ? input.actor.id : null, now);
  }
  if ((step.status === 6 || step.status === 8) && order.status !== step.status) await returnCouponOfUnpaidOrder(trx, orderId, now);
  if (step.effects.includes('createWasteTask')) await createWasteTaskFor(trx, { id: order.id, studio_id: order.studio_id }, now);
  if (step.status === 5 && order.status !== 5) await createSurveyForFinishedOrder(trx, orderId, now, audit);
  if (step.status === 5 && order.finished_at === null) await consumeOrderPack(trx, env.dialect, orderId, input.actor.kind === 'staff' ? input.actor.id : null, now, audit);

  await followOrderWithAdvancePayment(trx, { orderId, event, toStatus: step.status, refundedCents }, now, audit);

  const data = { ...input.data, ...(refundedCents ? { refundedCents } : {}) };
  await trx
    .insertInto('order_events')
    .values({
      order_id: orderId,
      at: now,
      event,
      from_status: order.status,
      to_status: step.status,
      actor_kind: input.actor.kind,
      actor_id: input.actor.id,
      actor_name: input.actor.name,
      reason: input.reason ?? '',
      data: JSON.stringify(data),
    })
    .execute();
  await audit({
    action: event,
    entity: 'order',
    entityId: orderId,
    before: { status: order.status, version: version - 1 },
    after: { status: step.status, version, ...(input.reason ? { reason: input.reason } : {}), ...data },
  });
  return { orderId, orderNo: order.order_no, from: order.status, to: step.status, version, effects: step.effects, refundedCents };
}
