// careops orders export against a real server with the demo orders: the file it writes holds
// exactly the rows `orders list --all` shows for the same flags, in each format; -o, --json,
// refusals (exit codes, no file left behind), the permission, and the progress bar on a terminal.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { sqlOn } from '../server/support/database';
import { parseCsv, readXlsx } from '../server/orders-export-files';
import { ensureCliBuilt } from './support/build-cli';
import { careops, careopsBin, cleanEnv, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = { admin: '', ops: '' };
const base = mkdtempSync(join(tmpdir(), 'careops-export-test-'));
const out = (name: string) => join(base, name);
const run = (args: string[], who: 'admin' | 'ops' = 'admin'): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config[who] } });
const json = async <T>(args: string[]): Promise<T> => {
  const result = await run([...args, '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
};
const listedIds = async (flags: string[]) => (await json<Array<{ id: number }>>(['orders', 'list', ...flags, '--all'])).map((o) => o.id);
const exportAudits = () => sqlOn(server, "select channel, after_json from audit_log where action = 'order.export' order by id");

/** `careops args…` on a pseudo-terminal of 100 columns: what a person sees, control codes removed. */
function onTerminal(args: string[]): Promise<{ code: number | null; output: string }> {
  const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols 100 rows 40; ${[process.execPath, careopsBin, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ CAREOPS_CONFIG_DIR: config.admin, TERM: 'xterm' }), stdio: 'pipe' });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stdin.end();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '') })));
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  for (const who of ['admin', 'ops'] as const) {
    config[who] = join(base, `config-${who}`, 'careops');
    const result = await careops(['login', '--server', server.url, '--username', who, '--password-stdin'], { env: { CAREOPS_CONFIG_DIR: config[who] }, input: `${server.adminPassword}\n` });
    expect(result.code, result.stderr).toBe(0);
  }
});
afterAll(async () => {
  await server?.stop();
  rmSync(base, { recursive: true, force: true });
});

describe('careops orders export', () => {
  it('writes CSV with -o: the rows of orders list for the same filters, in its order; prints what it wrote', async () => {
    const file = out('finished.csv');
    const result = await run(['orders', 'export', '--format', 'csv', '-o', file, '--status', 'finished']);
    expect(result.code, result.stderr).toBe(0);
    const expected = await listedIds(['--status', 'finished']);
    expect(expected.length).toBeGreaterThan(10);
    const rows = parseCsv(readFileSync(file, 'utf8').replace(/^\ufeff/, ''));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected);
    const printed = Object.fromEntries(result.stdout.trimEnd().split('\n').map((line) => line.split('\t')));
    expect(printed).toMatchObject({ file, format: 'csv', orders: String(expected.length) });
    expect(existsSync(`${file}.part`)).toBe(false);
    expect((await exportAudits()).at(-1)).toMatchObject({ channel: 'cli' });
  });

  it('writes NDJSON and XLSX with other filters and a sort, and answers --json with the file, rows and bytes', async () => {
    const flags = ['--booking', 'has', '--sort', 'amountCents', '--order', 'asc'];
    const expected = await listedIds(flags);
    const ndjson = out('booked.ndjson');
    const answer = await json<{ file: string; format: string; rows: number; bytes: number }>(['orders', 'export', '--format', 'ndjson', '--output', ndjson, ...flags]);
    const text = readFileSync(ndjson, 'utf8');
    expect(answer).toEqual({ file: ndjson, format: 'ndjson', rows: expected.length, bytes: Buffer.byteLength(text) });
    expect(text.trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id)).toEqual(expected);
    const xlsx = out('booked.xlsx');
    const book = await json<{ rows: number }>(['orders', 'export', '--format', 'xlsx', '-o', xlsx, ...flags]);
    expect(book.rows).toBe(expected.length);
    const sheet = readXlsx(readFileSync(xlsx)).sheets[0] ?? [];
    expect(sheet.slice(1).map((row) => (row[0]?.kind === 'number' ? row[0].value : null))).toEqual(expected);
  });

  it('refuses bad usage with exit 2 and server refusals with exit 1, leaving no file and no audit row', async () => {
    const before = await exportAudits();
    const file = out('refused.csv');
    const noFormat = await run(['orders', 'export', '-o', file]);
    expect(noFormat.code).toBe(2);
    expect(noFormat.stderr).toMatch(/--format/);
    expect((await run(['orders', 'export', '--format', 'pdf', '-o', file])).code).toBe(2);
    const badDir = await run(['orders', 'export', '--format', 'csv', '-o', out('missing/dir/x.csv')]);
    expect(badDir.code).toBe(2);
    expect(badDir.stderr).toMatch(/cannot write .*x\.csv \(ENOENT\)/);
    const refused = await run(['orders', 'export', '--format', 'csv', '-o', file, '--member-phone', '13x', '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stderr)).toMatchObject({ error: { code: 'invalidInput', resultcode: 101, field: 'memberPhone' } });
    expect(existsSync(file) || existsSync(`${file}.part`)).toBe(false);
    expect(await exportAudits()).toEqual(before);
  });

  it('exits 4 for a role without orderList.export', async () => {
    const file = out('ops.csv');
    const result = await run(['orders', 'export', '--format', 'csv', '-o', file], 'ops');
    expect(result.code).toBe(4);
    expect(existsSync(file)).toBe(false);
  });

  it('shows a progress bar on a terminal', async () => {
    const file = out('terminal.csv');
    const total = (await listedIds([])).length;
    const result = await onTerminal(['orders', 'export', '--format', 'csv', '-o', file]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(new RegExp(`█+ 100% ${total}/${total}`));
    expect(parseCsv(readFileSync(file, 'utf8').replace(/^\ufeff/, '')).length).toBe(total + 1);
  });
});
