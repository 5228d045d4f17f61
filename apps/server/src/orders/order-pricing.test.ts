import { describe, expect, it } from 'vitest';
import { titlesAtLeast, titleRank } from './nurse-fit';
import { couponDiscount } from './order-pricing';

describe('couponDiscount', () => {
  it('takes cash off, never below zero', () => {
    expect(couponDiscount({ kind: 'cash', value: 2_000, thresholdCents: 0 }, 9_900)).toBe(2_000);
    expect(couponDiscount({ kind: 'cash', value: 20_000, thresholdCents: 0 }, 9_900)).toBe(9_900);
  });
  it('applies a threshold coupon only from its threshold', () => {
    expect(couponDiscount({ kind: 'threshold', value: 3_000, thresholdCents: 15_000 }, 14_999)).toBe(0);
    expect(couponDiscount({ kind: 'threshold', value: 3_000, thresholdCents: 15_000 }, 15_000)).toBe(3_000);
  });
  it('takes a percentage (value ×100) rounded down to the cent', () => {
    expect(couponDiscount({ kind: 'percent', value: 1_500, thresholdCents: 0 }, 9_999)).toBe(1_499);
    expect(couponDiscount({ kind: 'percent', value: 10_000, thresholdCents: 0 }, 9_999)).toBe(9_999);
  });
});

describe('nurse titles', () => {
  it('ranks titles in ascending order and lists those at least a required one', () => {
    expect(titleRank('nurse')).toBeLessThan(titleRank('chief-nurse'));
    expect(titlesAtLeast('nurse-practitioner')).toEqual(['nurse-practitioner', 'supervisor-nurse', 'chief-nurse']);
    expect(titlesAtLeast('nurse')).toHaveLength(5);
    expect(titlesAtLeast('unknown-title')).toHaveLength(5);
  });
});
