import { repeatJob } from '../../jobs/repeat-job';
import type { Services } from '../../services';
import { num } from './coupon-access';
import { driveGrant, isDriving } from './grant-runner';

/**
 * The coupons' scheduled job: unused member coupons past their expiry become expired (one
 * statement, idempotent), and grants left running by a stopped server (nothing advanced them
 * for a while) are driven again from their next pending recipient.
 */

/** A running grant nobody advanced for this long is picked up again. */
const STALLED_MS = 30_000;

export interface CouponJobResult {
  expired: number;
  resumed: number;
}

export async function runCouponJobs(services: Services, now = Date.now()): Promise<CouponJobResult> {
  const expired = await services.db
    .updateTable('member_coupons')
    .set({ status: 'expired', updated_at: now })
    .where('status', '=', 'unused')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  const stalled = await services.db.selectFrom('coupon_grants').select('id').where('status', '=', 'running').where('updated_at', '<', now - STALLED_MS).execute();
  const resumed = stalled.map((g) => num(g.id)).filter((id) => !isDriving(id));
  await Promise.all(resumed.map((id) => driveGrant(services, id)));
  return { expired: Number(expired.numUpdatedRows), resumed: resumed.length };
}

/** Runs the job every CAREOPS_ORDER_JOB_SECONDS (never two runs at once); answers a stop function. */
export function startCouponJobs(services: Services): () => void {
  return repeatJob(services, 'coupon jobs', services.config.orderJobIntervalMs, async () => {
    const r = await runCouponJobs(services);
    if (r.expired || r.resumed) services.log.info({ ...r }, 'coupon jobs ran');
  });
}
