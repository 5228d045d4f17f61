import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '../../contract/endpoints';
import { descriptorDisagreements } from '../testing/contract-agreement';
import type { RecordTypeOf, ResourceOf, RowOf, TypedAction, TypedColumn } from '../types';
import { orderResources, ordersResource, priceChangesResource, wasteTasksResource } from '.';

describe('orders descriptors agree with their endpoints', () => {
  it.each(orderResources.map((d) => [d.id, d]))('%s: every key is in the contract', (_, d) => {
    expect(descriptorDisagreements(d)).toEqual([]);
  });

  it('a transition whose state key the record lacks is found', () => {
    const actions = (ordersResource.actions ?? []).map((a) => (a.id === 'approve' ? { ...a, appliesWhen: { key: 'state', values: [-2] } } : a));
    expect(descriptorDisagreements({ ...ordersResource, actions })).toEqual([
      "orders: action approve: state key state is not in getOrderList's rows",
      "orders: action approve: state key state is not in getOrder's record",
    ]);
  });

  it('carry their endpoints’ types, so a page renders the record without a cast', () => {
    expectTypeOf<RecordTypeOf<typeof ordersResource>>().toEqualTypeOf<ResponseOf<'getOrder'>>();
    expectTypeOf<RecordTypeOf<typeof priceChangesResource>>().toEqualTypeOf<ResponseOf<'getPriceChange'>>();
    expectTypeOf<RowOf<typeof wasteTasksResource>>().toEqualTypeOf<ResponseOf<'getWasteTaskList'>['list'][number]>();
  });
});

type OrderRow = RowOf<typeof ordersResource>;
type OrderRecord = RecordTypeOf<typeof ordersResource>;

// Compile-time checks (`npm run typecheck`): each `@ts-expect-error` must meet an error.
export const typeChecks = (orders: ResourceOf<'getOrderList', 'getOrder'>): unknown[] => [
  { key: 'member.phone', title: 'orders.res.field.memberPhone' } satisfies TypedColumn<OrderRow>,
  // @ts-expect-error a renamed nested field
  { key: 'member.mobile', title: 'orders.res.field.memberPhone' } satisfies TypedColumn<OrderRow>,
  // @ts-expect-error a record field only the list has, or none has
  { key: 'amountYuan', title: 'orders.res.field.amount' } satisfies TypedColumn<OrderRecord>,
  // @ts-expect-error the rows answer `status`, not `state`
  { id: 'x', cli: 'x', title: 'orders.res.field.status', endpoint: 'auditOrder', idKey: 'orderId', done: 'orders.res.field.status', appliesWhen: { key: 'state', values: [0] } } satisfies TypedAction<OrderRow, OrderRecord>,
  // @ts-expect-error an order is named by its number
  { ...orders, nameKey: 'number' } satisfies ResourceOf<'getOrderList', 'getOrder'>,
];
