// A date filter means the same instants in every face: the orders created on one business day,
// asked for by the web's list filter (core's parseDateArg, as apps/web/src/kit/list/list-state.ts
// sends it), by `careops orders list --created-from DAY --created-to DAY` and by the same line in
// the terminal panel, give the same rows, while this process and the CLI run in other time zones
// than the business one. The business zone is the server's (CAREOPS_TIME_ZONE), told to the CLI
// at sign-in and to the web by /healthz.
process.env.TZ = 'Pacific/Auckland';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient } from '@careops/core/client';
import type { CommandContext, CommandResult } from '@careops/core/commands';
import { businessDayOf, businessDayRange, DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@careops/core/format';
import { createDefaultRegistry } from '@careops/core/registry';
import { parseDateArg } from '@careops/core/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TerminalSession, type TerminalLine } from '../../apps/web/src/platform/terminal/terminal-session';
import { sqlOn } from '../server/support/database';
import { apiCall, login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir } from './support/run-careops';

interface OrderRow {
  id: number;
  createdAt: number;
}

let server: TestServer;
const config = tempConfigDir();
// The CLI on a laptop set to New York time.
const cliEnv = { CAREOPS_CONFIG_DIR: config.dir, TZ: 'America/New_York' };

async function signInCli(): Promise<void> {
  const run = await careops(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], { env: cliEnv, input: `${server.adminPassword}\n` });
  expect(run.code, run.stderr).toBe(0);
}

/** The web's list filter for one day: the body its list page sends (core's parseDateArg). */
async function webRows(day: string): Promise<number[]> {
  const auth = await login(server.url, 'admin', server.adminPassword);
  const body = { createdFrom: parseDateArg(day), createdTo: parseDateArg(day, true), limit: 100, sort: '-createdAt' };
  const answer = await apiCall<{ list: OrderRow[] }>(server.url, '/api/admin/getOrderList', body, auth);
  expect(answer.resultcode).toBe(1);
  return answer.result.list.map((row) => row.id);
}

async function cliRows(day: string): Promise<number[]> {
  const run = await careops(['orders', 'list', '--created-from', day, '--created-to', day, '--all', '--json'], { env: cliEnv });
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as OrderRow[]).map((row) => row.id);
}

async function panelRows(day: string): Promise<number[]> {
  const profile = Object.values((JSON.parse(readFileSync(join(config.dir, 'config.json'), 'utf8')) as { profiles: Record<string, { token: string; user: { userId: number } & Record<string, unknown>; permissions: string[] }> }).profiles)[0]!;
  const api = createApiClient({ baseURL: server.url, channel: 'terminal', getAuth: () => ({ token: profile.token, userId: profile.user.userId }) });
  const ctx: CommandContext = {
    api,
    channel: 'terminal',
    session: { user: profile.user as unknown as NonNullable<CommandContext['session']>['user'], permissions: new Set(profile.permissions) },
    signOut: async () => undefined,
  };
  const session = new TerminalSession({ registry: createDefaultRegistry(), context: () => ctx, navigate: () => undefined, storage: undefined, userId: profile.user.userId, prompt: '$', serverUrl: server.url });
  await session.submit(`orders list --created-from ${day} --created-to ${day} --all`);
  const lines: TerminalLine[] = session.getState().lines;
  const errors = lines.flatMap((l) => (l.kind === 'text' && l.tone === 'error' ? [l.text] : []));
  expect(errors).toEqual([]);
  const results = lines.flatMap((l) => (l.kind === 'result' ? [l.result] : [])) as CommandResult[];
  const table = results.find((r) => r.kind === 'table');
  if (table?.kind !== 'table') throw new Error('the panel showed no table');
  return (table.data as OrderRow[]).map((row) => row.id);
}

/** Moves some orders to the first and last minutes of `day` and just outside it, in the business zone. */
async function ordersAtTheEdgesOf(day: string, zone: string): Promise<{ inside: number[]; outside: number[] }> {
  const range = businessDayRange(day, zone)!;
  const auth = await login(server.url, 'admin', server.adminPassword);
  const answer = await apiCall<{ list: OrderRow[] }>(server.url, '/api/admin/getOrderList', { limit: 4, sort: 'id' }, auth);
  const [a, b, c, d] = answer.result.list.map((row) => row.id);
  const times: Array<[number | undefined, number]> = [[a, range.start], [b, range.end], [c, range.start - 1], [d, range.end + 1]];
  for (const [id, at] of times) await sqlOn(server, 'update orders set created_at = ? where id = ?', [at, id]);
  return { inside: [a!, b!], outside: [c!, d!] };
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  await signInCli();
}, 120_000);

afterAll(async () => {
  setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
  await server?.stop();
  config.dispose();
});

describe('one business day in every face', () => {
  it('gives the same orders from the web filter, careops and the terminal panel, in Asia/Shanghai by default', async () => {
    expect(new Date(0).getTimezoneOffset()).not.toBe(-480);
    const day = businessDayOf(Date.now() - 3 * 86_400_000);
    const { inside, outside } = await ordersAtTheEdgesOf(day, 'Asia/Shanghai');
    const web = await webRows(day);
    expect(web).toEqual(expect.arrayContaining(inside));
    for (const id of outside) expect(web).not.toContain(id);
    expect((await cliRows(day)).sort()).toEqual([...web].sort());
    expect((await panelRows(day)).sort()).toEqual([...web].sort());
  });

  it('follows CAREOPS_TIME_ZONE: the CLI learns it at sign-in, the web from /healthz', async () => {
    await server.restart({ CAREOPS_TIME_ZONE: 'America/Sao_Paulo' });
    await signInCli();
    const health = await apiCall<{ timeZone: string }>(server.url, '/healthz', undefined, null, { method: 'GET' });
    expect(health.result.timeZone).toBe('America/Sao_Paulo');
    setBusinessTimeZone(health.result.timeZone);
    const day = businessDayOf(Date.now() - 5 * 86_400_000);
    const { inside, outside } = await ordersAtTheEdgesOf(day, 'America/Sao_Paulo');
    const web = await webRows(day);
    expect(web).toEqual(expect.arrayContaining(inside));
    for (const id of outside) expect(web).not.toContain(id);
    expect((await cliRows(day)).sort()).toEqual([...web].sort());
    expect((await panelRows(day)).sort()).toEqual([...web].sort());
  });
});
