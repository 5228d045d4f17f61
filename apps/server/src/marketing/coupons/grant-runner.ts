import type { RecipientRefusal } from '@careops/core/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Services } from '../../services';
import { forUpdate, num } from './coupon-access';
import { expiryFor } from './coupon-rules';
import { allot } from './grant-allot';
import { chunks, heldCounts } from './grant-recipients';

/**
 * A grant is one job: its recipients are stored first, then given the coupon a chunk at a
 * time, each chunk in one transaction holding the coupon's row lock (PostgreSQL; SQLite has
 * one writer), so two grants of one coupon never both see the last units or a member's last
 * free place. The job runs in the server, whoever asked; a client follows its progress.
 */

const CHUNK = 2000;
const INSERT_ROWS = 500;

interface LockedCoupon {
  quantity: number;
  granted: number;
  per_member_limit: number;
  status: number;
  valid_until: number | null;
  valid_days: number | null;
}

async function lockCoupon(trx: Transaction<Database>, dialect: Services['dialect'], couponId: number): Promise<LockedCoupon | undefined> {
  const read = await sql<LockedCoupon>`select quantity, granted, per_member_limit, status, valid_until, valid_days from coupons where id = ${couponId}${sql.raw(forUpdate(dialect))}`.execute(trx);
  return read.rows[0];
}

/** Gives the next chunk of a running grant; answers whether more is left. */
export async function runGrantChunk(services: Pick<Services, 'db' | 'dialect'>, grantId: number, now = Date.now()): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const grant = await trx.selectFrom('coupon_grants').select(['id', 'coupon_id', 'status', 'refused']).where('id', '=', grantId).executeTakeFirst();
    if (!grant || grant.status !== 'running') return false;
    const coupon = await lockCoupon(trx, services.dialect, grant.coupon_id);
    const grantStill = await trx.selectFrom('coupon_grants').select('status').where('id', '=', grantId).executeTakeFirst();
    if (!coupon || grantStill?.status !== 'running') return false;
    const pending = (await trx.selectFrom('coupon_grant_recipients').select(['id', 'member_id']).where('grant_id', '=', grantId).where('status', '=', 'pending').orderBy('id').limit(CHUNK).execute())
      .map((r) => ({ id: num(r.id), memberId: num(r.member_id) }));
    if (!pending.length) {
      const status = num(grant.refused) > 0 ? 'partial' : 'done';
      await trx.updateTable('coupon_grants').set({ status, finished_at: now, updated_at: now }).where('id', '=', grantId).execute();
      return false;
    }
    const rules = { validUntil: coupon.valid_until === null ? null : num(coupon.valid_until), validDays: coupon.valid_days === null ? null : num(coupon.valid_days) };
    const over = num(coupon.status) !== 1 || (rules.validUntil !== null && rules.validUntil <= now);
    const { granted, refused } = over
      ? { granted: [], refused: pending.map((p) => ({ ...p, reason: 'couponDisabled' as RecipientRefusal })) }
      : allot(pending, await heldCounts(trx, grant.coupon_id, pending.map((p) => p.memberId)), num(coupon.per_member_limit), num(coupon.quantity) - num(coupon.granted));
    const expiresAt = expiryFor(rules, now);
    for (const part of chunks(granted, INSERT_ROWS)) {
      await trx.insertInto('member_coupons')
        .values(part.map((r) => ({ coupon_id: grant.coupon_id, member_id: r.memberId, status: 'unused', expires_at: expiresAt, used_at: null, order_id: null, grant_id: grantId, created_at: now, updated_at: now })))
        .execute();
    }
    if (granted.length) await trx.updateTable('coupons').set((eb) => ({ granted: eb('granted', '+', granted.length) })).where('id', '=', grant.coupon_id).execute();
    const byReason = new Map<RecipientRefusal, number[]>();
    for (const r of refused) byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), r.id]);
    for (const [reason, ids] of byReason) {
      for (const part of chunks(ids)) await trx.updateTable('coupon_grant_recipients').set({ status: 'refused', reason }).where('id', 'in', part).execute();
    }
    // Every pending recipient up to the chunk's last one was refused above or is granted now.
    const lastId = pending[pending.length - 1]!.id;
    if (granted.length) await trx.updateTable('coupon_grant_recipients').set({ status: 'granted' }).where('grant_id', '=', grantId).where('status', '=', 'pending').where('id', '<=', lastId).execute();
    await trx.updateTable('coupon_grants')
      .set((eb) => ({ processed: eb('processed', '+', pending.length), granted: eb('granted', '+', granted.length), refused: eb('refused', '+', refused.length), updated_at: now }))
      .where('id', '=', grantId)
      .execute();
    return true;
  });
}

const driving = new Map<number, Promise<void>>();

/** Runs a grant to its end in the background (once per grant in this server); answers when it ends. */
export function driveGrant(services: Services, grantId: number): Promise<void> {
  const running = driving.get(grantId);
  if (running) return running;
  const run = (async () => {
    while (await runGrantChunk(services, grantId)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  })()
    .catch((error: unknown) => services.log.error({ err: error, grantId }, 'coupon grant stopped; the coupon job resumes it'))
    .finally(() => driving.delete(grantId));
  driving.set(grantId, run);
  return run;
}

/** Whether this server is running the grant now. */
export const isDriving = (grantId: number) => driving.has(grantId);
