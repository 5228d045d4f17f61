// The terminal console against a real server: the real `careops` on a pseudo-terminal (node-pty),
// its screen read through a small terminal emulator. Opening the console, the order list,
// moving, a record, back; an action's dry run then its run; review mode's approve, undo and
// the delayed commit; a reject sent on quit; resizing, NO_COLOR, Ctrl+C and SIGTERM giving the
// terminal back; and off a terminal, help without Ink.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { ConsolePty } from './support/console-pty';
import { careopsRunning, coverageDir, modulesRunIn } from './support/bundle-modules';
import { careopsLoading, isInteractiveModule } from './support/module-recorder';
import { careops, careopsBin, tempConfigDir } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const env = () => ({ CAREOPS_CONFIG_DIR: config.dir });
const LEAVE_SCREEN = '\u001b[?1049l';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(args: string[]): Promise<T> {
  const run = await careops([...args, '--json'], { env: env() });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as T;
}

interface OrderRow {
  id: number;
  orderNo: string;
  status: number;
  statusLabel: string;
}
interface Application {
  id: number;
  status: number;
  reason?: string | null;
  reviewReason?: string | null;
}

const orders = (filter: string[] = []) => json<OrderRow[]>(['orders', 'list', ...filter, '--limit', '5']);
const order = (id: number) => json<OrderRow>(['orders', 'view', String(id)]);
const application = (id: number) => json<Application>(['reviews', 'nurses', 'view', String(id)]);
const waitingApplications = () => json<Application[]>(['reviews', 'nurses', 'list', '--status', 'under-review', '--sort', 'submittedAt', '--order', 'asc']);

