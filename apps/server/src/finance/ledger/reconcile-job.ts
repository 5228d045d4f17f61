import type { Services } from '../../services';
import { reconcileAndKeep } from './reconcile-handlers';

/**
 * The scheduled reconciliation: the whole ledger, soon after start and then every
 * CAREOPS_RECONCILE_MINUTES (default 60, at most a day); its report feeds the console's badge. A run never
 * overlaps the previous one; differences are logged as warnings, never fixed.
 */

/** At most a day: a timer's delay beyond 2^31 − 1 ms fires at once, again and again. */
const LONGEST_MS = 86_400_000;

export function reconcileIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.CAREOPS_RECONCILE_MINUTES;
  const minutes = raw === undefined || raw.trim() === '' ? 60 : Number(raw);
  return Number.isFinite(minutes) && minutes > 0 ? Math.min(minutes * 60_000, LONGEST_MS) : 3_600_000;
}

const FIRST_RUN_DELAY_MS = 5_000;

export function scheduleReconciliation(services: Services): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    reconcileAndKeep(services.db)
      .then((report) => {
        if (!report.ok) services.log.warn({ differences: report.differences.length, first: report.differences[0]?.message }, 'ledger reconciliation found differences');
      })
      .catch((error: unknown) => services.log.error({ err: error }, 'ledger reconciliation failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  first.unref();
  const timer = setInterval(run, reconcileIntervalMs());
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
