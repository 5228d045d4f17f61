import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextOrderStep, nextPriceChangeStatus } from '@careops/core/machines';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { listWindow } from '../list/list-query';
import { claimVersion, notFound } from '../list/optimistic';
import { inStations } from '../list/station-scope';
import { startsWithText } from '../list/text-match';
import { assertOrderVisible, assertRange, callerName, callerPermissions, invalidField, orderNotFound, refusal, statusLabel } from './order-access';
import { couponView, loadMemberCoupon } from './order-coupon';
import { loadOrderSummary } from './order-rows';
import { transitionOrder } from './transition-order';
import { loadPriceChanges } from './price-change-rows';

/**
 * Price changes (/order/order-alter-price). A request records the old and new amount of an
 * unpaid order still before payment (−2…0: the machine's `order.requestPriceChange`), one
 * pending at a time. Approval applies the new amount in the same transaction as the decision,
 * with the order's version claimed (a transition racing it loses one side cleanly), a timeline
 * row (no money moves: the order is unpaid). Nobody approves their own request (four eyes on money).
 */

const requestEntity = () => t('orders.server.entity.priceChange');

async function pendingOf(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('price_change_requests').select('id').where('order_id', '=', orderId).where('status', '=', 2).executeTakeFirst();
}

/** Why a price change cannot be requested now, or '' when it can. */
async function whyNot(db: Kysely<Database>, order: { id: number; order_no: string; status: number; paid_cents: number; refunded_cents: number }): Promise<string> {
  const paid = Number(order.paid_cents) > Number(order.refunded_cents);
  if (!nextOrderStep(order.status, 'order.requestPriceChange', { paid })) return t('orders.server.priceNotAllowed', { orderNo: order.order_no, status: statusLabel(order.status) });
  if (await pendingOf(db, order.id)) return t('orders.server.pricePending', { orderNo: order.order_no });
  return '';
}

/** getOrderDataBeforePriceAlter: the order's amounts and coupon, any pending request, and whether one can be made. */
export const getOrderDataBeforePriceAlter: Handler<'getOrderDataBeforePriceAlter'> = async (ctx) => {
  const { orderId } = ctx.body;
  await assertOrderVisible(ctx.db, orderId, await ctx.signedIn().stationIds());
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'order_no', 'status', 'paid_cents', 'refunded_cents', 'list_price_cents', 'discount_cents', 'amount_cents', 'member_coupon_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [summary, coupon, pending, reason] = await Promise.all([
    loadOrderSummary(ctx.db, orderId, await callerPermissions(ctx)),
    loadMemberCoupon(ctx.db, order.member_coupon_id),
    pendingOf(ctx.db, orderId),
    whyNot(ctx.db, order),
  ]);
  if (!summary) throw orderNotFound();
  return {
    order: summary,
    listPriceCents: Number(order.list_price_cents),
    discountCents: Number(order.discount_cents),
    amountCents: Number(order.amount_cents),
    coupon: couponView(coupon),
    pending: pending ? ((await loadPriceChanges(ctx.db, [pending.id]))[0] ?? null) : null,
    canRequest: reason === '',
    reason,
  };
};