/** Waits until `check` holds on the server (a decision is sent when its undo window closes). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await sleep(300);
  }
}

/** The exit code, or a failure showing the screen when the console does not exit. */
async function exitOf(term: ConsolePty, timeoutMs = 30_000): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the console did not exit; it shows:\n${term.screen.toString()}`)), timeoutMs);
  });
  try {
    return await Promise.race([term.exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The header's three lines at the top of the screen, each once: product and server, the queue
 * counts, the view's title (a redraw one row off would leave a line twice or overwrite one).
 */
function expectHeader(screen: string, title: string): void {
  const [product, counts, heading] = screen.split('\n');
  expect(product).toMatch(/^CareOps {2}http/);
  expect(counts).toMatch(/\(queues (every \d+ s|live)\)\s*$/);
  expect(heading?.trim()).toBe(title);
  expect(screen.match(/\(queues /g)).toHaveLength(1);
  expect(screen.match(/^CareOps /gm)).toHaveLength(1);
}

/** Opens the palette, types `query` and takes the first result. */
async function fromPalette(term: ConsolePty, query: string, expected: RegExp): Promise<void> {
  term.press(':');
  await term.waitFor(/Search pages and commands/);
  term.press(query);
  await term.waitFor(expected);
  term.press('\r');
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await careops(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], { env: env(), input: `${server.adminPassword}\n` });
  expect(signIn.code).toBe(0);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('the console on a terminal', () => {
  it('opens the order list, moves, opens a record and comes back to the same row', async () => {
    const term = new ConsolePty({ env: env(), columns: 150, rows: 34 });
    try {
      const first = await term.waitFor(/queues (every|live)/);
      expect(first).toContain('Administrator (admin)');
      expect(first).toContain(server.url);
      // The live channel connects after the first frame: only the counts line changes.
      expectHeader(await term.waitFor(/queues live/), 'lists');
      const counts = await json<Record<string, number | null>>(['whoami']).catch(() => null);
      expect(counts).not.toBeNull();

      const top = await orders();
      await fromPalette(term, 'orders', /^> orders\s+page/m);
      expectHeader(await term.waitFor(new RegExp(`^> ${top[0]?.orderNo}`, 'm')), 'orders');
      term.press('j');
      await term.waitFor(new RegExp(`^> ${top[1]?.orderNo}`, 'm'));
      term.press('j');
      const third = top[2] as OrderRow;
      await term.waitFor(new RegExp(`^> ${third.orderNo}`, 'm'));

      term.press('\r');
      const detail = await term.waitFor(new RegExp(`^order ${third.orderNo}$`, 'm'));
      const fresh = await order(third.id);
      expect(detail).toMatch(new RegExp(`^order number\\s+${fresh.orderNo}`, 'm'));
      expect(detail).toMatch(new RegExp(`^status\\s+${third.statusLabel}`, 'm'));

      term.press('\u001b');
      await term.waitFor(new RegExp(`^> ${third.orderNo}`, 'm'));
      term.press('q');
      expect(await exitOf(term)).toBe(0);
      expect(term.raw.endsWith(`${LEAVE_SCREEN}`) || term.raw.includes(LEAVE_SCREEN)).toBe(true);
    } finally {
      term.kill();
    }
  });

  it("runs a descriptor action on the record: its dry run writes nothing, then the run changes the order", { timeout: 120_000 }, async () => {
    const [target] = await orders(['--status', 'pending-organisation-review']);
    expect(target).toBeDefined();
    const term = new ConsolePty({ env: env(), columns: 150, rows: 34 });
    try {
      await term.waitFor(/queues (every|live)/);
      await fromPalette(term, 'orders', /^> orders\s+page/m);
      await term.waitFor(/order number/);
      term.press('/');
      await term.waitFor(/^filters:/m);
      term.press('--status pending-organisation-review\r');
      await term.waitFor(new RegExp(`^> ${target?.orderNo}`, 'm'));

      term.press('a');
      await term.waitFor(/approve orders · reason/);
      term.press('\r');
      await term.waitFor(/y run · d dry run · n cancel/);
      term.press('d');
      await term.waitFor(/dry run: nothing was written/);
      expect((await order(target?.id ?? 0)).status).toBe(-2);

      term.press('\r');
      await term.waitFor((screen) => !screen.includes('dry run: nothing was written'));
      term.press('a');
      await term.waitFor(/approve orders · reason/);
      term.press('\r');
      await term.waitFor(/y run · d dry run · n cancel/);
      term.press('y');
      await term.waitFor(/1 succeeded, 0 failed/);
      expect((await order(target?.id ?? 0)).status).toBe(-1);
      term.press('\r');
      await term.waitFor((screen) => !screen.includes('1 succeeded, 0 failed'));
      term.press('\u0003');
      expect(await exitOf(term)).toBe(0);
      expect(term.raw).toContain(LEAVE_SCREEN);
    } finally {
      term.kill();
    }
  });

  it('review mode: approve, undo within the window (nothing sent), approve again (sent when the window closes), a reject sent on quit', { timeout: 120_000 }, async () => {
    const queue = await waitingApplications();
    expect(queue.length).toBeGreaterThanOrEqual(2);
    const [first, second] = queue as [Application, Application];
    const term = new ConsolePty({ env: env(), columns: 150, rows: 34 });
    try {
      await term.waitFor(/queues (every|live)/);
      await fromPalette(term, 'review: qualification', /^> review: qualification applications\s+page/m);
      await term.waitFor(new RegExp(`^#${first.id} · `, 'm'));

      term.press('a');
      await term.waitFor(/approve · u undo/);
      expect((await application(first.id)).status).toBe(2);
      term.press('u');
      await term.waitFor(/decision taken back/);
      await term.waitFor(new RegExp(`^#${first.id} · `, 'm'));
      await sleep(6_000);
      expect((await application(first.id)).status).toBe(2);

      term.press('a');
      await term.waitFor(new RegExp(`^#${second.id} · `, 'm'));
      const approved = await eventually(() => application(first.id), (a) => a.status !== 2);
      expect(approved.status).toBe(1);
      await term.waitFor(/1 decided here/);

      term.press('r');
      await term.waitFor(/reject #/);
      term.press('Licence photo unreadable\r');
      await term.waitFor(/reject · u undo/);
      term.press('q');
      expect(await exitOf(term)).toBe(0);
      const rejected = await application(second.id);
      expect(rejected.status).toBe(0);
      expect(JSON.stringify(rejected)).toContain('Licence photo unreadable');
    } finally {
      term.kill();
    }
  });

  it('fits a resized terminal, draws without colour under NO_COLOR and with colour otherwise, and gives the terminal back on SIGTERM', async () => {
    const plain = new ConsolePty({ env: env(), columns: 150, rows: 30 });
    try {
      await plain.waitFor(/queues (every|live)/);
      await fromPalette(plain, 'orders', /^> orders\s+page/m);
      await plain.waitFor(/studio/);
      plain.resize(64, 20);
      const narrow = await plain.waitFor((screen) => /order number/.test(screen) && !/studio/.test(screen));
      for (const line of narrow.split('\n')) expect(line.length).toBeLessThanOrEqual(64);
      expect(plain.raw).not.toMatch(/\u001b\[(3[0-7]|9[0-7])m/);
      process.kill(plain.pid, 'SIGTERM');
      await plain.exited;
      expect(plain.raw).toContain(LEAVE_SCREEN);
    } finally {
      plain.kill();
    }
    const coloured = new ConsolePty({ env: { ...env(), NO_COLOR: '' } });
    try {
      await coloured.waitFor(/queues (every|live)/);
      expect(coloured.raw).toMatch(/\u001b\[(3[0-7]|9[0-7])m/);
      coloured.press('q');
      expect(await exitOf(coloured)).toBe(0);
    } finally {
      coloured.kill();
    }
  });

  it('an SOS alarm raised while the console is open takes over the header until it is acknowledged', { timeout: 120_000 }, async () => {
    const [nurse] = await json<Array<{ id: number; name: string }>>(['nurses', 'list', '--status', 'active', '--limit', '1']);
    const term = new ConsolePty({ env: env(), columns: 150, rows: 30 });
    try {
      await term.waitFor(/queues live/);
      const raised = await json<{ id: number }>(['sos', 'raise', '--nurse', String(nurse?.id), '--drill']);
      expect(raised.id).toBeGreaterThan(0);
      const shown = await term.waitFor(new RegExp(`SOS #${raised.id} · ${nurse?.name}`));
      expect(shown).toMatch(/· active/);
      const ack = await careops(['sos', 'ack', String(raised.id), '--yes'], { env: env() });
      expect(ack.code).toBe(0);
      await term.waitFor((screen) => !screen.includes(`SOS #${raised.id}`));
      term.press('q');
      expect(await exitOf(term)).toBe(0);
    } finally {
      term.kill();
    }
  });

  it('signed out, says so and exits 3 without taking the screen', async () => {
    const other = tempConfigDir();
    const term = new ConsolePty({ env: { CAREOPS_CONFIG_DIR: other.dir } });
    try {
      expect(await exitOf(term)).toBe(3);
      expect(term.raw).toContain('not signed in, run careops login');
      expect(term.screen.alternate).toBe(false);
    } finally {
      term.kill();
      other.dispose();
    }
  });
});

