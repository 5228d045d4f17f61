import { t } from '@careops/core/i18n';
import { PUBLIC } from '@careops/core/permissions';
import type { Transaction } from 'kysely';
import * as z from 'zod';
import type { Database } from '../db/schema';
import type { RouteSpec } from '../http/register-endpoints';
import { orderNotFound } from '../orders/order-access';
import { runOrderJobs } from '../orders/order-jobs';
import { journalOrderPayment } from '../orders/order-ledger';
import { transitionOrder, type OrderActor } from '../orders/transition-order';
import { assertNurseFits, loadNurse, requiredTitleOf } from '../orders/nurse-fit';
import type { Services } from '../services';

/**
 * Test hooks standing in for the member and nurse apps (CAREOPS_TEST_HOOKS=1 only): the apps'
 * order events through the same machine and transaction as staff's, the scheduler run now,
 * and an order's clocks set in the past.
 */

const APP_EVENTS = ['order.pay', 'order.accept', 'order.start', 'order.finishService', 'order.finish'] as const;
const orderEventRequest = z.object({
  orderId: z.number().int().positive(),
  event: z.enum(APP_EVENTS),
  /** accept: the nurse taking the order (default: the one assigned). */
  nurseId: z.number().int().positive().optional(),
  /** pay: how the member paid (e-coin comes off their balance). */
  method: z.enum(['wechat', 'alipay', 'ecoin', 'card']).default('wechat'),
});

const stepAt = (orderId: number, nurseId: number | null, step: string, at: number) => ({
  order_id: orderId,
  nurse_id: nurseId,
  step,
  at,
  latitude: 31.23 + (orderId % 100) / 1000,
  longitude: 121.47 + (orderId % 97) / 1000,
  place: `test place of order ${orderId}`,
  photos: JSON.stringify([`/demo/photos/${step}-${orderId}.svg`]),
});

/** The member pays the order's amount: a payment row, paid_cents and the journal. */
async function recordPayment(trx: Transaction<Database>, services: Services, orderId: number, method: string, now: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['order_no', 'amount_cents', 'member_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const amount = Number(order.amount_cents);
  await trx.insertInto('order_payments').values({ order_id: orderId, kind: 'payment', method, amount_cents: amount, status: 'succeeded', reference: `PY${order.order_no}`, created_at: now, updated_at: now }).execute();
  await trx.updateTable('orders').set({ paid_cents: amount }).where('id', '=', orderId).execute();
  await journalOrderPayment(trx, services.dialect, { orderId, orderNo: order.order_no, memberId: order.member_id, method, amountCents: amount, actorId: null, at: now });
}

export function orderHookRoutes(services: Services): RouteSpec[] {
  const env = { dialect: services.dialect, config: services.config };
  return [
    {
      name: 'test.orderEvent',
      def: { path: '/api/test/orderEvent', method: 'POST', permission: PUBLIC, mutates: true, request: orderEventRequest, response: z.object({ status: z.number(), version: z.number() }) },
      handler: async (ctx) => {
        const b = ctx.body as z.output<typeof orderEventRequest>;
        const order = await ctx.db
          .selectFrom('orders')
          .innerJoin('members', 'members.id', 'orders.member_id')
          .select(['orders.id', 'orders.member_id', 'members.nickname', 'orders.nurse_id', 'orders.studio_id', 'orders.service_id', 'orders.package_id'])
          .where('orders.id', '=', b.orderId)
          .executeTakeFirst();
        if (!order) throw orderNotFound();
        let actor: OrderActor = { kind: 'member', id: order.member_id, name: order.nickname || t('orders.server.entity.member') };
        const nurseId = b.nurseId ?? order.nurse_id;
        if (b.event !== 'order.pay' && b.event !== 'order.finish') {
          const nurse = nurseId === null ? undefined : await loadNurse(ctx.db, nurseId);
          if (b.event === 'order.accept') assertNurseFits(nurse, order.studio_id, await requiredTitleOf(ctx.db, order));
          actor = { kind: 'nurse', id: nurseId, name: nurse?.name ?? t('orders.server.entity.nurse') };
        }
        return ctx.mutate(async (trx, audit) => {
          const now = Date.now();
          const outcome = await transitionOrder(trx, env, { orderId: b.orderId, event: b.event, actor, now, ...(b.event === 'order.accept' ? { set: { nurse_id: nurseId }, data: { nurseId } } : {}) }, audit);
          if (b.event === 'order.pay') await recordPayment(trx, services, b.orderId, b.method, now);
          if (b.event === 'order.start') await trx.insertInto('order_service_steps').values([stepAt(b.orderId, nurseId, 'depart', now - 1_800_000), stepAt(b.orderId, nurseId, 'arrive', now - 60_000), stepAt(b.orderId, nurseId, 'start', now)]).execute();
          if (b.event === 'order.finishService') await trx.insertInto('order_service_steps').values(stepAt(b.orderId, nurseId, 'finish', now)).execute();
          return { status: outcome.to, version: outcome.version };
        });
      },
    },
    {
      name: 'test.runOrderJobs',
      def: { path: '/api/test/runOrderJobs', method: 'POST', permission: PUBLIC, mutates: false, request: z.object({}).passthrough(), response: z.object({ expiredPayment: z.number(), expiredAcceptance: z.number(), autoFinished: z.number(), failed: z.number() }) },
      handler: async () => runOrderJobs(services),
    },
    {
      name: 'test.setOrderClock',
      def: {
        path: '/api/test/setOrderClock',
        method: 'POST',
        permission: PUBLIC,
        mutates: false,
        request: z.object({ orderId: z.number().int().positive(), deadlineAt: z.number().int().nullable().optional(), serviceEndedAt: z.number().int().nullable().optional(), wasteDueAt: z.number().int().optional() }),
        response: z.object({ orderId: z.number() }),
      },
      handler: async (ctx) => {
        const b = ctx.body as { orderId: number; deadlineAt?: number | null; serviceEndedAt?: number | null; wasteDueAt?: number };
        const set = { ...(b.deadlineAt !== undefined ? { deadline_at: b.deadlineAt } : {}), ...(b.serviceEndedAt !== undefined ? { service_ended_at: b.serviceEndedAt } : {}) };
        if (Object.keys(set).length) await ctx.db.updateTable('orders').set(set).where('id', '=', b.orderId).execute();
        if (b.wasteDueAt !== undefined) await ctx.db.updateTable('medical_waste_tasks').set({ due_at: b.wasteDueAt }).where('order_id', '=', b.orderId).execute();
        return { orderId: b.orderId };
      },
    },
  ];
}
