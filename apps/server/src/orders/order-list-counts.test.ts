import { endpoints } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { ORDER_COUNT_BUCKET_MS } from '../db/migrations/0008-order-counts';
import { bucketCountsSql, COUNTS_MIN_OFFSET, pageStartFromCounts } from './order-list-counts';
import type { OrderListRequestLike } from './order-list-sql';

const request = (body: Record<string, unknown>) => endpoints.getOrderList.request.parse({ limit: 20, ...body }) as OrderListRequestLike;
const deep = Math.ceil(COUNTS_MIN_OFFSET / 20) + 1;

describe('bucketCountsSql', () => {
  it('sums the counts per bucket in the list order, for status, studio and stations', () => {
    expect(bucketCountsSql(request({ page: deep }), null, 'sqlite')).toEqual({ text: 'select bucket, sum(n) as n from order_counts group by bucket order by bucket desc', params: [] });
    expect(bucketCountsSql(request({ page: deep, sort: 'createdAt', status: [5, 6], studioId: 3 }), [3, 4], 'postgres')).toEqual({
      text: 'select bucket, sum(n) as n from order_counts where studio_id in ($1, $2) and status in ($3, $4) and studio_id = $5 group by bucket order by bucket asc',
      params: [3, 4, 5, 6, 3],
    });
  });

  it('leaves shallow pages, cursors, other sorts and other filters to the ordinary window', () => {
    expect(bucketCountsSql(request({ page: 2 }), null, 'sqlite')).toBeNull();
    expect(bucketCountsSql(request({ page: deep, sort: '-amountCents' }), null, 'sqlite')).toBeNull();
    expect(bucketCountsSql(request({ page: deep, nurseId: 4 }), null, 'sqlite')).toBeNull();
    expect(bucketCountsSql(request({ page: deep, memberPhone: '0052' }), null, 'sqlite')).toBeNull();
    expect(bucketCountsSql({ ...request({ page: deep }), cursor: 'x' }, null, 'sqlite')).toBeNull();
  });
});

describe('pageStartFromCounts', () => {
  const buckets = [
    { bucket: 30, n: 600 },
    { bucket: 29, n: 0 },
    { bucket: 28, n: 700 },
    { bucket: 27, n: 500 },
  ];

  it('starts the window at the edge of the bucket the offset falls in, with the offset inside it', () => {
    // Page 66 of 20 = offset 1300: 600 + 0 + 700 rows come before bucket 27.
    expect(pageStartFromCounts(request({ page: 66 }), buckets)).toEqual({ where: [{ text: 'o.created_at < ?', params: [28 * ORDER_COUNT_BUCKET_MS] }], offset: 0 });
    // Offset 1000 lies in bucket 28, 400 rows in.
    expect(pageStartFromCounts(request({ page: 51 }), buckets)).toEqual({ where: [{ text: 'o.created_at < ?', params: [29 * ORDER_COUNT_BUCKET_MS] }], offset: 400 });
    const oldestFirst = [...buckets].reverse();
    expect(pageStartFromCounts(request({ page: 51, sort: 'createdAt' }), oldestFirst)).toEqual({ where: [{ text: 'o.created_at >= ?', params: [28 * ORDER_COUNT_BUCKET_MS] }], offset: 500 });
  });

  it('answers null past the last row', () => {
    expect(pageStartFromCounts(request({ page: 91 }), buckets)).toBeNull();
  });
});