const INK = /^\/\/ node_modules\/(ink|react|react-reconciler|yoga-layout)\//m;
const CONSOLE = /^apps\/cli\/src\/console\//;

/**
 * The CLI's files a run loaded (module URLs, or the scripts V8's coverage saw) whose code matches
 * `marker`: Ink and React are inlined into dist/interactive.cjs, which only interactive views run,
 * so a check of package paths alone would pass whatever ran; esbuild names each inlined module in a comment.
 */
function chunksWith(files: readonly string[], marker: RegExp): string[] {
  return files
    .filter((u) => /\/apps\/cli\/dist\/.*\.c?js$/.test(u))
    .filter((u) => marker.test(readFileSync(u.startsWith('file:') ? fileURLToPath(u) : u, 'utf8')));
}

/** The console's modules among those the command bundle (dist/program.cjs) ran (V8 coverage; support/bundle-modules). */
const consoleModules = (modules: readonly string[]) => modules.filter((m) => CONSOLE.test(m));

describe('off a terminal', () => {
  it('careops alone prints the help and loads neither Ink, React nor the console', async () => {
    const { run, urls } = await careopsLoading([], { env: env() });
    expect(run.stdout + run.stderr).toContain('Usage: careops');
    expect(run.stdout + run.stderr).toMatch(/^ {2}ui\s+open the interactive console/m);
    expect(urls.filter(isInteractiveModule)).toEqual([]);
    expect(chunksWith(urls, INK)).toEqual([]);
    const { modules, scripts } = await careopsRunning([], { env: env() });
    expect(chunksWith(scripts, INK)).toEqual([]);
    expect(modules.length).toBeGreaterThan(20);
    expect(consoleModules(modules)).toEqual([]);
  });

  it('careops ui is a usage error (exit 2) and loads neither Ink nor React', async () => {
    const { run, urls } = await careopsLoading(['ui'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the console needs a terminal');
    expect(urls.filter(isInteractiveModule)).toEqual([]);
    expect(chunksWith(urls, INK)).toEqual([]);
    expect(chunksWith((await careopsRunning(['ui'], { env: env() })).scripts, INK)).toEqual([]);
  });

  it('a non-interactive command (whoami --json) loads no file carrying Ink or React and runs none of the console', async () => {
    const { run, urls } = await careopsLoading(['whoami', '--json'], { env: env() });
    expect(run.code).toBe(0);
    expect(urls.some((u) => u.endsWith('/apps/cli/dist/main.cjs'))).toBe(true);
    expect(chunksWith(urls, INK)).toEqual([]);
    const { modules, scripts } = await careopsRunning(['whoami', '--json'], { env: env() });
    expect(chunksWith(scripts, INK)).toEqual([]);
    expect(modules.length).toBeGreaterThan(20);
    expect(consoleModules(modules)).toEqual([]);
  });

  it('the same check finds Ink in what the console runs on a terminal', async () => {
    const coverage = coverageDir();
    const term = new ConsolePty({ env: { ...env(), NODE_V8_COVERAGE: coverage.dir } });
    try {
      await term.waitFor(/queues (every|live)/);
      term.press('q');
      expect(await exitOf(term)).toBe(0);
      const { modules, scripts } = modulesRunIn(coverage.dir);
      expect(chunksWith(scripts, INK).map((file) => file.split('/').pop())).toEqual(['interactive.cjs']);
      expect(consoleModules(modules)).toContain('apps/cli/src/console/mount-console.tsx');
    } finally {
      term.kill();
      coverage.dispose();
    }
  });
});

describe("Ink and React's code cache", () => {
  it('is written by a console run beside dist/interactive.cjs and used by the next', async () => {
    // A copy of the built CLI, so the cache files are this test's own.
    const work = mkdtempSync(join(tmpdir(), 'careops-interactive-cache-'));
    const source = dirname(dirname(careopsBin));
    for (const part of ['bin', 'dist', 'package.json']) cpSync(join(source, part), join(work, part), { recursive: true, filter: (file) => !file.endsWith('.cache') });
    const cache = join(work, 'dist', 'interactive.cjs.main.cache');
    const consoleRun = async () => {
      const term = new ConsolePty({ bin: join(work, 'bin', 'careops.js'), env: { ...env(), CAREOPS_DEBUG_CODE_CACHE: '1' } });
      try {
        await term.waitFor(/queues (every|live)/);
        term.press('q');
        expect(await exitOf(term)).toBe(0);
        const events = [...term.raw.matchAll(/\{"codeCache":"(\w+)","file":"([^"]+)"\}/g)];
        return events.filter((e) => e[2]?.endsWith('interactive.cjs.main.cache')).map((e) => `${e[1]} ${e[2]}`);
      } finally {
        term.kill();
      }
    };
    try {
      expect(existsSync(cache)).toBe(false);
      expect(await consoleRun()).toEqual([`none ${cache}`, `written ${cache}`]);
      expect(readFileSync(cache).length).toBeGreaterThan(100_000);
      expect(await consoleRun()).toEqual([`used ${cache}`]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
