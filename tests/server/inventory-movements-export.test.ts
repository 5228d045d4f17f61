import type { StockMovement } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { movementKindEnum } from '@careops/core/resources';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { parseCsv, readXlsx } from './orders-export-files';
import { systemClient, type SystemClient } from './system-fixtures';

// exportStockMovements on the real server (SQLite, and PostgreSQL with DATABASE_URL): each format
// holds exactly getStockMovementList's rows for the same filters and sort, over several batches,
// within the caller's studios; refusals before any byte; the permission; the one audit row.

const TITLES = ['resources.field.id', 'resources.field.createdAt', 'inventory.res.move.kind', 'inventory.res.field.studio', 'inventory.res.field.consumable', 'inventory.res.move.change', 'inventory.res.move.balance', 'inventory.res.move.batch', 'inventory.res.move.reason'].map((k) => t(k as Parameters<typeof t>[0]));
const csvCells = (m: StockMovement): string[] => [String(m.id), formatDate(m.createdAt), labelOf(movementKindEnum, m.kind), m.studioName, m.consumableName, String(m.quantity), String(m.balanceAfter), m.batch, m.reason];

async function listAll(api: SystemClient, who: string, filters: Record<string, unknown>): Promise<StockMovement[]> {
  const rows: StockMovement[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.ok(who, 'getStockMovementList', { ...filters, limit: 100, ...(cursor ? { cursor } : {}) });
    rows.push(...page.list);
    if (!page.nextCursor) return rows;
    cursor = page.nextCursor;
  }
}

const audits = (server: Parameters<typeof sqlOn>[0]) => sqlOn(server, "select actor_id, entity, after_json from audit_log where action = 'stockMovements.export' order by id");

describe('stock movements export', () => {
  const server = useServer();
  const api = systemClient(server);
  let studioId = 0;
  let otherStudioId = 0;
  let consumableId = 0;
  const download = async (who: string, query: Record<string, string>) => {
    const auth = await api.as(who);
    const response = await fetch(`${server().url}/api/admin/exportStockMovements?${new URLSearchParams(query)}`, { headers: { token: auth.token, userId: String(auth.userId) } });
    const body = Buffer.from(await response.arrayBuffer());
    const json = /^application\/json\b/.test(response.headers.get('content-type') ?? '');
    return { status: response.status, headers: response.headers, body, envelope: json ? (JSON.parse(body.toString('utf8')) as { resultcode: number; msg: string; result: unknown }) : null };
  };
  const smallBatches = async (size: number | null) => {
    const answer = await apiCall(server().url, '/api/test/stockMovementsExportBatch', { size });
    if (answer.resultcode !== 1) throw new Error(`stockMovementsExportBatch answered ${answer.resultcode}: ${answer.msg}\n${server().output().slice(-2000)}`);
  };

  beforeAll(async () => {
    const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
    studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    otherStudioId = await count('select min(id) from studios where id <> ?', [studioId]);
    const item = await api.ok('ops', 'addConsumable', { name: `Export gauze ${process.pid}`, unit: 'box', unitCost: '1.00', reorderThreshold: 1 });
    consumableId = item.id;
    for (let i = 0; i < 7; i++) await api.ok('ops', 'receiveStock', { studioId, consumableId, quantity: 3 + i, batch: `B-${i}`, reason: `delivery ${i}, "boxed"` });
    for (let i = 0; i < 5; i++) await api.ok('ops', 'receiveStock', { studioId: otherStudioId, consumableId, quantity: 2 + i, batch: `C-${i}` });
    await api.ok('ops', 'adjustStock', { studioId, consumableId, change: -1, reason: 'count' });
  });

  it('writes the list rows for the same filters and sort in CSV, XLSX and NDJSON, across several batches, and records one audit row each', async () => {
    await smallBatches(4);
    try {
      const cases: Array<[string, Record<string, string>]> = [
        ['ops', { consumableId: String(consumableId) }],
        ['ops', { consumableId: String(consumableId), kind: 'receipt', sort: 'createdAt' }],
        ['studio', { consumableId: String(consumableId), sort: '-createdAt' }],
      ];
      for (const [who, filters] of cases) {
        const expected = await listAll(api, who, filters);
        expect(expected.length).toBeGreaterThan(4);
        const before = (await audits(server())).length;
        const csv = await download(who, { ...filters, format: 'csv' });
        expect(csv.status).toBe(200);
        expect(csv.headers.get('content-disposition')).toMatch(/filename="stock-movements-\d{8}-\d{6}\.csv"/);
        expect(csv.headers.get('x-careops-export-rows')).toBe(String(expected.length));
        expect(parseCsv(csv.body.toString('utf8').slice(1))).toEqual([TITLES, ...expected.map(csvCells)]);
        const xlsx = readXlsx((await download(who, { ...filters, format: 'xlsx' })).body);
        expect(xlsx.sheets[0]?.slice(1).map((row) => row[0])).toEqual(expected.map((m) => ({ kind: 'number', value: m.id, style: expect.any(Number) })));
        expect(xlsx.sheets[0]?.slice(1).map((row) => row[5])).toEqual(expected.map((m) => expect.objectContaining({ value: m.quantity })));
        const ndjson = (await download(who, { ...filters, format: 'ndjson' })).body.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as StockMovement);
        expect(ndjson).toEqual(expected);
        const rows = (await audits(server())).slice(before);
        expect(rows.map((r) => JSON.parse(String(r.after_json)) as { format: string; rows: number; complete: boolean })).toEqual(
          ['csv', 'xlsx', 'ndjson'].map((format) => expect.objectContaining({ format, rows: expected.length, complete: true })),
        );
        expect(rows.every((r) => r.entity === 'stockMovements')).toBe(true);
      }
    } finally {
      await smallBatches(null);
    }
  });

  it("keeps a studio manager to their studios' movements, as the list does", async () => {
    const ndjson = (await download('studio', { consumableId: String(consumableId), format: 'ndjson' })).body.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as StockMovement);
    expect(ndjson.length).toBe(8);
    expect(new Set(ndjson.map((m) => m.studioId))).toEqual(new Set([studioId]));
    const all = (await download('ops', { consumableId: String(consumableId), format: 'ndjson' })).body.toString('utf8').trim().split('\n');
    expect(all.length).toBe(13);
  });

  it('refuses bad filters with 101 naming the field before anything is written, and records nothing', async () => {
    const before = await audits(server());
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'format'],
      [{ format: 'pdf' }, 'format'],
      [{ format: 'csv', kind: 'gift' }, 'kind'],
      [{ format: 'csv', studioId: 'abc' }, 'studioId'],
      [{ format: 'xlsx', sort: 'reason' }, 'sort'],
      [{ format: 'csv', from: 'yesterday' }, 'from'],
    ];
    for (const [query, field] of cases) {
      const answer = await download('ops', query);
      expect(answer.headers.get('content-disposition'), field).toBeNull();
      expect(answer.envelope, field).toMatchObject({ resultcode: 101, result: { field } });
    }
    expect(await audits(server())).toEqual(before);
  });

  it('needs consumablesList.export: roles without it get 106 and nothing is written', async () => {
    const before = await audits(server());
    for (const who of ['finance', 'noperm']) expect((await download(who, { format: 'csv' })).envelope, who).toMatchObject({ resultcode: 106 });
    expect(await audits(server())).toEqual(before);
  });
});
