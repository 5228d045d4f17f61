// Deep pages of the order list from the maintained order counts (migration 0008): the triggers
// keep the counts exact through inserts and transitions, and every page by offset past the
// counts' threshold holds the rows the whole list has there, for each filter the counts answer.
import type { OrderSummary } from '@careops/core/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_COUNT_BUCKET_MS } from '../../apps/server/src/db/migrations/0008-order-counts';
import { COUNTS_MIN_OFFSET } from '../../apps/server/src/orders/order-list-counts';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

const COPIES = 8;
const DAY = 86_400_000;
const LIMIT = 50;

describe('deep pages of the order list', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);

  const countsMatchOrders = async () => {
    const kept = await sqlOn(server(), 'select bucket, status, studio_id, n from order_counts where n <> 0 order by bucket, status, studio_id');
    const actual = await sqlOn(server(), `select created_at / ${ORDER_COUNT_BUCKET_MS} as bucket, status, studio_id, count(*) as n from orders group by 1, 2, 3 order by 1, 2, 3`);
    expect(kept.map((r) => [Number(r.bucket), Number(r.status), Number(r.studio_id), Number(r.n)])).toEqual(actual.map((r) => [Number(r.bucket), Number(r.status), Number(r.studio_id), Number(r.n)]));
  };

  /** The whole list along its cursor (which never uses the counts). */
  const whole = async (who: string, body: Record<string, unknown>) => {
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const answer: { list: OrderSummary[]; nextCursor: string | null } = await api.ok(who, 'getOrderList', { ...body, limit: 500, ...(cursor ? { cursor } : {}) });
      ids.push(...answer.list.map((o) => o.id));
      cursor = answer.nextCursor;
    } while (cursor);
    return ids;
  };

  beforeAll(async () => {
    // Copies of the demo orders, each set 45 days further back: thousands of orders over many buckets.
    const columns = server().databaseUrl
      ? (await sqlOn(server(), "select column_name as name from information_schema.columns where table_name = 'orders' order by ordinal_position")).map((r) => String(r.name))
      : (await sqlOn(server(), "select name from pragma_table_info('orders')")).map((r) => String(r.name));
    const copied = columns.filter((c) => c !== 'id');
    const values = copied.map((c) => (c === 'order_no' ? "order_no || '-' || ?" : c === 'created_at' ? 'created_at - ?' : c)).join(', ');
    const original = Number((await sqlOn(server(), 'select max(id) as id from orders'))[0]?.id);
    for (let copy = 1; copy <= COPIES; copy++) {
      await sqlOn(server(), `insert into orders (${copied.join(', ')}) select ${values} from orders where id <= ?`, [String(copy), copy * 45 * DAY, original]);
    }
  });

  it('keeps the counts exact through bulk inserts, placements and transitions', async () => {
    expect(Number((await sqlOn(server(), 'select count(*) as n from orders'))[0]?.n)).toBeGreaterThan(COUNTS_MIN_OFFSET * 2);
    await countsMatchOrders();
    const order = await kit.place();
    await countsMatchOrders();
    expect((await api.call('admin', 'cancelOrder', { orderId: order.id, version: order.version, reason: 'Counts' })).resultcode).toBe(1);
    await countsMatchOrders();
    await sqlOn(server(), 'update orders set created_at = created_at - ? where id = ?', [400 * DAY, order.id]);
    await countsMatchOrders();
  });

  it('gives every deep page by offset the rows the whole list has there', async () => {
    const station = await kit.studioStation();
    const scenarios: Array<[string, Record<string, unknown>]> = [
      ['admin', {}],
      ['admin', { sort: 'createdAt' }],
      ['admin', { status: [5, 6] }],
      ['admin', { studioId: station, sort: '-createdAt' }],
      ['studio', {}],
    ];
    for (const [who, body] of scenarios) {
      const ids = await whole(who, body);
      const first = Math.floor(COUNTS_MIN_OFFSET / LIMIT) + 1;
      const last = Math.ceil(ids.length / LIMIT) + 1;
      for (let page = first; page <= last; page++) {
        const answer = await api.ok(who, 'getOrderList', { ...body, limit: LIMIT, page });
        expect(answer.total).toBe(ids.length);
        expect(answer.list.map((o) => o.id), `${who} ${JSON.stringify(body)} page ${page}`).toEqual(ids.slice((page - 1) * LIMIT, page * LIMIT));
      }
    }
  });
});