/** applyOrderAlterPrice: requests a new amount for the order (reviewed in reviewPriceChange). */
export const applyOrderAlterPrice: Handler<'applyOrderAlterPrice'> = async (ctx) => {
  const { orderId, version, newAmountCents, reason } = ctx.body;
  const auth = ctx.signedIn();
  await assertOrderVisible(ctx.db, orderId, await auth.stationIds());
  const name = await callerName(ctx.db, auth.userId);
  const env = { dialect: ctx.services.dialect, config: ctx.services.config };
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    // The machine decides (status −2…0, unpaid) with the order claimed at the caller's version.
    await transitionOrder(trx, env, { orderId, version, event: 'order.requestPriceChange', actor: { kind: 'staff', id: auth.userId, name }, reason, data: { newAmountCents }, now }, audit);
    const order = await trx.selectFrom('orders').select(['order_no', 'studio_id', 'amount_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
    if (await pendingOf(trx, orderId)) throw refusal(t('orders.server.pricePending', { orderNo: order.order_no }));
    if (Number(order.amount_cents) === newAmountCents) throw invalidField('newAmountCents', t('orders.server.priceSame'));
    const row = await trx
      .insertInto('price_change_requests')
      .values({ order_id: orderId, studio_id: order.studio_id, requested_by: auth.userId, old_amount_cents: Number(order.amount_cents), new_amount_cents: newAmountCents, reason, status: 2, decided_by: null, decided_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit({ action: 'orderAlterPrice.request', entity: 'price_change_request', entityId: row.id, after: { orderId, oldAmountCents: Number(order.amount_cents), newAmountCents, reason, status: 2, version: 1 } });
    const [answer] = await loadPriceChanges(trx, [row.id]);
    if (!answer) throw notFound(requestEntity());
    return answer;
  });
};

/** getPriceChangeList: requests of the caller's stations, filtered, newest first by default. */
export const getPriceChangeList: Handler<'getPriceChangeList'> = async (ctx) => {
  const b = ctx.body;
  assertRange(b.createdFrom, b.createdTo, 'createdTo');
  let from = ctx.db.selectFrom('price_change_requests').where(inStations('price_change_requests.studio_id', await ctx.signedIn().stationIds()));
  if (b.status !== undefined) from = from.where('price_change_requests.status', '=', b.status);
  if (b.studioId !== undefined) from = from.where('price_change_requests.studio_id', '=', b.studioId);
  if (b.createdFrom !== undefined) from = from.where('price_change_requests.created_at', '>=', b.createdFrom);
  if (b.createdTo !== undefined) from = from.where('price_change_requests.created_at', '<=', b.createdTo);
  if (b.orderNo) {
    const orderNo = b.orderNo;
    from = from.where((eb) => eb('price_change_requests.order_id', 'in', eb.selectFrom('orders').select('orders.id').where(startsWithText('orders.order_no', orderNo))));
  }
  const { ids, ...page } = await listWindow({
    from,
    idColumn: 'price_change_requests.id',
    sortColumns: { id: 'price_change_requests.id', createdAt: 'price_change_requests.created_at' },
    sort: b.sort,
    page: b.page,
    limit: b.limit,
    cursor: b.cursor,
  });
  return { ...page, list: await loadPriceChanges(ctx.db, ids) };
};

/** getPriceChange: one request of the caller's stations (102 otherwise). */
export const getPriceChange: Handler<'getPriceChange'> = async (ctx) => {
  const visible = await ctx.db
    .selectFrom('price_change_requests')
    .select('id')
    .where('id', '=', ctx.body.requestId)
    .where(inStations('price_change_requests.studio_id', await ctx.signedIn().stationIds()))
    .executeTakeFirst();
  const [request] = visible ? await loadPriceChanges(ctx.db, [visible.id]) : [];
  if (!request) throw notFound(requestEntity());
  return request;
};

/** reviewPriceChange: approve (the new amount applies now) or reject (with a reason). */
export const reviewPriceChange: Handler<'reviewPriceChange'> = async (ctx) => {
  const { requestId, version, decision, reason } = ctx.body;
  const auth = ctx.signedIn();
  const visible = await ctx.db
    .selectFrom('price_change_requests')
    .select(['id', 'requested_by'])
    .where('id', '=', requestId)
    .where(inStations('price_change_requests.studio_id', await auth.stationIds()))
    .executeTakeFirst();
  if (!visible) throw notFound(requestEntity());
  if (decision === 'approve' && visible.requested_by === auth.userId) throw invalidField('requestId', t('orders.server.priceOwnRequest'));
  const name = await callerName(ctx.db, auth.userId);
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const next = await claimVersion(trx, 'price_change_requests', requestId, version, requestEntity(), now);
    const request = await trx.selectFrom('price_change_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    const status = nextPriceChangeStatus(request.status, decision === 'approve' ? 'priceChange.approve' : 'priceChange.reject');
    if (status === null) throw refusal(t('orders.server.priceDecided', { decision: request.status === 1 ? t('orders.server.approved') : t('orders.server.rejected') }));
    if (status === 1) {
      const order = await trx.selectFrom('orders').select(['id', 'order_no', 'status', 'version', 'member_id', 'paid_cents', 'refunded_cents', 'amount_cents']).where('id', '=', request.order_id).executeTakeFirstOrThrow();
      const paid = Number(order.paid_cents) > Number(order.refunded_cents);
      if (!nextOrderStep(order.status, 'order.requestPriceChange', { paid })) {
        throw refusal(t('orders.server.priceOrderMoved', { orderNo: order.order_no, status: statusLabel(order.status) }));
      }
      // The order's own version check: a transition committing meanwhile makes this fail (104).
      const orderVersion = await claimVersion(trx, 'orders', order.id, order.version, t('orders.server.entity.order'), now).catch((e: unknown) => {
        throw e instanceof CareOpsError && e.code === 'staleVersion' ? new CareOpsError('staleVersion', t('orders.server.lostRace', { orderNo: order.order_no, status: statusLabel(order.status) })) : e;
      });
      const oldAmount = Number(order.amount_cents);
      await trx.updateTable('orders').set({ amount_cents: request.new_amount_cents }).where('id', '=', order.id).execute();
      const data = { requestId, oldAmountCents: oldAmount, newAmountCents: Number(request.new_amount_cents) };
      await trx
        .insertInto('order_events')
        .values({ order_id: order.id, at: now, event: 'order.priceChanged', from_status: order.status, to_status: order.status, actor_kind: 'staff', actor_id: auth.userId, actor_name: name, reason: request.reason, data: JSON.stringify(data) })
        .execute();
      await audit({ action: 'order.priceChanged', entity: 'order', entityId: order.id, before: { amountCents: oldAmount, version: order.version }, after: { amountCents: Number(request.new_amount_cents), version: orderVersion, requestId } });
    }
    await trx
      .updateTable('price_change_requests')
      .set({ status, decided_by: auth.userId, decided_at: now, decision_reason: reason ?? '' })
      .where('id', '=', requestId)
      .execute();
    await audit({ action: `orderAlterPrice.${decision}`, entity: 'price_change_request', entityId: requestId, before: { status: request.status }, after: { status, version: next, ...(reason ? { reason } : {}) } });
    const [answer] = await loadPriceChanges(trx, [requestId]);
    if (!answer) throw notFound(requestEntity());
    return answer;
  });
};
