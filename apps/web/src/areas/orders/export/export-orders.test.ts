import { describe, expect, it } from 'vitest';
import { exportOrdersQuery, exportOrdersUrl } from './export-orders';

describe('order export URL', () => {
  it('takes the list request body: filters and sort kept, paging and blanks dropped, the format added', () => {
    const body = { page: 3, limit: 50, cursor: 'abc', status: 5, studioId: 2, patientName: '', nurseId: undefined, createdFrom: 1_700_000_000_000, sort: '-amountCents' };
    expect(exportOrdersQuery(body, 'xlsx')).toEqual({ status: 5, studioId: 2, createdFrom: 1_700_000_000_000, sort: '-amountCents', format: 'xlsx' });
    expect(exportOrdersUrl(body, 'xlsx')).toBe('/api/admin/exportOrders?status=5&studioId=2&createdFrom=1700000000000&sort=-amountCents&format=xlsx');
  });

  it('repeats the key of a list of values and encodes text', () => {
    expect(exportOrdersUrl({ status: [-2, -1], orderNo: 'S2026 &1' }, 'csv')).toBe('/api/admin/exportOrders?status=-2&status=-1&orderNo=S2026+%261&format=csv');
  });
});
