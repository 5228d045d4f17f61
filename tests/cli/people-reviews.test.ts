// careops reviews nurses|cards list/approve/reject against a real server: the batch endpoints
// (chunks, not one call per id), ids from arguments, a file and stdin, one result line per item,
// exit 5 on any failure, --dry-run writing nothing, a re-run on decided items changing nothing,
// --json for scripts, the reason a rejection needs, permissions, and the progress bar on a terminal.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, careopsBin, cleanEnv, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const files = mkdtempSync(join(tmpdir(), 'careops-reviews-'));
const env = () => ({ CAREOPS_CONFIG_DIR: config.dir });
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: env(), ...(input === undefined ? {} : { input }) });
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

interface Application {
  id: number;
  status: number;
  version: number;
  nurse: { id: number; name: string };
}
interface Card {
  id: number;
  cardNo: string;
  status: number;
  version: number;
}

async function json<T>(args: string[]): Promise<T> {
  const result = await run([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

const application = (id: number) => json<Application>(['reviews', 'nurses', 'view', String(id)]);
const card = (id: number) => json<Card>(['reviews', 'cards', 'view', String(id)]);
const auditCount = async (action: string) => (await json<unknown[]>(['audit', 'list', '--action', action, '--all'])).length;

/** `careops args…` on a pseudo-terminal of 100 columns; everything it drew, control codes removed. */
function onTerminal(args: string[]): Promise<{ code: number | null; output: string }> {
  const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
  const command = `stty cols 100 rows 30; ${[process.execPath, careopsBin, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env: cleanEnv({ ...env(), TERM: 'xterm' }), stdio: 'pipe' });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stdin.end();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output: output.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '') })));
}

let waiting: number[] = [];
let cardsWaiting: Card[] = [];

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code).toBe(0);
  const rows = await json<Array<{ id: number }>>(['reviews', 'nurses', 'list', '--status', 'under-review', '--sort', 'id', '--order', 'asc']);
  waiting = rows.map((r) => r.id);
  cardsWaiting = await json<Card[]>(['reviews', 'cards', 'list', '--status', 'under-review', '--all']);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
  rmSync(files, { recursive: true, force: true });
});

describe('careops reviews nurses list', () => {
  it('lists the applications under review with the columns and the page of each', async () => {
    expect(waiting.length).toBeGreaterThanOrEqual(5);
    const rows = await json<Array<Record<string, unknown>>>(['reviews', 'nurses', 'list', '--status', 'under-review']);
    expect(rows.every((r) => r.statusLabel === 'under review' && typeof r.status === 'number')).toBe(true);
    expect(rows[0]).toMatchObject({ id: expect.any(Number), nurse: { name: expect.any(String), phone: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }, path: expect.stringMatching(/^\/nurse-examine-det\/\d+$/) });
    const table = await run(['reviews', 'nurses', 'list', '--status', 'under-review', '--limit', '2']);
    expect(lines(table.stdout)[0]).toEqual(['id', 'nurse.name', 'nurse.phone', 'nurse.title', 'studio.name', 'status', 'attempt', 'submittedAt']);
    expect(lines(table.stdout)).toHaveLength(3);
  });

  it('refuses a status that does not exist, naming the choices (exit 2)', async () => {
    const result = await run(['reviews', 'nurses', 'list', '--status', 'pending']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('under-review');
  });
});

describe('careops reviews nurses approve / reject', () => {
  it('needs --yes without a terminal and a reason to reject (exit 2), changing nothing', async () => {
    const id = waiting[0] ?? 0;
    const noYes = await run(['reviews', 'nurses', 'approve', String(id)]);
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toContain('needs confirmation');
    const noReason = await run(['reviews', 'nurses', 'reject', String(id), '--yes']);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason');
    expect((await application(id)).status).toBe(2);
  });

  it('--dry-run says what would change and writes nothing', async () => {
    const [a = 0, b = 0] = waiting;
    const before = { a: await application(a), audits: await auditCount('nurseExamine.') };
    const result = await run(['reviews', 'nurses', 'reject', String(a), String(b), '424242', '--reason', 'licence unreadable', '--dry-run']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout)).toEqual([
      ['id', 'result', 'message'],
      [String(a), 'ok', expect.stringContaining('would reject')],
      [String(b), 'ok', expect.stringContaining('would reject')],
      ['424242', 'failed', expect.stringContaining('not found')],
    ]);
    expect(await application(a)).toEqual(before.a);
    expect(await auditCount('nurseExamine.')).toBe(before.audits);
  });

  it('decides each item, one line per item, and exits 5 when one failed', async () => {
    const id = waiting[0] ?? 0;
    const result = await run(['reviews', 'nurses', 'approve', String(id), '999999', 'not-an-id', '--yes']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout)).toEqual([
      ['id', 'result', 'message'],
      [String(id), 'ok', expect.stringMatching(/approved/)],
      ['999999', 'failed', expect.stringContaining('not found')],
      ['not-an-id', 'failed', "'not-an-id' is not a qualification application id"],
    ]);
    expect(result.stderr).toBe('careops: 2 of 3 items failed\n');
    const decided = await application(id);
    expect(decided.status).toBe(1);
    // Approval activates the nurse.
    expect((await json<{ status: number }>(['nurses', 'view', String(decided.nurse.id)])).status).toBe(1);
  });

  it('a re-run on a decided item reports it and changes nothing; the other decision is refused', async () => {
    const id = waiting[0] ?? 0;
    const before = { app: await application(id), audits: await auditCount('nurseExamine.') };
    const again = await run(['reviews', 'nurses', 'approve', String(id), '--yes']);
    expect(again.code).toBe(0);
    expect(lines(again.stdout)[1]).toEqual([String(id), 'ok', expect.stringContaining('already approved')]);
    const reverse = await run(['reviews', 'nurses', 'reject', String(id), '--reason', 'too late', '--yes']);
    expect(reverse.code).toBe(5);
    expect(lines(reverse.stdout)[1]?.[1]).toBe('failed');
    expect(await application(id)).toEqual(before.app);
    expect(await auditCount('nurseExamine.')).toBe(before.audits);
  });

  it('takes ids from --from-file (comments and commas) with a reason', async () => {
    const [, b = 0, c = 0] = waiting;
    const file = join(files, 'reject.txt');
    writeFileSync(file, `# blurred scans\n${b}, ${c}\n`);
    const result = await run(['reviews', 'nurses', 'reject', '--from-file', file, '--reason', 'practice licence unreadable', '--yes']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).slice(1).map((l) => [l[0], l[1]])).toEqual([
      [String(b), 'ok'],
      [String(c), 'ok'],
    ]);
    expect(await application(b)).toMatchObject({ status: 0, reason: 'practice licence unreadable' });
    const missing = await run(['reviews', 'nurses', 'reject', '--from-file', join(files, 'none.txt'), '--reason', 'x', '--yes']);
    expect(missing.code).toBe(2);
  });

  it('takes ids from stdin, with --json for scripts', async () => {
    const [, , , d = 0] = waiting;
    const result = await run(['reviews', 'nurses', 'approve', '--yes', '--json'], `${d}\n777777\n`);
    expect(result.code).toBe(5);
    expect(JSON.parse(result.stdout)).toEqual([
      { id: String(d), ok: true, message: expect.stringMatching(/approved/) },
      { id: '777777', ok: false, message: expect.stringContaining('not found') },
    ]);
    expect(JSON.parse(result.stderr)).toEqual({ error: { code: 'partial', message: '1 of 2 items failed' } });
  });
});

