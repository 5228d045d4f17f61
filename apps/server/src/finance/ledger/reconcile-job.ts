import { repeatJob } from '../../jobs/repeat-job';
import type { Services } from '../../services';
import { reconcileAndKeep } from './reconcile-handlers';

/**
 * The scheduled reconciliation: the whole ledger, soon after start and then every
 * CAREOPS_RECONCILE_MINUTES (default 60, at most a day); its report feeds the console's badge. A run never
 * overlaps the previous one; differences are logged as warnings, never fixed.
 */

const FIRST_RUN_DELAY_MS = 5_000;

export function scheduleReconciliation(services: Services): () => void {
  return repeatJob(services, 'ledger reconciliation', services.config.reconcileIntervalMs, async () => {
    const report = await reconcileAndKeep(services.db);
    if (!report.ok) services.log.warn({ differences: report.differences.length, first: report.differences[0]?.message }, 'ledger reconciliation found differences');
  }, { firstAfterMs: FIRST_RUN_DELAY_MS });
}
