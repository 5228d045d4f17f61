import { BUSINESS_DAY_OFFSET_MS, DAY_MS } from '@careops/core/contract';
import { orderStatusEnum, slugOf } from '@careops/core/enums';
import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';

/** The start (epoch ms) of the business day holding `at`. */
export function businessDayStart(at: number): number {
  return Math.floor((at + BUSINESS_DAY_OFFSET_MS) / DAY_MS) * DAY_MS - BUSINESS_DAY_OFFSET_MS;
}

/**
 * getOrderDayCounts (Home): orders created on each of the last `days` business days (today
 * included), by status, within the caller's stations. One grouped statement over the
 * created_at index; days without orders count 0.
 */
export const getOrderDayCounts: Handler<'getOrderDayCounts'> = async (ctx) => {
  const days = ctx.body.days;
  const today = businessDayStart(Date.now());
  const first = today - (days - 1) * DAY_MS;
  const dayStarts = Array.from({ length: days }, (_, i) => first + i * DAY_MS);
  // Literals, not parameters: PostgreSQL groups by the same expression only when it is written the same.
  const dayIndex = sql<number>`(orders.created_at - ${sql.lit(first)}) / ${sql.lit(DAY_MS)}`;
  const rows = await ctx.db
    .selectFrom('orders')
    .select([dayIndex.as('day'), 'orders.status as status', sql<number>`count(*)`.as('n')])
    .where('orders.created_at', '>=', first)
    .where(inStations('orders.studio_id', await ctx.signedIn().stationIds()))
    .groupBy([dayIndex, 'orders.status'])
    .execute();
  const byStatus = new Map<number, number[]>();
  for (const row of rows) {
    const day = Math.floor(Number(row.day));
    if (day < 0 || day >= days) continue;
    const status = Number(row.status);
    const counts = byStatus.get(status) ?? Array.from({ length: days }, () => 0);
    counts[day] = (counts[day] ?? 0) + Number(row.n);
    byStatus.set(status, counts);
  }
  const series = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, counts]) => ({ status, slug: slugOf(orderStatusEnum, status) ?? String(status), counts }));
  return { dayStarts, series };
};
