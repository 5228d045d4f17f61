import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatJob } from './repeat-job';

const log = () => ({ error: vi.fn() });

describe('repeatJob', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs every period, skips a tick while a run is still going, and stops', async () => {
    let release: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const stop = repeatJob({ log: log() as never }, 'test job', 1000, run);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs first after firstAfterMs when given, and logs a failure under the job\'s name', async () => {
    const logger = log();
    const failure = new Error('database gone');
    const run = vi.fn(() => Promise.reject(failure));
    const stop = repeatJob({ log: logger as never }, 'test job', 60_000, run, { firstAfterMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith({ err: failure }, 'test job failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
