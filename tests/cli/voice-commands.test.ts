// careops voice send|list|view|cancel against a real server: sent now to the studio's active
// nurses through the message gateway (per-recipient status), scheduled for later and cancelled,
// and the refusals (a past time, cancelling twice) with exit codes and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const admin = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: admin.dir }, ...(input === undefined ? {} : { input }) });
type Row = Record<string, unknown>;
let studioId = 0;

async function json<T>(args: string[]): Promise<T> {
  const result = await run([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  expect((await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`)).code).toBe(0);
  const studios = await json<Row[]>(['studios', 'list', '--status', 'enabled', '--sort', 'id', '--limit', '1']);
  studioId = Number(studios[0]?.id);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  admin.dispose();
});

describe('careops voice', () => {
  it('sends now to the studio’s active nurses, each with the gateway’s answer, with its spoken length', async () => {
    const sent = await json<Row>(['voice', 'send', '--text', 'Please check your alarm buttons before each visit today.', '--studios', String(studioId)]);
    expect(sent).toMatchObject({ status: 'sent', speechEngine: 'phonetic-duration' });
    expect(Number(sent.recipients)).toBeGreaterThan(0);
    expect(Number(sent.speechDurationMs)).toBeGreaterThan(0);
    const viewed = await json<Row>(['voice', 'view', String(sent.id)]);
    expect(viewed).toMatchObject({ id: sent.id, status: 'sent' });
    const recipients = viewed.recipientList as Row[];
    expect(recipients).toHaveLength(Number(sent.recipients));
    expect(recipients.every((r) => ['pending', 'delivered', 'failed'].includes(String(r.status)))).toBe(true);
    const table = await run(['voice', 'view', String(sent.id)]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Please check your alarm buttons');
  });

  it('schedules for later, lists it as scheduled, cancels it once; a second cancel is refused', async () => {
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await json<Row>(['voice', 'send', '--text', 'Training at the station on Friday at 14:00.', '--studios', String(studioId), '--at', `${at} 09:30`]);
    expect(scheduled).toMatchObject({ status: 'scheduled' });
    const listed = await json<Row[]>(['voice', 'list', '--status', 'scheduled']);
    expect(listed.some((a) => a.id === scheduled.id)).toBe(true);
    expect((await run(['voice', 'cancel', String(scheduled.id), '--yes'])).code).toBe(0);
    expect(await json<Row>(['voice', 'view', String(scheduled.id)])).toMatchObject({ status: 'cancelled' });
    const again = await run(['voice', 'cancel', String(scheduled.id), '--yes']);
    expect(again.code).not.toBe(0);
  });

  it('refuses a time in the past by name and sends nothing', async () => {
    const before = await json<Row[]>(['voice', 'list', '--limit', '100']);
    const past = await run(['voice', 'send', '--text', 'Too late.', '--studios', String(studioId), '--at', '2020-01-01 09:00']);
    expect(past.code).not.toBe(0);
    expect(past.stderr).toMatch(/scheduledAt|at/);
    expect(await json<Row[]>(['voice', 'list', '--limit', '100'])).toHaveLength(before.length);
  });
});
