import type { OrderCoupon } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidField } from './order-access';
import { releaseOnSale } from '../catalogue/release-pricing';
import { loadMemberCoupon, type LoadedCoupon } from './order-coupon';
import { couponItemRefusal, couponTimeRefusal, discountOf } from '../marketing/coupons';

/**
 * What an order costs: the price of the item's release on sale at the studio now (or, for a
 * quote without a studio, the catalogue's list price), less the member's coupon by its rules
 * (docs/marketing.md): enabled, unused, inside its dates, applying to the item, the price at
 * its threshold; cash and threshold take their value off, percent value/100 percent rounded
 * down to the cent and at most its cap. Never below zero. The server computes it; a client
 * never sends an amount.
 */

export interface PriceItem {
  serviceId?: number | undefined;
  packageId?: number | undefined;
}

export interface Priced {
  listPriceCents: number;
  discountCents: number;
  amountCents: number;
  coupon: LoadedCoupon | null;
  /** The release the price comes from (null without a studio). */
  releaseId: number | null;
  /** The service or package, as found (a service's agreement, when it names one). */
  item: { kind: 'service' | 'package'; id: number; name: string; agreementId: number | null };
}

/** The discount a coupon gives on `listPrice` (0 below its threshold). */
export function couponDiscount(coupon: Pick<OrderCoupon, 'kind' | 'value' | 'thresholdCents'> & { capCents?: number | null }, listPrice: number): number {
  if (listPrice < coupon.thresholdCents) return 0;
  return discountOf({ kind: coupon.kind === 'percent' || coupon.kind === 'threshold' ? coupon.kind : 'cash', value: coupon.value, capCents: coupon.capCents ?? null }, listPrice);
}

/** The on-shelf service or package of the request (101 naming the field otherwise). */
async function itemOf(db: Kysely<Database>, item: PriceItem) {
  if (item.serviceId !== undefined) {
    const row = await db.selectFrom('services').select(['id', 'name', 'price_cents', 'on_shelf', 'agreement_id']).where('id', '=', item.serviceId).executeTakeFirst();
    if (!row) throw invalidField('serviceId', t('error.notFound', { what: t('orders.server.entity.service') }));
    if (row.on_shelf !== 1) throw invalidField('serviceId', t('orders.server.itemOffShelf', { what: t('orders.server.entity.service'), name: row.name }));
    return { kind: 'service' as const, id: row.id, name: row.name, price: Number(row.price_cents), agreementId: row.agreement_id };
  }
  const row = await db.selectFrom('packages').select(['id', 'name', 'price_cents', 'on_shelf']).where('id', '=', item.packageId ?? 0).executeTakeFirst();
  if (!row) throw invalidField('packageId', t('error.notFound', { what: t('orders.server.entity.package') }));
  if (row.on_shelf !== 1) throw invalidField('packageId', t('orders.server.itemOffShelf', { what: t('orders.server.entity.package'), name: row.name }));
  return { kind: 'package' as const, id: row.id, name: row.name, price: Number(row.price_cents), agreementId: null };
}

/**
 * Prices an order of `memberId` at `studioId` (the coupon must be the member's, unused,
 * unexpired and apply). The item must be released at the studio now (101 naming its field).
 */
export async function priceOrder(db: Kysely<Database>, memberId: number, item: PriceItem, memberCouponId: number | undefined, now = Date.now(), studioId?: number): Promise<Priced> {
  const listed = await itemOf(db, item);
  const release = studioId === undefined ? null : await releaseOnSale(db, listed, studioId, now);
  const found = release ? { ...listed, price: release.priceCents } : listed;
  let discount = 0;
  let coupon: Priced['coupon'] = null;
  if (memberCouponId !== undefined) {
    coupon = await loadMemberCoupon(db, memberCouponId);
    const unusable = (why: string) => invalidField('memberCouponId', t('orders.server.couponUnusable', { id: memberCouponId, why }));
    if (!coupon || coupon.memberId !== memberId) throw unusable(t('orders.server.couponNotMine'));
    if (!coupon.couponEnabled) throw unusable(t('coupons.server.disabled', { name: coupon.name }));
    const timing = couponTimeRefusal(coupon, now);
    if (timing) throw unusable(timing);
    if (found.price < coupon.thresholdCents) throw unusable(t('orders.server.couponThreshold', { threshold: coupon.thresholdCents }));
    const notFor = await couponItemRefusal(db, coupon.couponId, { kind: found.kind, id: found.id, name: found.name });
    if (notFor) throw unusable(notFor);
    discount = couponDiscount(coupon, found.price);
  }
  return {
    listPriceCents: found.price,
    discountCents: discount,
    amountCents: Math.max(0, found.price - discount),
    coupon,
    releaseId: release?.id ?? null,
    item: { kind: found.kind, id: found.id, name: found.name, agreementId: found.agreementId },
  };
}
