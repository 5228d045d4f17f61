// careops finance journal export against a real server: the CSV and XLSX files it writes hold
// exactly the transactions `finance journal list --all` shows for the same flags, in its order.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { parseCsv, readXlsx } from '../server/orders-export-files';
import { ensureCliBuilt } from './support/build-cli';
import { careops, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = { finance: '', ops: '' };
const base = mkdtempSync(join(tmpdir(), 'careops-journal-export-test-'));
const out = (name: string) => join(base, name);
const run = (args: string[], who: 'finance' | 'ops' = 'finance'): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config[who] } });
const listedIds = async (flags: string[]) => {
  const result = await run(['finance', 'journal', 'list', ...flags, '--all', '--json']);
  expect(result.code, result.stderr).toBe(0);
  return (JSON.parse(result.stdout) as Array<{ id: number }>).map((j) => j.id);
};

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  for (const who of ['finance', 'ops'] as const) {
    config[who] = join(base, `config-${who}`, 'careops');
    const result = await careops(['login', '--server', server.url, '--username', who, '--password-stdin'], { env: { CAREOPS_CONFIG_DIR: config[who] }, input: `${server.adminPassword}\n` });
    expect(result.code, result.stderr).toBe(0);
  }
});
afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

describe('careops finance journal export', () => {
  it('writes CSV and XLSX files holding the rows of finance journal list for the same filters and sort', async () => {
    const flags = ['--kind', 'payment', '--sort', 'amount', '--order', 'desc'];
    const expected = await listedIds(flags);
    expect(expected.length).toBeGreaterThan(0);
    const csv = await run(['finance', 'journal', 'export', '--format', 'csv', '-o', out('journal.csv'), ...flags]);
    expect(csv.code, csv.stderr).toBe(0);
    const rows = parseCsv(readFileSync(out('journal.csv'), 'utf8').replace(/^\ufeff/, ''));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected);
    const xlsx = await run(['finance', 'journal', 'export', '--format', 'xlsx', '-o', out('journal.xlsx'), ...flags]);
    expect(xlsx.code, xlsx.stderr).toBe(0);
    const sheet = readXlsx(readFileSync(out('journal.xlsx'))).sheets[0] ?? [];
    expect(sheet.slice(1).map((row) => (row[0]?.kind === 'number' ? row[0].value : null))).toEqual(expected);
  });

  it('exits 4 for a role without collectionPayment.export and leaves no file', async () => {
    const result = await run(['finance', 'journal', 'export', '--format', 'csv', '-o', out('refused.csv')], 'ops');
    expect(result.code).toBe(4);
    expect(() => readFileSync(out('refused.csv'))).toThrow();
  });
});
