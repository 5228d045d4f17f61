import type { OrderSummary } from '@careops/core/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler, HandlerContext } from '../http/handler-types';
import { assertOrderVisible, callerName, callerPermissions, orderNotFound } from './order-access';
import { loadOrderSummary } from './order-rows';
import { transitionOrder, type TransitionInput, type TransitionOutcome } from './transition-order';

/** The staff transitions of an order: reviews, cancel, complaints (assign has its own file). */

type StaffInput = Omit<TransitionInput, 'actor'>;

/**
 * Runs one staff transition: 102 outside the caller's stations, then the transition (and
 * `also`, in the same transaction) and answers the order's summary after it.
 */
export async function staffTransition(
  ctx: HandlerContext<unknown>,
  input: StaffInput,
  also?: (trx: Transaction<Database>, outcome: TransitionOutcome, actorId: number) => Promise<void>,
): Promise<OrderSummary> {
  const auth = ctx.signedIn();
  await assertOrderVisible(ctx.db, input.orderId, await auth.stationIds());
  const [permissions, name] = await Promise.all([callerPermissions(ctx), callerName(ctx.db, auth.userId)]);
  const env = { dialect: ctx.services.dialect, config: ctx.services.config };
  return ctx.mutate(async (trx, audit) => {
    const outcome = await transitionOrder(trx, env, { ...input, actor: { kind: 'staff', id: auth.userId, name } }, audit);
    if (also) await also(trx, outcome, auth.userId);
    const summary = await loadOrderSummary(trx, input.orderId, permissions);
    if (!summary) throw orderNotFound();
    return summary;
  });
}

/** auditOrder: approve or reject the organisation review (−2) or customer-service review (−1). */
export const auditOrder: Handler<'auditOrder'> = async (ctx) => {
  const { orderId, version, decision, reason } = ctx.body;
  return staffTransition(ctx, { orderId, version, event: decision === 'approve' ? 'order.approve' : 'order.reject', reason });
};

/** cancelOrder: −2…2 → 6, refunding what was paid. */
export const cancelOrder: Handler<'cancelOrder'> = async (ctx) => {
  const { orderId, version, reason } = ctx.body;
  return staffTransition(ctx, { orderId, version, event: 'order.cancel', reason });
};

/** openOrderComplaint: 4 or 5 → 7, with the complaint recorded. */
export const openOrderComplaint: Handler<'openOrderComplaint'> = async (ctx) => {
  const { orderId, version, content } = ctx.body;
  return staffTransition(ctx, { orderId, version, event: 'order.complain', reason: content }, async (trx, outcome, actorId) => {
    const now = Date.now();
    await trx
      .insertInto('order_complaints')
      .values({ order_id: orderId, content, from_status: outcome.from, status: 'open', raised_by: actorId, resolved_at: null, resolved_by: null, created_at: now, updated_at: now })
      .execute();
  });
};

/** resolveOrderComplaint: 7 → 5, closing the open complaint with its resolution. */
export const resolveOrderComplaint: Handler<'resolveOrderComplaint'> = async (ctx) => {
  const { orderId, version, resolution } = ctx.body;
  return staffTransition(ctx, { orderId, version, event: 'order.resolve', reason: resolution }, async (trx, _outcome, actorId) => {
    const now = Date.now();
    await trx
      .updateTable('order_complaints')
      .set((eb) => ({ status: 'resolved', resolution, resolved_by: actorId, resolved_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('order_id', '=', orderId)
      .where('status', '=', 'open')
      .execute();
  });
};
