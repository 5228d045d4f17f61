import { describe, expect, it } from 'vitest';
import { labelOf } from '../../enums/enumeration';
import { orderStatusEnum } from '../../enums';
import { ordersResource } from '../orders';
import { tableOf, wireRecordOf } from './rows';

const order = {
  id: 7,
  orderNo: 'O20240001',
  status: 0,
  amountCents: 9900,
  member: { id: 3, phone: '138****0001', nickname: 'Li' },
  nurse: null,
  createdAt: 1_700_000_000_000,
};

describe('a list record for --json', () => {
  it('keeps the wire values, nests objects, and puts each enum label beside its value', () => {
    const record = wireRecordOf(ordersResource, ordersResource.list.columns, order);
    expect(record).toMatchObject({ id: 7, status: 0, statusLabel: labelOf(orderStatusEnum, 0), amountCents: 9900, member: { phone: '138****0001' }, nurse: null });
    expect(record).not.toHaveProperty(['member.phone']);
    expect(record.path).toBe(ordersResource.path?.(order));
    expect(order).not.toHaveProperty('statusLabel');
  });

  it('rides beside the display rows of a table', () => {
    const table = tableOf(ordersResource, [order], 1);
    if (table.kind !== 'table') throw new Error('not a table');
    expect(table.rows[0]?.status).toBe(labelOf(orderStatusEnum, 0));
    expect(table.rows[0]?.amountCents).toBe('99.00');
    expect(table.data).toEqual([wireRecordOf(ordersResource, ordersResource.list.columns, order)]);
  });
});
