// Helpers of the coupon server tests: members made for a test (phones 1385xxxxxxx), coupons
// and grants through the API, a grant's job awaited through the test hook.
import { apiCall, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import type { SystemClient } from './system-fixtures';

let made = 0;
const DAY = 86_400_000;

export interface CouponKit {
  /** `count` new enabled members (created `daysAgo` days ago); answers their ids and phones. */
  members(count: number, daysAgo?: number): Promise<Array<{ id: number; phone: string }>>;
  coupon(fields?: Record<string, unknown>): Promise<{ id: number; version: number }>;
  /** Grants and waits for the grant's job to end; answers the finished grant. */
  grant(body: Record<string, unknown>, as?: string): Promise<{ id: number; status: string; granted: number; refused: number; total: number }>;
  awaitGrant(grantId: number): Promise<void>;
  hook<T>(path: string, body?: unknown): Promise<T>;
  count(text: string, params?: unknown[]): Promise<number>;
  key(): string;
}

export function couponKit(server: () => TestServer, api: SystemClient): CouponKit {
  const hook = async <T>(path: string, body: unknown = {}): Promise<T> => {
    const answer = await apiCall<T>(server().url, path, body);
    if (answer.resultcode !== 1) throw new Error(`${path} answered ${answer.resultcode}: ${answer.msg}`);
    return answer.result;
  };
  const awaitGrant = async (grantId: number) => {
    await hook('/api/test/awaitCouponGrant', { grantId });
  };
  const key = () => `test-${process.pid}-${++made}-${Date.now()}`;
  return {
    async members(count, daysAgo = 0) {
      const batch = ++made;
      const at = Date.now() - daysAgo * DAY;
      const rows: Array<{ id: number; phone: string }> = [];
      for (let i = 0; i < count; i++) {
        const phone = `1385${String(((process.pid % 100) * 1000 + batch) % 100_000).padStart(5, '0')}${String(i).padStart(2, '0')}`;
        await sqlOn(server(), 'insert into members (phone, nickname, created_at, updated_at) values (?, ?, ?, ?)', [phone, `Coupon member ${batch}-${i}`, at, at]);
        rows.push({ id: await countOn(server(), 'select id from members where phone = ?', [phone]), phone });
      }
      return rows;
    },
    async coupon(fields = {}) {
      const c = await api.ok('admin', 'addCoupon', { name: `Test coupon ${++made}`, kind: 'cash', value: '10', quantity: 100, validDays: 30, ...fields });
      return { id: c.id, version: c.version };
    },
    async grant(body, as = 'admin') {
      const started = await api.ok(as, 'addCouponGrant', { idempotencyKey: key(), ...body });
      await awaitGrant(started.id);
      return api.ok(as, 'getCouponGrant', { grantId: started.id });
    },
    awaitGrant,
    hook,
    count: (text, params = []) => countOn(server(), text, params),
    key,
  };
}
