import { describe, expect, it } from 'vitest';
import { reconcileIntervalMs } from './reconcile-job';

describe('the reconciliation interval', () => {
  it('is an hour by default, the minutes given, never beyond a day (a longer timer would fire at once)', () => {
    expect(reconcileIntervalMs({})).toBe(3_600_000);
    expect(reconcileIntervalMs({ CAREOPS_RECONCILE_MINUTES: '5' })).toBe(300_000);
    expect(reconcileIntervalMs({ CAREOPS_RECONCILE_MINUTES: '100000' })).toBe(86_400_000);
    expect(reconcileIntervalMs({ CAREOPS_RECONCILE_MINUTES: 'soon' })).toBe(3_600_000);
    expect(reconcileIntervalMs({ CAREOPS_RECONCILE_MINUTES: '-1' })).toBe(3_600_000);
  });
});
