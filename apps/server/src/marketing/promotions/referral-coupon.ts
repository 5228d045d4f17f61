import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { num } from '../content-access';

const DAY = 24 * 60 * 60 * 1000;

/** What became of the coupon a referred member is to receive. */
export type ReferralCouponOutcome = 'granted' | 'none' | 'exhausted' | 'unavailable' | 'limit';

/**
 * Gives a referred member the promotion's coupon, inside the sign-up's transaction. The
 * coupon's quantity is claimed by a guarded increment (`granted < quantity`), so concurrent
 * sign-ups never hand out more than it has; a disabled or expired coupon, or one the member
 * already holds to its per-member limit, is not given and the outcome says why.
 */
export async function grantReferralCoupon(trx: Transaction<Database>, couponId: number | null, memberId: number, now: number): Promise<{ outcome: ReferralCouponOutcome; memberCouponId: number | null }> {
  if (couponId === null) return { outcome: 'none', memberCouponId: null };
  const coupon = await trx.selectFrom('coupons').select(['id', 'status', 'valid_from', 'valid_until', 'valid_days', 'per_member_limit']).where('id', '=', couponId).executeTakeFirst();
  if (!coupon || num(coupon.status) !== 1 || (coupon.valid_until !== null && num(coupon.valid_until) <= now)) return { outcome: 'unavailable', memberCouponId: null };
  const held = await trx.selectFrom('member_coupons').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', couponId).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  if (num(held.n) >= num(coupon.per_member_limit)) return { outcome: 'limit', memberCouponId: null };
  const claimed = await sql`update coupons set granted = granted + 1, updated_at = ${now} where id = ${couponId} and granted < quantity and status = 1`.execute(trx);
  if (Number(claimed.numAffectedRows ?? 0n) !== 1) return { outcome: 'exhausted', memberCouponId: null };
  const expiresAt = coupon.valid_days !== null ? now + num(coupon.valid_days) * DAY : coupon.valid_until !== null ? num(coupon.valid_until) : now + 365 * DAY;
  const row = await trx
    .insertInto('member_coupons')
    .values({ coupon_id: couponId, member_id: memberId, status: 'unused', expires_at: expiresAt, used_at: null, order_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outcome: 'granted', memberCouponId: num(row.id) };
}
