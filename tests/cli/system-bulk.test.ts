// careops users disable|enable|reset-password against a real server: ids from arguments, a file
// and stdin, one result line per item, exit 5 on any failure, --dry-run writing nothing, the
// progress bar on a terminal, and a generated password shown once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, careopsBin, cleanEnv, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const files = mkdtempSync(join(tmpdir(), 'careops-bulk-'));
const env = () => ({ CAREOPS_CONFIG_DIR: config.dir });
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: env(), ...(input === undefined ? {} : { input }) });
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

async function user(name: string): Promise<{ id: number; status: number; version: number }> {
  const result = await run(['users', 'view', name, '--json']);
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as { id: number; status: number; version: number };
}

async function auditCount(action: string): Promise<number> {
  const result = await run(['audit', 'list', '--action', action, '--all', '--json']);
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as unknown[]).length;
}

/** `careops args…` on a pseudo-terminal of 100 columns; everything it drew, control codes removed. */
function onTerminal(args: string[]): Promise<{ code: number | null; output: string }> {
  const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols 100 rows 30; ${[process.execPath, careopsBin, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ ...env(), TERM: 'xterm' }), stdio: 'pipe' });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stdin.end();
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '') })),
  );
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
  rmSync(files, { recursive: true, force: true });
});

describe('careops users disable / enable', () => {
  it('needs --yes without a terminal (exit 2) and then changes nothing', async () => {
    const result = await run(['users', 'disable', 'finance']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('needs confirmation: run it on a terminal, or add --yes');
    expect((await user('finance')).status).toBe(1);
  });

  it('with --dry-run says what would change, needs no confirmation and writes nothing', async () => {
    const before = await auditCount('systemUser.status');
    const version = (await user('finance')).version;
    const result = await run(['users', 'disable', 'finance', 'disabled', '424242', '--dry-run']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout)).toEqual([
      ['id', 'result', 'message'],
      ['finance', 'ok', 'would disable system users: finance'],
      ['disabled', 'ok', 'disabled is already disabled'],
      ['424242', 'failed', 'system user not found'],
    ]);
    expect(await user('finance')).toMatchObject({ status: 1, version });
    expect(await auditCount('systemUser.status')).toBe(before);
  });

  it('works through every id, prints one line per item and exits 5 when one failed', async () => {
    const result = await run(['users', 'disable', 'finance', '424242', 'reviewer', '--yes']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout)).toEqual([
      ['id', 'result', 'message'],
      ['finance', 'ok', 'finance disabled'],
      ['424242', 'failed', 'system user not found'],
      ['reviewer', 'ok', 'reviewer disabled'],
    ]);
    expect(result.stderr).toBe('careops: 1 of 3 items failed\n');
    expect((await user('finance')).status).toBe(0);
    expect((await user('reviewer')).status).toBe(0);
  });

  it('takes ids from stdin, with --json for scripts', async () => {
    const result = await run(['users', 'enable', '--yes', '--json'], 'finance\n424242\n');
    expect(result.code).toBe(5);
    expect(JSON.parse(result.stdout)).toEqual([
      { id: 'finance', ok: true, message: 'finance enabled' },
      { id: '424242', ok: false, message: 'system user not found' },
    ]);
    expect(JSON.parse(result.stderr)).toEqual({ error: { code: 'partial', message: '1 of 2 items failed' } });
    expect((await user('finance')).status).toBe(1);
  });

  it('takes ids from --from-file (comments and commas allowed) and exits 0 when all succeed', async () => {
    const reviewer = await user('reviewer');
    const file = join(files, 'ids.txt');
    writeFileSync(file, `# to enable again\n${reviewer.id}, finance\n`);
    const result = await run(['users', 'enable', '--from-file', file, '--yes']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).slice(1)).toEqual([
      [String(reviewer.id), 'ok', 'reviewer enabled'],
      ['finance', 'ok', 'finance is already enabled'],
    ]);
    expect((await user('reviewer')).status).toBe(1);
    const missing = await run(['users', 'enable', '--from-file', join(files, 'none.txt'), '--yes']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('none.txt: ENOENT');
  });

  it('shows a progress bar and a summary on a terminal', async () => {
    const terminal = await onTerminal(['users', 'disable', 'finance', 'reviewer', '--yes']);
    expect(terminal.code).toBe(0);
    expect(terminal.output).toContain('disable system users');
    expect(terminal.output).toContain('100% 2/2');
    expect(terminal.output).toMatch(/id\s+result\s+message\nfinance\s+ok\s+finance disabled\nreviewer\s+ok\s+reviewer disabled\n/);
    expect(terminal.output).toContain('2 succeeded, 0 failed');
    expect((await run(['users', 'enable', 'finance', 'reviewer', '--yes'])).code).toBe(0);
  });

  it('ends the sessions of a disabled user', async () => {
    const session = await login(server.url, 'ops', server.adminPassword);
    expect((await run(['users', 'disable', 'ops', '--yes'])).code).toBe(0);
    const check = await fetch(`${server.url}/api/admin/getUserPermission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: session.token, userId: String(session.userId) },
      body: '{}',
    });
    expect(((await check.json()) as { resultcode: number }).resultcode).toBe(105);
    expect((await run(['users', 'enable', 'ops', '--yes'])).code).toBe(0);
  });
});

describe('careops users reset-password', () => {
  it('prints a generated password once (also with --json) that then signs in', async () => {
    const result = await run(['users', 'reset-password', 'studio', '--yes', '--json']);
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as { id: number; name: string; password: string };
    expect(answer).toMatchObject({ id: expect.any(Number), name: 'studio', password: expect.stringMatching(/^\S{8,16}$/) });
    await expect(login(server.url, 'studio', answer.password)).resolves.toMatchObject({ userId: answer.id });
    const human = await run(['users', 'reset-password', 'studio', '--yes']);
    const fields = Object.fromEntries(lines(human.stdout).map(([label = '', value = '']) => [label, value]));
    expect(fields['system user']).toBe('studio');
    expect(fields['new password (shown once)']).toMatch(/^\S{8,16}$/);
    expect(fields['new password (shown once)']).not.toBe(answer.password);
  });

  it('sets a password read from stdin and prints no secret', async () => {
    const result = await run(['users', 'reset-password', 'studio', '--password-stdin', '--yes'], 'Chosen-pass-7\n');
    expect(result).toMatchObject({ code: 0, stdout: 'the password of studio was reset\n' });
    await expect(login(server.url, 'studio', 'Chosen-pass-7')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses a password the rules do not allow, naming the field', async () => {
    const result = await run(['users', 'reset-password', 'studio', '--password-stdin', '--yes'], 'abc\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('careops: password: at least 12 characters\n');
  });
});
