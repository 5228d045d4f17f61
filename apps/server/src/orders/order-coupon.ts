import type { OrderCoupon } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A member's coupon as orders show it (kind, value, threshold, its state), with the coupon's rules pricing reads. */
export interface LoadedCoupon extends OrderCoupon {
  memberId: number;
  expiresAt: number;
  couponId: number;
  capCents: number | null;
  validFrom: number | null;
  couponEnabled: boolean;
}

export async function loadMemberCoupon(db: Kysely<Database>, memberCouponId: number | null): Promise<LoadedCoupon | null> {
  if (memberCouponId === null) return null;
  const row = await db
    .selectFrom('member_coupons')
    .innerJoin('coupons', 'coupons.id', 'member_coupons.coupon_id')
    .select([
      'member_coupons.id', 'member_coupons.member_id', 'member_coupons.status', 'member_coupons.expires_at', 'coupons.name', 'coupons.kind', 'coupons.value', 'coupons.threshold_cents',
      'coupons.id as coupon_id', 'coupons.cap_cents', 'coupons.valid_from', 'coupons.status as coupon_status',
    ])
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
    couponId: Number(row.coupon_id),
    capCents: row.cap_cents === null ? null : Number(row.cap_cents),
    validFrom: row.valid_from === null ? null : Number(row.valid_from),
    couponEnabled: Number(row.coupon_status) === 1,
  };
}

/** The public part of a loaded coupon (the contract's shape). */
export const couponView = (c: OrderCoupon | null): OrderCoupon | null =>
  c && { memberCouponId: c.memberCouponId, name: c.name, kind: c.kind, value: c.value, thresholdCents: c.thresholdCents, status: c.status };
