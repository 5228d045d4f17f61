// careops sos raise|list|view|ack|resolve, sos watch (piped: one JSON line per event; on a
// terminal: a live table updated in place) and events tail, against a real server.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { t } from '@careops/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { ConsolePty } from './support/console-pty';
import { careops, finished, spawnCareops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const admin = tempConfigDir();
const env = { CAREOPS_CONFIG_DIR: admin.dir };
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env, ...(input === undefined ? {} : { input }) });
type Row = Record<string, unknown>;
let nurseId = 0;

async function json<T>(args: string[]): Promise<T> {
  const result = await run([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** A drill raised straight through the API (what another console or the nurse app would do). */
async function raiseElsewhere(): Promise<number> {
  const auth = await login(server.url, 'admin', server.adminPassword);
  const answer = await apiCall<{ id: number }>(server.url, '/api/admin/raiseDrill', { nurseId }, auth);
  return answer.result.id;
}

/** Resolves once the watcher says on stderr that its stream is live (the server holds it from then on). */
function untilLive(child: ChildProcessWithoutNullStreams): Promise<void> {
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
  expect((await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`)).code).toBe(0);
  const nurses = await json<Row[]>(['nurses', 'list', '--status', 'active', '--limit', '1']);
  nurseId = Number(nurses[0]?.id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  admin.dispose();
});

describe('careops sos', () => {
  it('raises a drill (only with --drill), lists, views, acknowledges and resolves with the report', async () => {
    const refused = await run(['sos', 'raise', '--nurse', String(nurseId)]);
    expect(refused.stdout).toContain('--drill');
    const drill = await json<Row>(['sos', 'raise', '--nurse', String(nurseId), '--drill']);
    expect(drill).toMatchObject({ status: 'active', drill: true, nurse: { id: nurseId } });
    const open = await json<Row[]>(['sos', 'list', '--status', 'open', '--drill', 'yes']);
    expect(open.some((a) => a.id === drill.id)).toBe(true);
    expect((await run(['sos', 'resolve', String(drill.id), '--notes', 'n', '--report', 'r', '--yes'])).code).not.toBe(0);
    expect((await run(['sos', 'ack', String(drill.id), '--yes'])).code).toBe(0);
    expect((await run(['sos', 'ack', String(drill.id), '--yes'])).code).not.toBe(0);
    const resolved = await run(['sos', 'resolve', String(drill.id), '--notes', 'nurse called back', '--report', 'drill finished in 2 minutes', '--yes']);
    expect(resolved.code).toBe(0);
    const viewed = await json<Row>(['sos', 'view', String(drill.id)]);
    expect(viewed).toMatchObject({ status: 'resolved', closingReport: 'drill finished in 2 minutes' });
    expect((viewed.steps as Row[]).map((s) => s.step)).toEqual(['raised', 'acknowledged', 'resolved']);
  });

  it('sos watch, piped, prints one JSON line per alarm event as it happens', async () => {
    const watcher = spawnCareops(['sos', 'watch', '--count', '2'], { env });
    const output = finished(watcher, 20_000);
    watcher.stdin.end();
    await untilLive(watcher);
    const id = await raiseElsewhere();
    const auth = await login(server.url, 'admin', server.adminPassword);
    await apiCall(server.url, '/api/admin/acknowledgeAlarm', { alarmId: id }, auth);
    const result = await output;
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line) as { topic: string; data: { alarm: Row; step: Row } });
    expect(lines.map((l) => [l.topic, l.data.alarm.id, l.data.step.step])).toEqual([
      ['alarm', id, 'raised'],
      ['alarm', id, 'acknowledged'],
    ]);
  });

  it('events tail --topic alarm --count 1 prints the next alarm event', async () => {
    const tail = spawnCareops(['events', 'tail', '--topic', 'alarm', '--count', '1'], { env });
    const output = finished(tail, 20_000);
    tail.stdin.end();
    await untilLive(tail);
    const id = await raiseElsewhere();
    const result = await output;
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout.trim())).toMatchObject({ topic: 'alarm', data: { alarm: { id, drill: true } } });
    expect((await run(['events', 'tail', '--topic', 'weather'])).code).toBe(2);
  });

  it('sos watch on a terminal draws the open alarms and updates the row in place', async () => {
    const id = await raiseElsewhere();
    const pty = new ConsolePty({ env, args: ['sos', 'watch', '--count', '1'] });
    const row = new RegExp(`^${id}\\s+active`, 'm');
    await pty.waitFor(row);
    await pty.waitFor(/· live/);
    const auth = await login(server.url, 'admin', server.adminPassword);
    await apiCall(server.url, '/api/admin/acknowledgeAlarm', { alarmId: id }, auth);
    const screen = await pty.waitFor(new RegExp(`^${id}\\s+acknowledged`, 'm'));
    expect(screen.match(new RegExp(`^${id}\\s`, 'gm'))).toHaveLength(1);
    expect(await pty.exited).toBe(0);
  });
});
