import { t } from '@careops/core/i18n';
import { ordersResource } from '@careops/core/resources';
import { describe, expect, it } from 'vitest';
import { asksValues, recordContextEntries, selectionContextEntries } from '../../kit/actions/context-commands';

const permissions = new Set(['orderList', 'serviceOrderDetail', 'orderList.review', 'orderList.cancel', 'orderList.assign', 'orderList.complaint']);
const order = (id: number, status: number) => ({ id, orderNo: `2026112200${String(id).padStart(6, '0')}`, status, version: 1 });
const after = () => {};

describe('order context commands', () => {
  it('offers on a selection only the transitions every selected order allows, with their shortcuts', () => {
    const inReview = selectionContextEntries(ordersResource, [order(1, -2), order(2, -1)], permissions, after);
    expect(inReview.map((e) => [e.commandId, e.shortcut, e.args])).toEqual([
      ['orders.approve', 'a', { ids: ['1', '2'] }],
      ['orders.reject', 'r', { ids: ['1', '2'] }],
      ['orders.cancel', 'c', { ids: ['1', '2'] }],
    ]);
    expect(inReview[0]?.title).toBe(t('keyboard.context.selection', { action: t('orders.res.approve'), count: 2 }));
    // One finished order among them: nothing may be done to all of them.
    expect(selectionContextEntries(ordersResource, [order(1, -2), order(3, 5)], permissions, after)).toEqual([]);
    // Without the permission, nothing either.
    expect(selectionContextEntries(ordersResource, [order(1, -2)], new Set(['orderList']), after)).toEqual([]);
  });

  it('offers on an open order its state’s actions; those asking values open the page’s dialog', () => {
    const opened: string[] = [];
    const entries = recordContextEntries(ordersResource, order(4, 1), permissions, after, () => false, (action) => (asksValues(action) ? () => opened.push(action.id) : undefined));
    expect(entries.map((e) => e.commandId)).toEqual(['orders.assign', 'orders.cancel']);
    for (const entry of entries) entry.run?.();
    expect(opened).toEqual(['assign', 'cancel']);
    const finished = recordContextEntries(ordersResource, order(5, 5), permissions, after);
    expect(finished.map((e) => [e.commandId, e.shortcut])).toEqual([['orders.complain', 'o']]);
  });
});
