import { businessDayOf, businessDayRange } from '@careops/core/format';
import { orderStatusEnum, slugOf } from '@careops/core/enums';
import { sql } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';

/** The start (epoch ms) of the business day holding `at`, in the business time zone. */
export function businessDayStart(at: number): number {
  return businessDayRange(businessDayOf(at))?.start ?? at;
}

/** The start of the business day `offset` days after the one starting at `dayStart` (days may last 23 or 25 hours). */
function dayAfter(dayStart: number, offset: number): number {
  const [year, month, day] = businessDayOf(dayStart).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + offset));
  return businessDayRange(date.toISOString().slice(0, 10))?.start ?? dayStart;
}

// Orders are counted per quarter hour and the quarters put into days here: every zone's day
// starts on a quarter hour, and days of a zone with daylight saving are not all 24 hours long.
const QUARTER_MS = 900_000;

/**
 * getOrderDayCounts (Home): orders created on each of the last `days` business days (today
 * included), by status, within the caller's stations. One grouped statement over the
 * created_at index; days without orders count 0.
 */
export const getOrderDayCounts: Handler<'getOrderDayCounts'> = async (ctx) => {
  const days = ctx.body.days;
  const today = businessDayStart(Date.now());
  const first = dayAfter(today, -(days - 1));
  const dayStarts = Array.from({ length: days }, (_, i) => dayAfter(first, i));
  // Literals, not parameters: PostgreSQL groups by the same expression only when it is written the same.
  const dayIndex = sql<number>`(orders.created_at - ${sql.lit(first)}) / ${sql.lit(QUARTER_MS)}`;
  const rows = await ctx.db
    .selectFrom('orders')
    .select([dayIndex.as('day'), 'orders.status as status', sql<number>`count(*)`.as('n')])
    .where('orders.created_at', '>=', first)
    .where(inStations('orders.studio_id', await ctx.signedIn().stationIds()))
    .groupBy([dayIndex, 'orders.status'])
    .execute();
  const byStatus = new Map<number, number[]>();
  for (const row of rows) {
    const quarterStart = first + Math.floor(Number(row.day)) * QUARTER_MS;
    const day = dayStarts.findLastIndex((start) => start <= quarterStart);
    if (day < 0 || day >= days) continue;
    const status = Number(row.status);
    const counts = byStatus.get(status) ?? Array.from({ length: days }, () => 0);
    counts[day] = (counts[day] ?? 0) + Number(row.n);
    byStatus.set(status, counts);
  }
  const series = [...byStatus.entries()].sort(([a], [b]) => a - b).map(([status, counts]) => ({ status, slug: slugOf(orderStatusEnum, status) ?? String(status), counts }));
  return { dayStarts, series };
};
