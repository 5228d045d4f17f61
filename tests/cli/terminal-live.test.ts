// `sos watch` and `events tail` in the web console's terminal panel (its session over core's
// parser, following the same server's push channel) against the real `careops`: the same JSON
// lines for the same events, the same refusals, and on the panel a table of open alarms
// updated in place; Ctrl+C stops.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { createDefaultRegistry } from '@careops/core/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveFollower } from '../../apps/web/src/platform/terminal/terminal-live';
import { TerminalSession, type TerminalLine } from '../../apps/web/src/platform/terminal/terminal-session';
import { apiCall, login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, finished, spawnCareops, tempConfigDir } from './support/run-careops';

let server: TestServer;
let auth: { token: string; userId: number };
const config = tempConfigDir();
const env = { CAREOPS_CONFIG_DIR: config.dir };
let session: TerminalSession;
let nurseId = 0;

const raise = async () => (await apiCall<{ id: number }>(server.url, '/api/admin/raiseDrill', { nurseId }, auth)).result.id;
const acknowledge = (alarmId: number) => apiCall(server.url, '/api/admin/acknowledgeAlarm', { alarmId }, auth);

/** Waits for a condition on the panel (the stream opens, an event arrives), never for a fixed time. */
async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`the panel never showed ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const linesAfter = (before: number): TerminalLine[] => session.getState().lines.filter((l) => l.id > before);
const lastId = () => session.getState().lines.at(-1)?.id ?? 0;
const liveIn = (before: number) => linesAfter(before).some((l) => l.kind === 'text' && l.text === t('security.cmd.live.connected'));
const printed = (before: number) => linesAfter(before).flatMap((l) => (l.kind === 'text' && l.tone === 'plain' ? [l.text] : []));
const errors = (before: number) => linesAfter(before).flatMap((l) => (l.kind === 'text' && l.tone === 'error' ? [l.text] : []));

/** Resolves once `careops` says on stderr that its stream is live. */
function cliLive(child: ChildProcessWithoutNullStreams): Promise<void> {
  return new Promise((resolve) => {
    let said = '';
    child.stderr.on('data', (chunk: Buffer | string) => {
      said += String(chunk);
      if (said.includes(t('security.cmd.live.connected'))) resolve();
    });
  });
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  expect((await careops(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], { env, input: `${server.adminPassword}\n` })).code).toBe(0);
  auth = await login(server.url, 'admin', server.adminPassword);
  const nurses = await apiCall<{ list: Array<{ id: number }> }>(server.url, '/api/admin/getNurseList', { status: 1, limit: 1 }, auth);
  nurseId = Number(nurses.result.list[0]?.id);
  // The panel signed in as `careops` is (the profile's session), as the terminal parity test does.
  const profile = Object.values((JSON.parse(readFileSync(join(config.dir, 'config.json'), 'utf8')) as { profiles: Record<string, { token: string; user: { userId: number } & Record<string, unknown>; permissions: string[] }> }).profiles)[0]!;
  const panelAuth = { token: profile.token, userId: profile.user.userId };
  const api = createApiClient({ baseURL: server.url, channel: 'terminal', getAuth: () => panelAuth });
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
    userId: auth.userId,
    prompt: 'admin@careops $',
    follow: liveFollower(server.url, () => panelAuth),
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('live commands in the terminal panel, as careops runs them', () => {
  for (const line of [['events', 'tail', '--topic', 'alarm', '--count', '1'], ['sos', 'watch', '--json', '--count', '1']]) {
    it(`${line.join(' ')}: the same JSON line for the same event`, async () => {
      const cli = spawnCareops(line, { env });
      const cliOutput = finished(cli, 30_000);
      cli.stdin.end();
      const before = lastId();
      const inPanel = session.submit(line.join(' '));
      await Promise.all([cliLive(cli), until('the stream open', () => liveIn(before))]);
      expect(session.getState().busy).toBe(true);
      const alarmId = await raise();
      await inPanel;
      const fromCli = await cliOutput;
      expect(fromCli.code, fromCli.stderr).toBe(0);
      const panelEvents = printed(before).map((text) => JSON.parse(text) as { topic: string; data: { alarm: { id: number } } });
      expect(panelEvents).toHaveLength(1);
      expect(panelEvents[0]).toMatchObject({ topic: 'alarm', data: { alarm: { id: alarmId } } });
      expect(panelEvents).toEqual(fromCli.stdout.trim().split('\n').map((text) => JSON.parse(text) as unknown));
      expect(session.getState().busy).toBe(false);
    });
  }

  it('sos watch: the open alarms as a table updated in place as they are raised and acknowledged', async () => {
    const before = lastId();
    const watching = session.submit('sos watch --count 2');
    await until('the stream open', () => liveIn(before));
    const table = () => linesAfter(before).filter((l) => l.kind === 'result');
    expect(table()).toHaveLength(1);
    const tableId = table()[0]!.id;
    const alarmId = await raise();
    const rowOf = () => {
      const result = table()[0]?.kind === 'result' ? (table()[0] as Extract<TerminalLine, { kind: 'result' }>).result : null;
      return result?.kind === 'table' ? result.rows.find((r) => r.id === alarmId) : undefined;
    };
    await until('the raised alarm', () => rowOf() !== undefined);
    expect(rowOf()?.status).toContain(t('security.status.active'));
    await acknowledge(alarmId);
    await watching;
    expect(rowOf()?.status).toContain(t('security.status.acknowledged'));
    // Still the one table line, replaced in place.
    expect(table().map((l) => l.id)).toEqual([tableId]);
  });

  it('Ctrl+C stops a live command and the prompt takes commands again', async () => {
    const before = lastId();
    const tailing = session.submit('events tail');
    await until('the stream open', () => liveIn(before));
    session.interrupt('');
    await tailing;
    expect(session.getState().busy).toBe(false);
    expect(linesAfter(before).some((l) => l.kind === 'text' && l.text === t('security.cmd.live.stopped'))).toBe(true);
  });

  for (const line of [['events', 'tail', '--topic', 'weather'], ['sos', 'watch', '--count', '0'], ['sos', 'watch', '--topic', 'alarm'], ['events', 'tail', '--count']]) {
    it(`${line.join(' ')}: refused in both, nothing followed`, async () => {
      const before = lastId();
      await session.submit(line.join(' '));
      expect(errors(before)).toHaveLength(1);
      expect(session.getState().busy).toBe(false);
      expect(liveIn(before)).toBe(false);
      const fromCli = await careops(line, { env });
      expect(fromCli.code).not.toBe(0);
    });
  }
});
