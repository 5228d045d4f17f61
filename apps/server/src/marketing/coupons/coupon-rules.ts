import { percentHundredths, type CouponKind } from '@careops/core/contract';
import { centsToDecimalText } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { dayText, invalidField } from './coupon-access';

/**
 * A coupon's rules as stored, checked as a whole (a create, or an edit merged over the stored
 * coupon): the value read by kind, a threshold coupon's threshold, a cap only on percentages,
 * validity as an end day or days after grant, never a quantity below what was granted.
 */

export interface CouponRules {
  kind: CouponKind;
  /** Cents (cash, threshold) or hundredths of a percent (percent). */
  value: number;
  thresholdCents: number;
  capCents: number | null;
  validFrom: number | null;
  validUntil: number | null;
  validDays: number | null;
  quantity: number;
}

/** The value as typed, read by kind: money to cents, a percent to hundredths (101 naming `value`). */
export function parseCouponValue(kind: CouponKind, text: string): number {
  if (kind === 'percent') {
    const hundredths = percentHundredths(text);
    if (hundredths === null) throw invalidField('value', t('coupons.server.percentValue'));
    return hundredths;
  }
  if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(text)) throw invalidField('value', t('coupons.server.moneyValue'));
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) throw invalidField('value', t('coupons.server.moneyValue'));
  return cents;
}

/** The value as a form shows it: '10.00' or '15' / '12.5'. */
export const couponValueText = (kind: string, value: number) =>
  kind === 'percent' ? String(value / 100) : centsToDecimalText(value);

/** Refuses a combination of rules that cannot work, naming the field (101). */
export function checkCouponRules(r: CouponRules, granted: number): void {
  if (r.kind === 'threshold' && r.thresholdCents <= 0) throw invalidField('threshold', t('coupons.server.thresholdNeeded'));
  if (r.kind === 'threshold' && r.value > r.thresholdCents) throw invalidField('value', t('coupons.server.valueAboveThreshold', { threshold: centsToDecimalText(r.thresholdCents) }));
  if (r.kind !== 'percent' && r.capCents !== null) throw invalidField('cap', t('coupons.server.capOnlyPercent'));
  if (r.validUntil === null && r.validDays === null) throw invalidField('validUntil', t('coupons.server.validityNeeded'));
  if (r.validFrom !== null && r.validUntil !== null && r.validUntil <= r.validFrom) throw invalidField('validUntil', t('coupons.server.untilBeforeFrom'));
  if (r.quantity < granted) throw invalidField('quantity', t('coupons.server.quantityBelowGranted', { granted }));
}

/** What a coupon gives, as people say it. */
export function couponOffer(r: Pick<CouponRules, 'kind' | 'value' | 'thresholdCents' | 'capCents'>): string {
  const threshold = centsToDecimalText(r.thresholdCents);
  if (r.kind === 'threshold') return t('coupons.server.offer.threshold', { value: centsToDecimalText(r.value), threshold });
  const offer = r.kind === 'cash'
    ? t('coupons.server.offer.cash', { value: centsToDecimalText(r.value) })
    : r.capCents === null
      ? t('coupons.server.offer.percent', { percent: r.value / 100 })
      : t('coupons.server.offer.percentCap', { percent: r.value / 100, cap: centsToDecimalText(r.capCents) });
  return r.thresholdCents > 0 ? t('coupons.server.offer.from', { offer, threshold }) : offer;
}

/** When a coupon can be used, as people say it. */
export function couponValidity(r: Pick<CouponRules, 'validFrom' | 'validUntil' | 'validDays'>): string {
  const from = r.validFrom === null ? '' : dayText(r.validFrom);
  const until = r.validUntil === null ? '' : dayText(r.validUntil - 1);
  if (r.validDays !== null) return r.validUntil === null && r.validFrom === null ? t('coupons.server.validity.days', { days: r.validDays }) : t('coupons.server.validity.daysWindow', { days: r.validDays, from: from || '…', until: until || '…' });
  if (r.validUntil === null) return t('coupons.server.validity.open', { from });
  return t('coupons.server.validity.dates', { from: from || '…', until });
}

/**
 * When a coupon granted at `grantedAt` expires: days after grant (capped by the end day when
 * both are set), else the end day. `validUntil` is exclusive: the start of the day after the
 * last day, so a coupon "until 2026-03-31" is usable all that day (UTC).
 */
export function expiryFor(r: Pick<CouponRules, 'validUntil' | 'validDays'>, grantedAt: number): number {
  const byDays = r.validDays === null ? Number.POSITIVE_INFINITY : grantedAt + r.validDays * 86_400_000;
  return Math.min(byDays, r.validUntil ?? Number.POSITIVE_INFINITY);
}

/** The discount a coupon gives on `priceCents` (percent rounded down to the cent, capped; never above the price). */
export function discountOf(r: Pick<CouponRules, 'kind' | 'value' | 'capCents'>, priceCents: number): number {
  if (r.kind === 'percent') {
    const off = Math.floor((priceCents * r.value) / 10_000);
    return Math.min(priceCents, r.capCents === null ? off : Math.min(off, r.capCents));
  }
  return Math.min(priceCents, r.value);
}
