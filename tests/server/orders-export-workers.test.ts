// exportOrders on worker threads (export-workers.ts), forced for small exports here: every
// export goes to workers, two of them take turns by segments of 7 rows, so a few hundred demo
// orders make dozens of segments. The file must still be exactly getOrderList's rows in its
// order, from one snapshot, whatever else happens meanwhile.
import type { OrderSummary } from '@careops/core';
import { describe, expect, it } from 'vitest';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { downloadExport, parseCsv, readXlsx } from './orders-export-files';
import { systemClient, type SystemClient } from './system-fixtures';

async function listAll(api: SystemClient, who: string, filters: Record<string, unknown>): Promise<OrderSummary[]> {
  const rows: OrderSummary[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.ok(who, 'getOrderList', { ...filters, limit: 1000, ...(cursor ? { cursor } : {}) });
    rows.push(...page.list);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}

const csvIds = (body: Buffer) => parseCsv(body.toString('utf8').slice(1)).slice(1).map((row) => Number(row[0]));
const ndjsonIds = (body: Buffer) => body.toString('utf8').trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id);

describe('order export on worker threads', () => {
  const server = useServer({ CAREOPS_EXPORT_WORKER_ROWS: '1', CAREOPS_EXPORT_WORKERS: '2', CAREOPS_EXPORT_SEGMENT_ROWS: '7' });
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const download = async (who: string, query: Parameters<typeof downloadExport>[2]) => downloadExport(server().url, await api.as(who), query);

  it('writes CSV and NDJSON from two workers in the list order, every row once, in any sort', async () => {
    for (const sort of [undefined, '-amountCents', 'appointmentAt', 'id']) {
      const expected = (await listAll(api, 'admin', sort ? { sort } : {})).map((o) => o.id);
      expect(expected.length).toBeGreaterThan(50);
      const csv = await download('admin', { format: 'csv', ...(sort ? { sort } : {}) });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('x-careops-export-rows')).toBe(String(expected.length));
      expect(csvIds(csv.body)).toEqual(expected);
      const ndjson = await download('admin', { format: 'ndjson', ...(sort ? { sort } : {}) });
      expect(ndjsonIds(ndjson.body)).toEqual(expected);
    }
  });

  it('writes the XLSX from one worker, and filtered and station-scoped exports too', async () => {
    const expected = (await listAll(api, 'admin', {})).map((o) => o.id);
    const sheet = readXlsx((await download('admin', { format: 'xlsx' })).body).sheets[0] ?? [];
    expect(sheet.slice(1).map((row) => (row[0]?.kind === 'number' ? row[0].value : NaN))).toEqual(expected);
    const finished = (await listAll(api, 'admin', { status: [5] })).map((o) => o.id);
    expect(csvIds((await download('admin', { format: 'csv', status: 5 })).body)).toEqual(finished);
    const own = (await listAll(api, 'studio', {})).map((o) => o.id);
    expect(own.length).toBeGreaterThan(0);
    expect(csvIds((await download('studio', { format: 'csv' })).body)).toEqual(own);
  });

  it('writes one snapshot while orders are placed meanwhile: the rows the header announces, each once', async () => {
    const placing = Promise.all(Array.from({ length: 6 }, () => kit.place()));
    const answers = await Promise.all(Array.from({ length: 3 }, () => download('admin', { format: 'csv' })));
    await placing;
    for (const answer of answers) {
      const ids = csvIds(answer.body);
      expect(ids.length).toBe(Number(answer.headers.get('x-careops-export-rows')));
      expect(new Set(ids).size).toBe(ids.length);
    }
    const after = await download('admin', { format: 'csv' });
    expect(csvIds(after.body)).toEqual((await listAll(api, 'admin', {})).map((o) => o.id));
  });

  it('writes only the titles when nothing matches', async () => {
    const empty = await download('admin', { format: 'csv', orderNo: 'NO-SUCH-ORDER' });
    expect(empty.headers.get('x-careops-export-rows')).toBe('0');
    expect(parseCsv(empty.body.toString('utf8').slice(1))).toHaveLength(1);
  });
});
