// careops users list|view|add|edit against a real server: output modes, lookups by username,
// validation errors naming the field, and a stale edit refused when two processes race.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, careopsBin, cleanEnv, finished, spawnCareops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> =>
  careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const tsv = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));
const record = (text: string) => Object.fromEntries(tsv(text).map(([label = '', ...value]) => [label, value.join('\t')]));

/** `careops args…` on a pseudo-terminal of 120 columns: what a person sees, control codes removed. */
function onTerminal(args: string[]): Promise<{ code: number | null; output: string }> {
  const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols 120 rows 40; ${[process.execPath, careopsBin, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ CAREOPS_CONFIG_DIR: config.dir, TERM: 'xterm' }), stdio: 'pipe' });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stdin.end();
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '') })),
  );
}

interface UserJson {
  id: number;
  username: string;
  name: string;
  phone: string;
  status: number;
  version: number;
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops users list', () => {
  it('prints TSV with column keys when piped, phones masked, newest first', async () => {
    const result = await run(['users', 'list']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const [header, ...rows] = tsv(result.stdout);
    expect(header).toEqual(['id', 'username', 'name', 'phone', 'status', 'roles', 'stations', 'updatedAt']);
    const cs = rows.find((row) => row[1] === 'cs');
    expect(cs?.slice(0, 6)).toEqual(['2', 'cs', expect.any(String), '138****0001', 'enabled', 'customer service']);
    expect(rows.find((row) => row[1] === 'disabled')?.[4]).toBe('disabled');
    expect(rows.find((row) => row[1] === 'studio')?.[6]).not.toBe('');
  });

  it('prints an aligned table with titles and how many of the total are shown on a terminal', async () => {
    const total = (JSON.parse((await run(['users', 'list', '--all', '--json'])).stdout) as unknown[]).length;
    const terminal = await onTerminal(['users', 'list', '--sort', 'id', '--limit', '3']);
    expect(terminal.code).toBe(0);
    const shown = terminal.output.trimEnd().split('\n');
    expect(shown[0]).toMatch(/^id\s+username\s+name\s+phone\s+status\s+roles\s+stations\s+updated$/);
    expect(shown[1]).toMatch(/^1\s+admin\s+.+\s+138\*\*\*\*0000\s+enabled\s+super admin\s+\d{4}-\d{2}-\d{2}/);
    expect(shown).toHaveLength(5);
    expect(shown[4]).toBe(`3 of ${total} shown`);
    const view = await onTerminal(['users', 'view', 'cs']);
    expect(view.output).toMatch(/^username\s{2,}cs$/m);
    expect(view.output).toMatch(/^active sessions\s{2,}\d+$/m);
  });

  it('filters by role name and status, sorts and pages', async () => {
    const byRole = await run(['users', 'list', '--role', 'customer service', '--status', 'enabled', '--sort', 'username']);
    expect(byRole.code).toBe(0);
    const rows = tsv(byRole.stdout).slice(1);
    expect(rows.map((row) => row[1])).toContain('cs');
    expect(rows.map((row) => row[1])).not.toContain('disabled');
    expect(rows.every((row) => row[4] === 'enabled' && (row[5] ?? '').includes('customer service'))).toBe(true);
    expect(rows.map((row) => row[1])).toEqual([...rows.map((row) => row[1] ?? '')].sort());
    const six = JSON.parse((await run(['users', 'list', '--sort', 'id', '--limit', '6', '--json'])).stdout) as Array<{ id: number }>;
    const page = await run(['users', 'list', '--sort', 'id', '--limit', '3', '--page', '2', '--json']);
    expect((JSON.parse(page.stdout) as Array<{ id: number }>).map((row) => row.id)).toEqual(six.slice(3).map((row) => row.id));
  });

  it('prints JSON rows with the id and the web page of each user', async () => {
    const result = await run(['users', 'list', '--username', 'admin', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([
      expect.objectContaining({ id: 1, username: 'admin', phone: '138****0000', status: 1, statusLabel: 'enabled', roles: [expect.objectContaining({ name: 'super admin' })], path: '/system/user?id=1' }),
    ]);
  });

  it('prints CSV with --csv, quoting fields with commas', async () => {
    const result = await run(['users', 'list', '--csv', '--sort', 'id']);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('id,username,name,phone,status,roles,stations,updatedAt');
    expect(lines[1]).toMatch(/^1,admin,[^,]+,138\*\*\*\*0000,enabled,super admin,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('fetches every page with --all', async () => {
    const all = await run(['users', 'list', '--all', '--json']);
    const rows = JSON.parse(all.stdout) as Array<{ id: number }>;
    const onePage = JSON.parse((await run(['users', 'list', '--limit', '1000', '--json'])).stdout) as Array<{ id: number }>;
    const firstPage = JSON.parse((await run(['users', 'list', '--json'])).stdout) as unknown[];
    expect(rows.map((row) => row.id)).toEqual(onePage.map((row) => row.id));
    expect(rows.length).toBeGreaterThan(firstPage.length);
  });

  it('refuses an unknown sort column and an unknown role, naming them', async () => {
    const sort = await run(['users', 'list', '--sort', 'password']);
    expect(sort.code).toBe(2);
    expect(sort.stderr).toContain("argument 'password' is invalid");
    const role = await run(['users', 'list', '--role', 'astronaut']);
    expect(role.code).toBe(1);
    expect(role.stderr).toContain("role: no choice 'astronaut'; choose one of: 1 (super admin)");
  });
});

describe('careops users view', () => {
  it('shows a user found by username, one field a line', async () => {
    const result = await run(['users', 'view', 'cs']);
    expect(result.code).toBe(0);
    expect(record(result.stdout)).toMatchObject({ id: '2', username: 'cs', phone: '138****0001', status: 'enabled', roles: 'customer service', version: '1' });
  });

  it('prints the record itself with --json, by id', async () => {
    const result = await run(['users', 'view', '2', '--json']);
    expect(JSON.parse(result.stdout)).toMatchObject({ id: 2, username: 'cs', status: 1, roles: [{ id: 2, code: 'customerService', name: 'customer service' }], version: 1 });
  });

  it('says which user does not exist (exit 1)', async () => {
    const byName = await run(['users', 'view', 'nobody']);
    expect(byName).toMatchObject({ code: 1, stderr: "careops: system user 'nobody' not found\n" });
    const byId = await run(['users', 'view', '99999', '--json']);
    expect(byId.code).toBe(1);
    expect(JSON.parse(byId.stderr)).toMatchObject({ error: { code: 'notFound', resultcode: 102 } });
  });
});

describe('careops users add', () => {
  it('refuses a missing required flag as a usage error naming it (exit 2)', async () => {
    const result = await run(['users', 'add', '--name', 'Li Na', '--phone', '13912345678', '--password-stdin'], 'Secret-pass-99\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("missing --username for 'users add'");
  });

  it('passes on the server’s validation error naming the field (exit 1) and creates nothing', async () => {
    const result = await run(['users', 'add', '--username', 'li.na', '--name', 'Li Na', '--phone', '12345', '--password-stdin', '--json'], 'Secret-pass-99\n');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stderr)).toEqual({ error: { code: 'invalidInput', message: 'phone: please enter a valid mobile number', resultcode: 101, field: 'phone' } });
    const list = await run(['users', 'list', '--username', 'li.na', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([]);
  });

  it('never takes the password as an argument, and says how to give it without a terminal', async () => {
    const asFlag = await run(['users', 'add', '--username', 'li.na', '--name', 'Li Na', '--phone', '13912345678', '--password', 'x']);
    expect(asFlag.code).toBe(2);
    const missing = await run(['users', 'add', '--username', 'li.na', '--name', 'Li Na', '--phone', '13912345678']);
    expect(missing).toMatchObject({ code: 1, stderr: 'careops: the password is needed: pipe it with --password-stdin (it is never taken as an argument)\n' });
  });

  it('adds a user with roles by name and a password from stdin that then signs in', async () => {
    const result = await run(['users', 'add', '--username', 'li.na', '--name', 'Li Na', '--phone', '13912345678', '--roles', 'finance', 'reviewer', '--password-stdin'], 'Secret-pass-99\n');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(record(result.stdout)).toMatchObject({ username: 'li.na', name: 'Li Na', phone: '139****5678', status: 'enabled', roles: 'finance, reviewer', version: '1' });
    expect(result.stdout).not.toContain('Secret-pass-99');
    await expect(login(server.url, 'li.na', 'Secret-pass-99')).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('careops users edit', () => {
  it('changes only the fields given, reading the version itself', async () => {
    const result = await run(['users', 'edit', 'li.na', '--name', 'Li Na (finance)', '--consult', 'yes', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ username: 'li.na', name: 'Li Na (finance)', isConsult: true, roles: [{ code: 'finance' }, { code: 'reviewer' }], version: 2 });
  });

  it('lets exactly one of two processes editing the same version win; the other gets the stale message (exit 1)', async () => {
    const before = JSON.parse((await run(['users', 'view', 'li.na', '--json'])).stdout) as UserJson;
    const env = { CAREOPS_CONFIG_DIR: config.dir };
    const edits = ['First', 'Second'].map((name) => {
      const child = spawnCareops(['users', 'edit', String(before.id), '--name', name, '--if-version', String(before.version)], { env });
      const done = finished(child);
      child.stdin.end();
      return done;
    });
    const results = await Promise.all(edits);
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    const loser = results.find((r) => r.code === 1);
    expect(loser?.stderr).toBe('careops: this record was changed by someone else; reload it and try again\n');
    const after = JSON.parse((await run(['users', 'view', 'li.na', '--json'])).stdout) as UserJson;
    expect(after.version).toBe(before.version + 1);
    expect(after.name).toBe(results[0]?.code === 0 ? 'First' : 'Second');
  });

  it('refuses an edit with nothing to change', async () => {
    const result = await run(['users', 'edit', 'li.na']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('nothing to change; give at least one of --username, --name, --phone');
  });
});