describe('careops reviews cards', () => {
  it('lists, finds cards by number, and decides them in a batch', async () => {
    expect(cardsWaiting.length).toBeGreaterThanOrEqual(4);
    const [first, second] = cardsWaiting as [Card, Card];
    const result = await run(['reviews', 'cards', 'reject', first.cardNo, String(second.id), '--reason', 'Card photo is blurred', '--yes']);
    expect(result.code).toBe(0);
    expect(lines(result.stdout).slice(1).map((l) => [l[0], l[1]])).toEqual([
      [first.cardNo, 'ok'],
      [String(second.id), 'ok'],
    ]);
    expect(await card(first.id)).toMatchObject({ status: 0 });
    expect(await card(second.id)).toMatchObject({ status: 0, reason: 'Card photo is blurred' });
  });

  it('shows a progress bar and a summary on a terminal', async () => {
    const ids = cardsWaiting.slice(2, 4).map((c) => String(c.id));
    const terminal = await onTerminal(['reviews', 'cards', 'approve', ...ids, '--yes']);
    expect(terminal.code).toBe(0);
    expect(terminal.output).toContain('approve disability-assistance cards');
    expect(terminal.output).toContain('100% 2/2');
    expect(terminal.output).toContain('2 succeeded, 0 failed');
    for (const id of ids) expect((await card(Number(id))).status).toBe(1);
  });

  it('is refused to a user without the review permission (exit 4), deciding nothing', async () => {
    const other = tempConfigDir();
    try {
      const as = (args: string[], input?: string) => careops(args, { env: { CAREOPS_CONFIG_DIR: other.dir }, ...(input === undefined ? {} : { input }) });
      expect((await as(['login', '--server', server.url, '--username', 'finance', '--password-stdin'], `${server.adminPassword}\n`)).code).toBe(0);
      const id = cardsWaiting[4]?.id ?? 0;
      const result = await as(['reviews', 'cards', 'approve', String(id), '--yes']);
      expect(result.code).toBe(4);
      expect(result.stderr).toContain('permission');
      expect((await card(id)).status).toBe(2);
    } finally {
      other.dispose();
    }
  });
});
