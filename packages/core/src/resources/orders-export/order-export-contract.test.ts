import { describe, expect, it } from 'vitest';
import { ORDER_SORT_FIELDS } from '../../contract/schemas/orders-values';
import { ordersResource } from '../orders';
import { requestKeys } from '../testing/contract-agreement';

// `careops orders export` takes the order list's filters and sort (from the orders descriptor)
// and sends them to exportOrders: the descriptor must agree with that endpoint too.
describe('orders export agrees with exportOrders', () => {
  it('every list filter is a request key of the export', () => {
    const keys = requestKeys('exportOrders');
    const sent = ordersResource.list.filters.flatMap((f) => (f.range ? [f.range.from, f.range.to] : [f.key]));
    expect(sent.filter((key) => !keys.has(key))).toEqual([]);
    expect(keys.has('sort') && keys.has('format')).toBe(true);
  });

  it('every sort key of the list is one the export sorts by', () => {
    expect((ordersResource.list.sort?.keys ?? []).filter((key) => !(ORDER_SORT_FIELDS as readonly string[]).includes(key))).toEqual([]);
  });

  it('a filter the export does not take is found', () => {
    expect(requestKeys('exportOrders').has('orderNumber')).toBe(false);
  });
});
