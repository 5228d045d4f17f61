import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';
import { forUpdate } from '../coupons/coupon-access';
import { expiryFor } from '../coupons/coupon-rules';
import { num, numOrNull } from '../content-access';

/** What became of the coupon a referred member is to receive. */
export type ReferralCouponOutcome = 'granted' | 'none' | 'exhausted' | 'unavailable' | 'limit';

interface LockedCoupon {
  quantity: number;
  granted: number;
  per_member_limit: number;
  status: number;
  valid_until: number | null;
  valid_days: number | null;
}

/**
 * Gives a referred member the promotion's coupon, inside the sign-up's transaction, by the
 * rules coupon grants follow (docs/marketing.md, Grants): the coupon's row is locked first
 * (PostgreSQL; SQLite has one writer), so this and any grant job of the same coupon take turns
 * and neither its quantity nor the member's limit is exceeded. A disabled or ended coupon is not
 * given; the outcome says why.
 */
export async function grantReferralCoupon(trx: Transaction<Database>, dialect: DialectName, couponId: number | null, memberId: number, now: number): Promise<{ outcome: ReferralCouponOutcome; memberCouponId: number | null }> {
  if (couponId === null) return { outcome: 'none', memberCouponId: null };
  const read = await sql<LockedCoupon>`select quantity, granted, per_member_limit, status, valid_until, valid_days from coupons where id = ${couponId}${sql.raw(forUpdate(dialect))}`.execute(trx);
  const coupon = read.rows[0];
  const validUntil = numOrNull(coupon?.valid_until);
  if (!coupon || num(coupon.status) !== 1 || (validUntil !== null && validUntil <= now)) return { outcome: 'unavailable', memberCouponId: null };
  const held = await trx.selectFrom('member_coupons').select((e) => e.fn.countAll<number>().as('n')).where('coupon_id', '=', couponId).where('member_id', '=', memberId).executeTakeFirstOrThrow();
  if (num(held.n) >= num(coupon.per_member_limit)) return { outcome: 'limit', memberCouponId: null };
  // Guarded as well, so the quantity holds even where the lock is not taken.
  const claimed = await sql`update coupons set granted = granted + 1, updated_at = ${now} where id = ${couponId} and granted < quantity and status = 1`.execute(trx);
  if (Number(claimed.numAffectedRows ?? 0n) !== 1) return { outcome: 'exhausted', memberCouponId: null };
  const expiresAt = expiryFor({ validUntil, validDays: numOrNull(coupon.valid_days) }, now);
  const row = await trx
    .insertInto('member_coupons')
    .values({ coupon_id: couponId, member_id: memberId, status: 'unused', expires_at: Number.isFinite(expiresAt) ? expiresAt : now + 365 * 86_400_000, used_at: null, order_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { outcome: 'granted', memberCouponId: num(row.id) };
}
