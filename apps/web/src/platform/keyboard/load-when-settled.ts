/** How long without a new fetch (code, data) counts as the page having settled. */
const QUIET_MS = 500;
/** However busy the page, the work starts by then. */
const LATEST_MS = 5_000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  scheduler?: { yield?: () => Promise<void> };
}
const idleWindow = (): IdleWindow => (typeof window === 'undefined' ? {} : (window as unknown as IdleWindow));

/** Gives the main thread back (input, paint) before the next step: each step is its own task. */
export function nextTask(): Promise<void> {
  const scheduler = idleWindow().scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `run` once the page has settled: no resource fetched for QUIET_MS (the page's chunks and
 * first data are in), then an idle moment; at the latest after LATEST_MS. Returns a cancel.
 */
export function whenPageSettles(run: () => void): () => void {
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const onQuiet = () => {
    const idle = idleWindow().requestIdleCallback;
    if (idle) idle(finish, { timeout: 1_000 });
    else finish();
  };
  const restartQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(onQuiet, QUIET_MS);
  };
  const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(restartQuiet);
  observer?.observe({ type: 'resource' });
  restartQuiet();
  const latest = setTimeout(finish, LATEST_MS);
  function cancel() {
    observer?.disconnect();
    clearTimeout(quietTimer);
    clearTimeout(latest);
  }
  return () => {
    done = true;
    cancel();
  };
}
