// careops output for scripts against a real server: CSV and TSV that a spreadsheet cannot run as
// formulas (the payload list, in member nicknames), and exports written to stdout with `-o -`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '@careops/core/format';
import { FORMULA_PAYLOADS } from '../../packages/core/src/format/formula-payloads';
import { parseCsv } from '../server/orders-export-files';
import { sqlOn } from '../server/support/database';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careopsRunning, coverageDir, modulesRunIn } from './support/bundle-modules';
import { spawnSync } from 'node:child_process';
import { careops, careopsBin, cleanEnv, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const work = mkdtempSync(join(tmpdir(), 'careops-scripts-'));
const run = (args: string[], input?: string): Promise<CareopsRun> =>
  careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }), timeoutMs: 60_000 });

let members: Array<{ id: number; nickname: string }> = [];

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  const ids = (await sqlOn(server, 'select id from members order by id limit ?', [FORMULA_PAYLOADS.length])) as Array<{ id: number }>;
  expect(ids.length).toBe(FORMULA_PAYLOADS.length);
  members = ids.map((row, i) => ({ id: Number(row.id), nickname: FORMULA_PAYLOADS[i]?.text ?? '' }));
  for (const member of members) await sqlOn(server, 'update members set nickname = ? where id = ?', [member.nickname, member.id]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe('careops CSV and TSV guard formulas', () => {
  it('--csv writes every payload behind an apostrophe, quoted as RFC 4180', async () => {
    const result = await run(['members', 'list', '--all', '--sort', 'id', '--order', 'asc', '--csv']);
    expect(result.code, result.stderr).toBe(0);
    const rows = parseCsv(result.stdout);
    const nickname = rows[0]?.indexOf('nickname') ?? -1;
    expect(nickname).toBeGreaterThan(0);
    FORMULA_PAYLOADS.forEach(({ text, field }, i) => {
      expect(result.stdout).toContain(field);
      expect(rows[i + 1]?.[nickname]).toBe(`'${text}`);
      expect(csvField(text)).toBe(field);
    });
  });

  it('TSV to a pipe guards them too, one record per line', async () => {
    const result = await run(['members', 'list', '--all', '--sort', 'id', '--order', 'asc']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trimEnd().split('\n').map((line) => line.split('\t'));
    const nickname = lines[0]?.indexOf('nickname') ?? -1;
    expect(nickname).toBeGreaterThan(0);
    members.forEach((member, i) => {
      const cell = lines[i + 1]?.[nickname] ?? '';
      expect(cell.startsWith("'"), cell).toBe(true);
      expect(cell.slice(1).replace(/\\t/g, '\t').replace(/\\r/g, '\r')).toBe(member.nickname);
    });
  });
});

describe('what a script run loads', () => {
  it('measures no text widths off a terminal: string-width is loaded only to draw a table', async () => {
    for (const args of [['users', 'list'], ['users', 'list', '--json'], ['users', 'list', '--csv']]) {
      // Inlined in the CLI bundle: whether its modules ran (V8 coverage), not whether a file loaded.
      const { run: result, modules } = await careopsRunning(args, { env: { CAREOPS_CONFIG_DIR: config.dir } });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('admin');
      expect(modules.length).toBeGreaterThan(20);
      expect(modules.filter((m) => /string-width|get-east-asian-width/.test(m))).toEqual([]);
    }
    // The same list on a terminal does load it (so the check above can fail).
    const coverage = coverageDir();
    try {
      const command = `stty cols 120 rows 40; "${process.execPath}" "${careopsBin}" users list`;
      const env = cleanEnv({ CAREOPS_CONFIG_DIR: config.dir, TERM: 'xterm', NODE_V8_COVERAGE: coverage.dir });
      const onTerminal = spawnSync('script', ['-qfec', command, '/dev/null'], { env, encoding: 'utf8' });
      expect(onTerminal.status).toBe(0);
      expect(modulesRunIn(coverage.dir).modules).toContain('node_modules/string-width/index.js');
    } finally {
      coverage.dispose();
    }
  });
});

describe('careops orders export -o -', () => {
  it('writes the export to stdout, the summary to stderr, and no file named -', async () => {
    const result = await run(['orders', 'export', '--format', 'csv', '-o', '-', '--status', 'finished']);
    expect(result.code, result.stderr).toBe(0);
    const rows = parseCsv(result.stdout.replace(/^\ufeff/, ''));
    const listed = await run(['orders', 'list', '--status', 'finished', '--all', '--json']);
    const ids = (JSON.parse(listed.stdout) as Array<{ id: number }>).map((o) => o.id);
    expect(ids.length).toBeGreaterThan(5);
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(ids);
    expect(result.stderr).toContain(String(ids.length));
    expect(existsSync('-')).toBe(false);
  });

  it('writes NDJSON to stdout and keeps stderr free of the summary under --json', async () => {
    const result = await run(['orders', 'export', '--format', 'ndjson', '-o', '-', '--status', 'finished', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const records = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as { status: number });
    expect(records.length).toBeGreaterThan(5);
    expect(records.every((r) => r.status === 5)).toBe(true);
  });

  it('a refused export writes nothing to stdout and exits with the refusal', async () => {
    const result = await run(['orders', 'export', '--format', 'csv', '-o', '-', '--created-from', 'yesterday-ish']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
  });
});

describe('a list piped into a bulk verb', () => {
  it('careops reviews nurses list | cut -f1 | careops reviews nurses approve --yes: the header line is not an id', async () => {
    const careopsLine = `"${process.execPath}" "${careopsBin}"`;
    const listed = await run(['reviews', 'nurses', 'list', '--status', 'under-review', '--limit', '2', '--json']);
    const ids = (JSON.parse(listed.stdout) as Array<{ id: number }>).map((row) => String(row.id));
    expect(ids).toHaveLength(2);
    const pipeline = `${careopsLine} reviews nurses list --status under-review --limit 2 | cut -f1 | ${careopsLine} reviews nurses approve --yes --json`;
    const piped = spawnSync('bash', ['-c', pipeline], { env: cleanEnv({ CAREOPS_CONFIG_DIR: config.dir }), encoding: 'utf8' });
    expect(piped.stderr).toBe('');
    expect(piped.status).toBe(0);
    const items = JSON.parse(piped.stdout) as Array<{ id: string; ok: boolean }>;
    expect(items.map((item) => item.id)).toEqual(ids);
    expect(items.every((item) => item.ok)).toBe(true);
  });

  it('still takes a first line that holds an id', async () => {
    const listed = await run(['reviews', 'nurses', 'list', '--status', 'under-review', '--limit', '1', '--json']);
    const [first] = JSON.parse(listed.stdout) as Array<{ id: number }>;
    const result = await run(['reviews', 'nurses', 'approve', '--dry-run', '--json'], `${String(first?.id)}\n`);
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ id: string }>).map((item) => item.id)).toEqual([String(first?.id)]);
  });
});
