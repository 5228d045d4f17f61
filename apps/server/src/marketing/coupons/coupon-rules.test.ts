import { describe, expect, it } from 'vitest';
import { discountOf, expiryFor, parseCouponValue } from './coupon-rules';
import { allot } from './grant-allot';
import { phonesOf } from './grant-recipients';

describe('coupon rules', () => {
  it('reads a value by kind: money to cents, a percent to hundredths, refusing the rest', () => {
    expect(parseCouponValue('cash', '12.5')).toBe(1250);
    expect(parseCouponValue('percent', '12.5')).toBe(1250);
    expect(parseCouponValue('percent', '100')).toBe(10_000);
    for (const [kind, text] of [['percent', '0'], ['percent', '100.01'], ['cash', '0'], ['cash', '-1'], ['threshold', '1.234']] as const) {
      expect(() => parseCouponValue(kind, text), `${kind} ${text}`).toThrow();
    }
  });

  it('takes a percentage rounded down to the cent and at most its cap, never more than the price', () => {
    expect(discountOf({ kind: 'percent', value: 1500, capCents: null }, 9_999)).toBe(1_499);
    expect(discountOf({ kind: 'percent', value: 5000, capCents: 300 }, 9_999)).toBe(300);
    expect(discountOf({ kind: 'cash', value: 20_000, capCents: null }, 9_900)).toBe(9_900);
  });

  it('expires days after grant, no later than the end day', () => {
    expect(expiryFor({ validDays: 2, validUntil: null }, 1_000)).toBe(1_000 + 2 * 86_400_000);
    expect(expiryFor({ validDays: 30, validUntil: 5_000 }, 1_000)).toBe(5_000);
    expect(expiryFor({ validDays: null, validUntil: 5_000 }, 1_000)).toBe(5_000);
  });
});

describe('allot', () => {
  it('gives in order up to the per-member limit while the quantity lasts', () => {
    const held = new Map([[1, 1]]);
    const pending = [1, 2, 2, 3, 4].map((memberId, id) => ({ id, memberId }));
    const { granted, refused } = allot(pending, held, 2, 3);
    expect(granted.map((g) => g.memberId)).toEqual([1, 2, 2]);
    expect(refused.map((r) => [r.memberId, r.reason])).toEqual([[3, 'quantity'], [4, 'quantity']]);
    const limited = allot([{ id: 9, memberId: 1 }], new Map([[1, 2]]), 2, 10);
    expect(limited.refused).toEqual([{ id: 9, memberId: 1, reason: 'perMemberLimit' }]);
  });
});

describe('phonesOf', () => {
  it('reads one phone a line (a CSV first column, a header, spaces and +86 ignored), each once', () => {
    expect(phonesOf('phone,name\n138 0000 0001,A\n+8613800000002\n\n13800000001\n')).toEqual(['13800000001', '13800000002']);
    expect(() => phonesOf('13800000001\n12345')).toThrow(/line 2/);
  });
});
