import { describe, expect, it } from 'vitest';
import { allowedPriceChangeEvents, nextPriceChangeStatus, PRICE_CHANGE_EVENTS, PriceChangeStatus } from './price-change-machine';

const table: Record<number, Partial<Record<(typeof PRICE_CHANGE_EVENTS)[number], number>>> = {
  [PriceChangeStatus.pending]: { 'priceChange.approve': PriceChangeStatus.approved, 'priceChange.reject': PriceChangeStatus.rejected },
  [PriceChangeStatus.approved]: {},
  [PriceChangeStatus.rejected]: {},
};

describe('price-change machine', () => {
  const cases = Object.keys(table).flatMap((s) => PRICE_CHANGE_EVENTS.map((event) => ({ status: Number(s), event, expected: table[Number(s)]?.[event] ?? null })));
  it.each(cases)('$status + $event → $expected', ({ status, event, expected }) => {
    expect(nextPriceChangeStatus(status, event)).toBe(expected);
  });

  it('lists the events of a pending request only', () => {
    expect(allowedPriceChangeEvents(2)).toEqual(['priceChange.approve', 'priceChange.reject']);
    expect(allowedPriceChangeEvents(1)).toEqual([]);
    expect(allowedPriceChangeEvents(0)).toEqual([]);
    expect(allowedPriceChangeEvents(7)).toEqual([]);
  });
});
