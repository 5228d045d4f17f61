import { describe, expect, it } from 'vitest';
import { loadReasons, RECENT_REASONS_KEPT, rememberReason } from './recent-reasons';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('recent reasons', () => {
  it('keeps the newest first, once each, per user and queue', () => {
    const store = memory();
    rememberReason(store, 1, 'applications', 'licence blurred');
    rememberReason(store, 1, 'applications', 'ID expired');
    expect(rememberReason(store, 1, 'applications', ' Licence blurred ')).toEqual(['Licence blurred', 'ID expired']);
    expect(loadReasons(store, 2, 'applications')).toEqual([]);
    expect(loadReasons(store, 1, 'cards')).toEqual([]);
  });

  it('keeps a few and survives a damaged entry', () => {
    const store = memory();
    for (let i = 0; i < 12; i++) rememberReason(store, 1, 'cards', `reason ${i}`);
    expect(loadReasons(store, 1, 'cards')).toHaveLength(RECENT_REASONS_KEPT);
    expect(loadReasons(store, 1, 'cards')[0]).toBe('reason 11');
    store.data.set('careops.review.reasons.cards.1', '{oops');
    expect(loadReasons(store, 1, 'cards')).toEqual([]);
  });
});
