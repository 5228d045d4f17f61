// careops stock movements export against a real server: the CSV and NDJSON files it writes hold
// exactly the movements `stock movements` lists for the same filters (flags after `export`
// reach the export, not the list), and a role without the export gets exit 4 and no file.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { sqlOn } from '../server/support/database';
import { parseCsv } from '../server/orders-export-files';
import { ensureCliBuilt } from './support/build-cli';
import { careops, type CareopsRun } from './support/run-careops';

let server: TestServer;
let studio = '';
const config = { ops: '', finance: '' };
const base = mkdtempSync(join(tmpdir(), 'careops-movements-export-test-'));
const out = (name: string) => join(base, name);
const run = (args: string[], who: 'ops' | 'finance' = 'ops'): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config[who] } });

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  for (const who of ['ops', 'finance'] as const) {
    config[who] = join(base, `config-${who}`, 'careops');
    const result = await careops(['login', '--server', server.url, '--username', who, '--password-stdin'], { env: { CAREOPS_CONFIG_DIR: config[who] }, input: `${server.adminPassword}\n` });
    expect(result.code, result.stderr).toBe(0);
  }
  studio = String((await sqlOn(server, 'select min(id) as id from studios'))[0]?.id);
  const consumable = JSON.parse((await run(['consumables', 'create', '--name', `Export swabs ${process.pid}`, '--unit', 'box', '--unit-cost', '1.00', '--threshold', '1', '--json'])).stdout) as { id: number };
  for (const quantity of [4, 5, 6]) expect((await run(['stock', 'receive', '--studio', studio, '--consumable', String(consumable.id), '--quantity', String(quantity)])).code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

describe('careops stock movements export', () => {
  it('writes CSV and NDJSON files holding the rows of stock movements for the same filters', async () => {
    const listed = await run(['stock', 'movements', '--studio', studio, '--kind', 'receipt', '--limit', '100', '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const expected = (JSON.parse(listed.stdout) as Array<{ id: number; studioId: number }>).map((m) => m.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(100);
    const csv = await run(['stock', 'movements', 'export', '--format', 'csv', '-o', out('movements.csv'), '--studio', studio, '--kind', 'receipt']);
    expect(csv.code, csv.stderr).toBe(0);
    const rows = parseCsv(readFileSync(out('movements.csv'), 'utf8').replace(/^\ufeff/, ''));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected);
    const ndjson = await run(['stock', 'movements', 'export', '--format', 'ndjson', '-o', out('movements.ndjson'), '--studio', studio, '--sort', 'id', '--order', 'asc']);
    expect(ndjson.code, ndjson.stderr).toBe(0);
    const lines = readFileSync(out('movements.ndjson'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { id: number; studioId: number });
    expect(lines.length).toBeGreaterThan(expected.length - 1);
    expect(new Set(lines.map((m) => m.studioId))).toEqual(new Set([Number(studio)]));
    expect(lines.map((m) => m.id)).toEqual([...lines.map((m) => m.id)].sort((a, b) => a - b));
  });

  it('exits 4 for a role without consumablesList.export and leaves no file', async () => {
    const result = await run(['stock', 'movements', 'export', '--format', 'csv', '-o', out('refused.csv')], 'finance');
    expect(result.code).toBe(4);
    expect(() => readFileSync(out('refused.csv'))).toThrow();
  });
});
