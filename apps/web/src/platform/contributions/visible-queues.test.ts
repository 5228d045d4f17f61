import { describe, expect, it } from 'vitest';
import type { WorkQueue } from './console-area';
import { visibleQueues } from './visible-queues';

const queue = (id: string, permission: string, link: string): WorkQueue => ({ id, title: () => id, permission, count: async () => 0, link });

describe('work queues', () => {
  const queues = [queue('a', 'orderList', '/order/order-list?status=-1'), queue('b', 'withdrawRecord', '/finance/withdraw-record')];

  it('shows only queues the user holds and can open', () => {
    const permitted = new Set(['orderList', 'withdrawRecord']);
    expect(visibleQueues(queues, permitted, (p) => p.startsWith('/order')).map((q) => q.id)).toEqual(['a']);
    expect(visibleQueues(queues, new Set(['withdrawRecord']), () => true).map((q) => q.id)).toEqual(['b']);
  });

  it('refuses a queue listed twice', () => {
    expect(() => visibleQueues([queues[0]!, queues[0]!], new Set(), () => true)).toThrow('work queue "a" is listed twice');
  });
});
