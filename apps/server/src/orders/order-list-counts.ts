import { orderListFilters } from '@careops/core/contract';
import type { DialectName } from '../db/connect';
import { ORDER_COUNT_BUCKET_MS } from '../db/migrations/0008-order-counts';
import { forDialect, inIdsSql, joinSql, type SqlFragment } from '../list/sql-list';
import type { OrderListRequestLike } from './order-list-sql';

/**
 * Deep pages of the order list from the maintained order counts (migration 0008): the counts
 * per 30-day bucket say which bucket the page's offset falls in, so the window starts at that
 * bucket's edge (`created_at < edge`, newest first) and skips only the rows inside it.
 * Exact, because the triggers keep the counts in the same transaction as every change.
 */

/** Below this offset skipping index entries costs less than reading the counts. */
export const COUNTS_MIN_OFFSET = 1_000;

/** Filters the counts can answer; any other filter of the list makes it skip the ordinary way. */
const COUNTED_FILTERS = new Set(['status', 'studioId']);
const otherFilters = (Object.keys(orderListFilters) as Array<keyof typeof orderListFilters>).filter((key) => !COUNTED_FILTERS.has(key));

function countable(request: OrderListRequestLike): boolean {
  if (request.sort.field !== 'createdAt' || request.cursor) return false;
  if ((request.page - 1) * request.limit < COUNTS_MIN_OFFSET) return false;
  return otherFilters.every((key) => request[key] === undefined || request[key] === '');
}

/**
 * The statement that sums the counts per bucket in the list's order, or null when the request
 * is not one the counts answer (another sort or filter, a cursor, a shallow page).
 */
export function bucketCountsSql(request: OrderListRequestLike, stations: number[] | null, dialect: DialectName): SqlFragment | null {
  if (!countable(request)) return null;
  const where: SqlFragment[] = [];
  if (stations) where.push(inIdsSql('studio_id', stations));
  if (request.status?.length) where.push(inIdsSql('status', request.status));
  if (request.studioId !== undefined) where.push({ text: 'studio_id = ?', params: [request.studioId] });
  const condition = where.length ? joinSql(where, ' and ') : null;
  const direction = request.sort.direction === 'desc' ? 'desc' : 'asc';
  return {
    text: forDialect(`select bucket, sum(n) as n from order_counts${condition ? ` where ${condition.text}` : ''} group by bucket order by bucket ${direction}`, dialect),
    params: condition?.params ?? [],
  };
}

/** Where the page's window starts, from the bucket sums (in the list's order); null past the end. */
export function pageStartFromCounts(request: OrderListRequestLike, buckets: Array<{ bucket: number | string; n: number | string }>): { where: SqlFragment[]; offset: number } | null {
  const offset = (request.page - 1) * request.limit;
  let before = 0;
  for (const row of buckets) {
    const n = Number(row.n);
    if (before + n > offset) {
      const bucket = Number(row.bucket);
      const where =
        request.sort.direction === 'desc'
          ? { text: 'o.created_at < ?', params: [(bucket + 1) * ORDER_COUNT_BUCKET_MS] }
          : { text: 'o.created_at >= ?', params: [bucket * ORDER_COUNT_BUCKET_MS] };
      return { where: [where], offset: offset - before };
    }
    before += n;
  }
  return null;
}
