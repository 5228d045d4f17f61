import type { OrderCoupon } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A member's coupon as orders show it (kind, value, threshold, its state). */
export async function loadMemberCoupon(db: Kysely<Database>, memberCouponId: number | null): Promise<(OrderCoupon & { memberId: number; expiresAt: number }) | null> {
  if (memberCouponId === null) return null;
  const row = await db
    .selectFrom('member_coupons')
    .innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select(['member_coupons.id', 'member_coupons.member_id', 'member_coupons.status', 'member_coupons.expires_at', 'coupons.name', 'coupons.kind', 'coupons.value', 'coupons.threshold_cents'])
    .where('member_coupons.id', '=', memberCouponId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    memberCouponId: row.id,
    memberId: row.member_id,
    name: row.name,
    kind: row.kind,
    value: Number(row.value),
    thresholdCents: Number(row.threshold_cents),
    status: row.status,
    expiresAt: Number(row.expires_at),
  };
}

/** The public part of a loaded coupon (the contract's shape). */
export const couponView = (c: OrderCoupon | null): OrderCoupon | null =>
  c && { memberCouponId: c.memberCouponId, name: c.name, kind: c.kind, value: c.value, thresholdCents: c.thresholdCents, status: c.status };
