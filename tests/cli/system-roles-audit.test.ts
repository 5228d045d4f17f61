// careops roles list|view|add|delete, careops audit list (the CLI's own changes, channel cli),
// messages send|view, and staff without the permission (exit 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> =>
  careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const tsv = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

interface AuditRow {
  actorUsername: string;
  channel: string;
  action: string;
  entity: string;
  entityId: number;
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  for (const username of ['admin', 'cs']) {
    const profile = username === 'admin' ? [] : ['--profile', username];
    const signIn = await run(['login', '--server', server.url, '--username', username, '--password-stdin', ...profile], `${server.adminPassword}\n`);
    expect(signIn.code).toBe(0);
  }
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops roles', () => {
  it('lists the roles with their user and permission counts', async () => {
    const result = await run(['roles', 'list']);
    expect(result.code).toBe(0);
    const [header, ...rows] = tsv(result.stdout);
    expect(header).toEqual(['id', 'code', 'name', 'builtIn', 'userCount', 'nodeCount', 'updatedAt']);
    expect(rows[0]?.slice(0, 4)).toEqual(['1', 'superAdmin', 'super admin', 'yes']);
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(['customerService', 'finance', 'reviewer']));
    const custom = await run(['roles', 'list', '--built-in', 'no', '--json']);
    expect((JSON.parse(custom.stdout) as Array<{ builtIn: boolean }>).every((row) => row.builtIn === false)).toBe(true);
  });

  it('shows a role by name with its permission codes', async () => {
    const result = await run(['roles', 'view', 'customer service', '--json']);
    expect(result.code).toBe(0);
    const role = JSON.parse(result.stdout) as { code: string; nodeCodes: string[]; builtIn: boolean };
    expect(role).toMatchObject({ code: 'customerService', builtIn: true });
    expect(role.nodeCodes).toContain('orderList');
    const human = await run(['roles', 'view', '2']);
    expect(human.stdout).toMatch(/^permission codes\t.*orderList/m);
  });

  it('adds a role with permissions by code or title, and deletes it; a built-in role is refused per item', async () => {
    const add = await run(['roles', 'add', '--name', 'night shift', '--permissions', 'orderList', 'members', '--json']);
    expect(add.code).toBe(0);
    expect(JSON.parse(add.stdout)).toMatchObject({ name: 'night shift', code: 'nightShift', nodeCodes: ['orderList', 'memberManagement'] });
    const remove = await run(['roles', 'delete', 'night shift', 'super admin', '--yes']);
    expect(remove.code).toBe(5);
    expect(tsv(remove.stdout).slice(1)).toEqual([
      ['night shift', 'ok', 'night shift deleted'],
      ['super admin', 'failed', 'roleId: a built-in role cannot be deleted'],
    ]);
    expect((await run(['roles', 'view', 'night shift'])).code).toBe(1);
  });
});

describe('careops audit list', () => {
  it('shows the changes this CLI made, recorded with channel cli', async () => {
    const added = await run(['users', 'add', '--username', 'audit.me', '--name', 'Audit Me', '--phone', '13987654321', '--password-stdin'], 'Secret-pass-99\n');
    expect(added.code).toBe(0);
    expect((await run(['users', 'edit', 'audit.me', '--name', 'Audited'])).code).toBe(0);
    expect((await run(['users', 'disable', 'audit.me', '--yes'])).code).toBe(0);
    const id = (JSON.parse((await run(['users', 'view', 'audit.me', '--json'])).stdout) as { id: number }).id;
    const result = await run(['audit', 'list', '--entity', 'system_user', '--entity-id', String(id), '--json']);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as AuditRow[];
    expect(rows.map((row) => row.action)).toEqual(['systemUser.status', 'systemUser.edit', 'systemUser.add']);
    expect(rows.every((row) => row.channel === 'cli' && row.actorUsername === 'admin')).toBe(true);
    const piped = await run(['audit', 'list', '--channel', 'cli', '--action', 'systemUser.add', '--username', 'admin']);
    const [header, first] = tsv(piped.stdout);
    expect(header).toEqual(['id', 'at', 'actorUsername', 'channel', 'action', 'entity', 'entityId', 'address']);
    expect(first?.slice(2, 7)).toEqual(['admin', 'cli', 'systemUser.add', 'system_user', String(id)]);
  });

  it('records a full phone read (reveal-phone) as pii.read, and ended sessions', async () => {
    const reveal = await run(['users', 'reveal-phone', 'cs', '--json']);
    expect(reveal.code).toBe(0);
    expect(JSON.parse(reveal.stdout)).toEqual({ id: 2, name: 'cs', value: '13800000001' });
    const ended = await run(['users', 'end-sessions', 'cs', '--yes']);
    expect(ended).toMatchObject({ code: 0, stdout: 'id\tresult\tmessage\ncs\tok\tthe sessions of cs were ended\n' });
    const rows = JSON.parse((await run(['audit', 'list', '--entity', 'system_user', '--entity-id', '2', '--json'])).stdout) as AuditRow[];
    expect(rows.map((row) => row.action).slice(0, 2)).toEqual(['systemUser.endSessions', 'pii.read']);
    expect((await run(['whoami', '--profile', 'cs'])).code).toBe(3);
    const again = await run(['login', '--server', server.url, '--username', 'cs', '--password-stdin', '--profile', 'cs'], `${server.adminPassword}\n`);
    expect(again.code).toBe(0);
  });

  it('filters by time: nothing before the server started', async () => {
    const old = await run(['audit', 'list', '--to', '2000-01-01', '--json']);
    expect(JSON.parse(old.stdout)).toEqual([]);
    const bad = await run(['audit', 'list', '--from', 'last tuesday']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--from: must be a date');
  });
});

describe('careops messages', () => {
  it('sends an announcement to a role and shows its record', async () => {
    const sent = await run(['messages', 'send', '--target', 'role', '--role', 'operations', '--title', 'Night shift', '--body', 'Doors close at 22:00', '--json']);
    expect(sent.code).toBe(0);
    const record = JSON.parse(sent.stdout) as { id: number; channel: string; target: string; recipients: number };
    expect(record).toMatchObject({ channel: 'announcement', target: 'role: operations' });
    expect(record.recipients).toBeGreaterThan(0);
    const list = await run(['messages', 'list', '--channel', 'announcement', '--json']);
    expect((JSON.parse(list.stdout) as Array<{ id: number; path: string }>)[0]).toMatchObject({ id: record.id, path: `/system/message/message-record/record-detail/${record.id}` });
    const missing = await run(['messages', 'send', '--target', 'role', '--title', 'x', '--body', 'y']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('roleId');
  });
});

describe('staff without the permission', () => {
  it('get exit 4 and the spec’s message, and nothing changes', async () => {
    const list = await run(['users', 'list', '--profile', 'cs']);
    expect(list).toMatchObject({ code: 4, stdout: '', stderr: 'careops: your permission is insufficient to access this function\n' });
    const disable = await run(['users', 'disable', 'finance', 'reviewer', '--yes', '--profile', 'cs', '--json']);
    expect(disable.code).toBe(4);
    expect(JSON.parse(disable.stderr)).toMatchObject({ error: { code: 'permissionDenied', resultcode: 106 } });
    expect((await run(['audit', 'list', '--profile', 'cs'])).code).toBe(4);
    expect((await run(['roles', 'view', '1', '--profile', 'cs'])).code).toBe(4);
    const finance = JSON.parse((await run(['users', 'view', 'finance', '--json'])).stdout) as { status: number };
    expect(finance.status).toBe(1);
  });
});
