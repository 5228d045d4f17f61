import { AdvancePaymentStatus } from '@careops/core/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Advance payments of orders paid before they existed (migration 0019 on a database with orders,
 * and the demo seed, which writes its paid orders directly): refunded → cancelled, finished →
 * completed, otherwise in progress. Orders that already have one are left alone, so it runs again
 * harmlessly.
 */
export async function openAdvancePaymentsOfPaidOrders(db: Kysely<Database>, now: number): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'member_id', 'studio_id', 'paid_cents', 'refunded_cents', 'paid_at', 'finished_at', 'cancelled_at'])
    .where('paid_cents', '>', 0)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('advance_payments').select('advance_payments.id').whereRef('advance_payments.order_id', '=', 'orders.id'))))
    .orderBy('id')
    .execute();
  for (let i = 0; i < orders.length; i += 500) {
    const rows = orders.slice(i, i + 500).map((o) => {
      const refunded = Number(o.refunded_cents) >= Number(o.paid_cents);
      const finished = !refunded && o.finished_at !== null;
      const status = refunded ? AdvancePaymentStatus.cancelled : finished ? AdvancePaymentStatus.completed : AdvancePaymentStatus.inProgress;
      const endedAt = refunded ? (o.cancelled_at ?? now) : finished ? o.finished_at : null;
      const startedAt = Number(o.paid_at ?? now);
      return {
        order_id: o.id, member_id: o.member_id, studio_id: o.studio_id, amount_cents: Number(o.paid_cents), status,
        ended_at: endedAt === null ? null : Number(endedAt), created_at: startedAt, updated_at: Number(endedAt ?? startedAt),
      };
    });
    await db.insertInto('advance_payments').values(rows).execute();
  }
}
