import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { dayText, num } from './coupon-access';

/**
 * A coupon's rules at an order: whether it applies to the item (a listed service, package or
 * category — a service's own category or its parent; nothing listed: everything), and giving
 * a coupon back when its unpaid order is cancelled, rejected or expires (docs/marketing.md).
 */

export interface CouponTarget {
  kind: 'service' | 'package';
  id: number;
  name: string;
}

/** Why the coupon does not apply to the item, or null when it does. */
export async function couponItemRefusal(db: Kysely<Database>, couponId: number, item: CouponTarget): Promise<string | null> {
  const items = await db.selectFrom('coupon_items').select(['item_kind', 'item_id']).where('coupon_id', '=', couponId).execute();
  if (!items.length) return null;
  const listed = (kind: string, id: number | null | undefined) => id != null && items.some((i) => i.item_kind === kind && num(i.item_id) === num(id));
  if (listed(item.kind, item.id)) return null;
  if (item.kind === 'service') {
    const category = await db
      .selectFrom('services')
      .innerJoin('service_categories', 'service_categories.id', 'services.category_id')
      .select(['service_categories.id', 'service_categories.parent_id'])
      .where('services.id', '=', item.id)
      .executeTakeFirst();
    if (category && (listed('category', category.id) || listed('category', category.parent_id))) return null;
  }
  return t('coupons.server.notApplicable', { item: item.name });
}

/** Why a coupon's state or dates refuse it at `now`, or null. */
export function couponTimeRefusal(coupon: { status: string; expiresAt: number; validFrom: number | null }, now: number): string | null {
  if (coupon.status === 'expired' || (coupon.status === 'unused' && coupon.expiresAt <= now)) return t('coupons.server.expired');
  if (coupon.status !== 'unused') return t('orders.server.couponUsed');
  if (coupon.validFrom !== null && coupon.validFrom > now) return t('coupons.server.notYet', { day: dayText(coupon.validFrom) });
  return null;
}

/**
 * An order that was never paid ends (cancelled, rejected, expired): its coupon is the
 * member's again while it is still valid, else it is marked expired. A paid order's coupon
 * stays used (the refund returns the money paid, not the discount).
 */
export async function returnCouponOfUnpaidOrder(trx: Transaction<Database>, orderId: number, now: number): Promise<void> {
  const order = await trx.selectFrom('orders').select(['member_coupon_id', 'paid_cents']).where('id', '=', orderId).executeTakeFirst();
  if (!order || order.member_coupon_id === null || num(order.paid_cents) > 0) return;
  const coupon = await trx.selectFrom('member_coupons').select(['status', 'expires_at', 'order_id']).where('id', '=', order.member_coupon_id).executeTakeFirst();
  if (!coupon || coupon.status !== 'used' || num(coupon.order_id) !== orderId) return;
  const back = num(coupon.expires_at) > now ? 'unused' : 'expired';
  await trx.updateTable('member_coupons').set({ status: back, used_at: null, order_id: null, updated_at: now }).where('id', '=', order.member_coupon_id).where('status', '=', 'used').execute();
}
