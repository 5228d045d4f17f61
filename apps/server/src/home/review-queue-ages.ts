import { DAY_MS, QUEUE_AGE_BANDS_DAYS, type ReviewQueueAges, type ReviewQueueId } from '@careops/core/contract';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Handler } from '../http/handler-types';
import { inStations } from '../list/station-scope';

type Queue = ReviewQueueAges['queues'][number];

interface QueueSource {
  id: ReviewQueueId;
  /** The action a caller needs to see this queue. */
  permission: string;
  table: 'orders' | 'price_change_requests' | 'nurse_applications' | 'assistive_cards';
  /** When an item came into the queue. */
  since: string;
  waiting: RawBuilder<SqlBool>;
  /** The station column, when the queue is scoped by station. */
  station?: string;
}

/** The queues, the same items the Home board counts (getOrderQueueCounts, getReviewQueueCounts). */
const SOURCES: readonly QueueSource[] = [
  { id: 'organisationReview', permission: 'orderList.review', table: 'orders', since: 'created_at', waiting: sql<SqlBool>`status = -2`, station: 'studio_id' },
  { id: 'customerServiceReview', permission: 'orderList.review', table: 'orders', since: 'created_at', waiting: sql<SqlBool>`status = -1`, station: 'studio_id' },
  { id: 'priceChanges', permission: 'orderAlterPrice.review', table: 'price_change_requests', since: 'created_at', waiting: sql<SqlBool>`status = 2`, station: 'studio_id' },
  { id: 'nurseApplications', permission: 'nurseExamine.review', table: 'nurse_applications', since: 'submitted_at', waiting: sql<SqlBool>`status = 2`, station: 'studio_id' },
  { id: 'assistiveCards', permission: 'assistiveCard.review', table: 'assistive_cards', since: 'submitted_at', waiting: sql<SqlBool>`status = 2` },
];

async function agesOf(ctx: Parameters<Handler<'getReviewQueueAges'>>[0], source: QueueSource, stations: number[] | null, now: number): Promise<Queue> {
  const since = sql.ref(source.since);
  const bounds = QUEUE_AGE_BANDS_DAYS.map((days) => now - days * DAY_MS);
  // Band i holds items that came in after bounds[i] and not after bounds[i-1] (newest first).
  const bands = [...bounds, null].map((after, i) => {
    const newer = i === 0 ? null : bounds[i - 1]!;
    const conditions = [after === null ? null : sql`${since} > ${after}`, newer === null ? null : sql`${since} <= ${newer}`].filter((c) => c !== null);
    return sql<number>`coalesce(sum(case when ${sql.join(conditions, sql` and `)} then 1 else 0 end), 0)`.as(`band${i}`);
  });
  let query = ctx.db.selectFrom(source.table).select([sql<number>`count(*)`.as('n'), sql<number | null>`min(${since})`.as('oldest'), ...bands]).where(source.waiting);
  if (source.station) query = query.where(inStations(`${source.table}.${source.station}`, stations));
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  const count = Number(row?.n ?? 0);
  return {
    id: source.id,
    count,
    ages: bands.map((_, i) => Number(row?.[`band${i}`] ?? 0)),
    oldestAt: count > 0 && row?.oldest !== null && row?.oldest !== undefined ? Number(row.oldest) : null,
  };
}

/**
 * getReviewQueueAges (Home): each review queue the caller may work, with how long its items
 * have waited (under a day, 1–3 days, 3 days or more) and its oldest item, within the caller's
 * stations. A queue the caller may not review is left out.
 */
export const getReviewQueueAges: Handler<'getReviewQueueAges'> = async (ctx) => {
  const auth = ctx.signedIn();
  const allowed = await Promise.all(SOURCES.map((s) => ctx.services.queries.has(auth.userId, s.permission)));
  const stations = await auth.stationIds();
  const now = Date.now();
  const queues: Queue[] = [];
  for (const [index, source] of SOURCES.entries()) if (allowed[index]) queues.push(await agesOf(ctx, source, stations, now));
  return { queues };
};
