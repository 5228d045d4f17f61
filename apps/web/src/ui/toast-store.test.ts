import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS, TOAST_THROTTLE_MS, toast, toastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    toastStore.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('shows at most one toast per 100 ms and removes each after 5 s', () => {
    expect(toast.error('first')).toBeTypeOf('number');
    expect(toast.error('burst')).toBeUndefined();
    vi.advanceTimersByTime(TOAST_THROTTLE_MS);
    expect(toast.info('cancelled')).toBeTypeOf('number');
    expect(toastStore.get().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'first'],
      ['info', 'cancelled'],
    ]);
    vi.advanceTimersByTime(TOAST_MS - TOAST_THROTTLE_MS);
    expect(toastStore.get().map((t) => t.message)).toEqual(['cancelled']);
    vi.advanceTimersByTime(TOAST_THROTTLE_MS);
    expect(toastStore.get()).toEqual([]);
  });
});
