// `careops <noun> list --view NAME` against a real server: a saved view's filters and sort (yours,
// else the team's) under the flags typed on the line, and its columns in the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, login, startTestServer, type TestAuth, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
let admin: TestAuth;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }), timeoutMs: 60_000 });

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  admin = await login(server.url, 'admin', server.adminPassword);
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code, signIn.stderr).toBe(0);
  const saved = await apiCall(server.url, '/api/admin/saveView', { resource: 'orders', name: "today's payments", filters: { status: 'pending-payment' }, sort: { key: 'amountCents', order: 'asc' }, columns: ['orderNo', 'amountCents'] }, admin);
  expect(saved.resultcode, saved.msg).toBe(1);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops … list --view', () => {
  it('lists what the view lists, in its columns', async () => {
    const viewed = await run(['orders', 'list', '--view', "today's payments", '--json']);
    expect(viewed.code, viewed.stderr).toBe(0);
    const plain = await run(['orders', 'list', '--status', 'pending-payment', '--sort', 'amountCents', '--order', 'asc', '--json']);
    expect(JSON.parse(viewed.stdout)).toEqual(JSON.parse(plain.stdout));
    const tsv = await run(['orders', 'list', '--view', "today's payments"]);
    expect(tsv.stdout.split('\n')[0]).toBe('orderNo\tamountCents');
  });

  it('lets flags on the line win over the view, and names a view that does not exist', async () => {
    const narrowed = await run(['orders', 'list', '--view', "today's payments", '--status', 'finished', '--json']);
    expect(narrowed.code, narrowed.stderr).toBe(0);
    expect((JSON.parse(narrowed.stdout) as Array<{ status: number }>).every((o) => o.status === 5)).toBe(true);
    const missing = await run(['orders', 'list', '--view', 'nope']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no view named "nope"');
  });
});
