import { describe, expect, it } from 'vitest';
import { streamedExportQuery, streamedExportUrl } from './streamed-export';

describe('streamed export URL', () => {
  it('takes the list request body: filters and sort kept, paging and blanks dropped, the format added', () => {
    const body = { page: 3, limit: 50, cursor: 'abc', status: 5, studioId: 2, patientName: '', nurseId: undefined, createdFrom: 1_700_000_000_000, sort: '-amountCents' };
    expect(streamedExportQuery(body, 'xlsx')).toEqual({ status: 5, studioId: 2, createdFrom: 1_700_000_000_000, sort: '-amountCents', format: 'xlsx' });
    expect(streamedExportUrl('exportOrders', body, 'xlsx')).toBe('/api/admin/exportOrders?status=5&studioId=2&createdFrom=1700000000000&sort=-amountCents&format=xlsx');
  });

  it('repeats the key of a list of values and encodes text', () => {
    expect(streamedExportUrl('exportOrders', { status: [-2, -1], orderNo: 'S2026 &1' }, 'csv')).toBe('/api/admin/exportOrders?status=-2&status=-1&orderNo=S2026+%261&format=csv');
  });

  it('names the endpoint it is given', () => {
    expect(streamedExportUrl('exportJournal', { kind: 'payment', minAmount: '10.50', page: 2 }, 'csv')).toBe('/api/admin/exportJournal?kind=payment&minAmount=10.50&format=csv');
  });
});
