// Every example line of docs/cli.md, run by the real `careops` and by the web console's terminal
// panel (its session over core's parser and runtime, on the same server and user): the same
// output for the same line (`--json`, `--csv`, TSV, an export's file), or an error in both.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@careops/core/client';
import { resultRows, tokenize, type CommandContext, type CommandResult } from '@careops/core/commands';
import { createDefaultRegistry } from '@careops/core/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTsv } from '../../apps/cli/src/output/tsv';
import { panelWriteOutput } from '../../apps/web/src/platform/terminal/terminal-output';
import { TerminalSession, type TerminalLine } from '../../apps/web/src/platform/terminal/terminal-session';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careopsBin, cleanEnv, tempConfigDir, type CareopsRun } from './support/run-careops';

const docs = readFileSync(new URL('../../docs/cli.md', import.meta.url), 'utf8');
/** The commands `careops` has of its own (local credentials, the shell's completion): no panel command. */
const SHELL_ONLY = new Set(['login', 'profile', 'completion', '--version']);

/** Each `careops …` part of each line of the page's `sh` blocks (before `#`, split at `|`, without redirections). */
function exampleLines(): string[][] {
  const lines: string[][] = [];
  for (const block of docs.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const raw of block[1]!.split('\n')) {
      const line = raw.replace(/\s+#.*$/, '').trim();
      for (const part of line.split(/\s\|\s/)) {
        const words = tokenize(part.replace(/\s[<>].*$/, '').replace(/^npx\s+/, '')).tokens.map((tk) => tk.value);
        if (words[0] === 'careops') lines.push(words.slice(1));
      }
    }
  }
  return lines;
}

let server: TestServer;
const config = tempConfigDir();
const cwd = mkdtempSync(join(tmpdir(), 'careops-parity-'));

function cli(args: string[], input = ''): Promise<CareopsRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [careopsBin, ...args], { env: cleanEnv({ CAREOPS_CONFIG_DIR: config.dir }), cwd, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

interface PanelRun {
  errors: string[];
  /** What the panel shows as the command's output, written as `careops` writes it to a pipe. */
  stdout: string;
  /** Only what the command printed as text (a file written to `-`). */
  printed: string;
  results: CommandResult[];
}

let session: TerminalSession;
const downloads = new Map<string, Blob>();

async function panel(args: string[]): Promise<PanelRun> {
  const before = session.getState().lines.length;
  await session.submit(args.map((a) => (a === '' || /[\s'"\\]/.test(a) ? `'${a}'` : a)).join(' '));
  const lines: TerminalLine[] = session.getState().lines.slice(before + 1);
  const errors = lines.flatMap((l) => (l.kind === 'text' && l.tone === 'error' ? [l.text] : []));
  const results = lines.flatMap((l) => (l.kind === 'result' ? [l.result] : []));
  const stdout = lines
    .map((l) => {
      if (l.kind === 'text') return l.tone === 'plain' ? `${l.text}\n` : '';
      if (l.kind !== 'result') return '';
      if (l.result.kind === 'text') return `${l.result.text}\n`;
      const rows = resultRows(l.result, { recordHeader: false });
      return rows ? renderTsv(rows) : '';
    })
    .join('');
  const printed = lines.map((l) => (l.kind === 'text' && l.tone === 'plain' ? `${l.text}\n` : '')).join('');
  return { errors, stdout, printed, results };
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await cli(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  const profile = Object.values((JSON.parse(readFileSync(join(config.dir, 'config.json'), 'utf8')) as { profiles: Record<string, { token: string; user: { userId: number } & Record<string, unknown>; permissions: string[] }> }).profiles)[0]!;
  const api = createApiClient({ baseURL: server.url, channel: 'terminal', getAuth: () => ({ token: profile.token, userId: profile.user.userId }) });
  const ctx: CommandContext = {
    api,
    channel: 'terminal',
    session: { user: profile.user as unknown as NonNullable<CommandContext['session']>['user'], permissions: new Set(profile.permissions) },
    signOut: async () => undefined,
  };
  session = new TerminalSession({
    registry: createDefaultRegistry(),
    context: () => ctx,
    navigate: () => undefined,
    storage: undefined,
    userId: profile.user.userId,
    prompt: 'admin@careops $',
    writeOutput: panelWriteOutput(api, { save: (name, blob) => void downloads.set(name, blob), print: (text) => session.printOutput(text) }),
    serverUrl: server.url,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
  rmSync(cwd, { recursive: true, force: true });
});

describe('a careops line runs the same in the terminal panel', () => {
  const examples = exampleLines();

  it('finds the examples of docs/cli.md, the panel section’s among them', () => {
    expect(examples.length).toBeGreaterThan(15);
    expect(examples.map((e) => e.join(' '))).toEqual(expect.arrayContaining(['orders list --status pending-payment --limit 5 --json', 'ordres list']));
  });

  for (const args of examples) {
    it(`careops ${args.join(' ')}`, async () => {
      if (SHELL_ONLY.has(args[0] ?? '')) {
        // The CLI's own commands: the panel is signed in already and has no shell; it says so.
        expect((await panel(args)).errors.length).toBeGreaterThan(0);
        return;
      }
      const mutates = /\b(approve|reject)\b/.test(args.join(' ')) && !args.includes('--dry-run');
      const inPanel = await panel(args);
      const output = args.indexOf('-o') >= 0 ? args[args.indexOf('-o') + 1] : undefined;
      if (output && output !== '-') rmSync(join(cwd, output), { force: true });
      const inCli = await cli(args);
      const ok = inCli.code === 0 || inCli.code === 5;
      expect(inPanel.errors.length === 0, `panel errors ${inPanel.errors.join(' | ')}; cli ${inCli.code} ${inCli.stderr}`).toBe(ok);
      if (!ok) {
        // Both name the nearest command or flag when there is one.
        const near = /did you mean (\S+?)\??\)?$/im.exec(inCli.stderr)?.[1]?.replace(/[?'.]/g, '');
        if (near) expect(inPanel.errors.join('\n')).toContain(near);
        return;
      }
      if (output === '-') {
        // The file on stdout; the summary (file, rows, size) beside it: stderr in a shell, a record in the panel.
        expect(inPanel.printed).toBe(inCli.stdout);
        expect(inPanel.results.map((r) => r.kind)).toEqual(['record']);
        return;
      }
      if (output) {
        const file = join(cwd, output);
        expect(existsSync(file)).toBe(true);
        const saved = downloads.get(output);
        expect(saved).toBeDefined();
        expect(Buffer.from(await saved!.arrayBuffer()).equals(readFileSync(file))).toBe(true);
      }
      if (mutates) {
        // Decided by the first run: the second reads "already …"; the items and outcomes match.
        const firstColumns = (text: string) => text.split('\n').map((l) => l.split('\t').slice(0, 2).join('\t'));
        expect(firstColumns(inPanel.stdout)).toEqual(firstColumns(inCli.stdout));
        return;
      }
      if (args.includes('--json')) expect(JSON.parse(inPanel.stdout)).toEqual(JSON.parse(inCli.stdout));
      else expect(inPanel.stdout).toBe(inCli.stdout);
    });
  }
});
