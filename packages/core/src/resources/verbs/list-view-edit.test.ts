import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../../contract/careops-error';
import type { AnyCommandDef } from '../../commands/types';
import { usersResource } from '../system';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { commandsFromResource } from './commands-from-resource';

const commands = new Map(commandsFromResource(usersResource).map((c) => [c.id, c]));
const run = (id: string, ctx: Parameters<AnyCommandDef['run']>[0], args: Record<string, unknown>) => (commands.get(id) as AnyCommandDef).run(ctx, args);

const roles = { list: [{ id: 2, code: 'customerService', name: 'customer service', builtIn: true, assignable: true }, { id: 4, code: 'finance', name: 'finance', builtIn: true, assignable: true }] };
const cs = {
  id: 2, username: 'cs', name: 'Chen Jing', phone: '138****0001', status: 1, isConsult: false,
  roles: [{ id: 2, code: 'customerService', name: 'customer service' }], stations: [], createdAt: 1_700_000_000_000, updatedAt: 1_700_000_000_000, version: 3,
  activeSessions: 1, lastSeenAt: null, passwordChangedAt: 1_700_000_000_000,
};

describe('users list', () => {
  it('sends filters resolved to ids and values, the sort, and the page; answers a table with the total and row paths', async () => {
    const api = scriptedApi((name) => (name === 'getAllRole' ? roles : { list: [cs], total: 41, page: 2, limit: 10, nextCursor: 'x' }));
    const result = await run('users.list', scriptedContext(api), { role: 'Customer Service', status: 'enabled', username: 'c', sort: 'username', order: 'desc', page: 2, limit: 10 });
    expect(api.calls).toEqual([
      { name: 'getAllRole', body: {} },
      { name: 'getUsersList', body: { username: 'c', status: 1, roleId: 2, sort: '-username', page: 2, limit: 10 } },
    ]);
    expect(result).toMatchObject({ kind: 'table', total: 41 });
    if (result.kind !== 'table') return;
    expect(result.columns.map((c) => c.key)).toEqual(['id', 'username', 'name', 'phone', 'status', 'roles', 'stations', 'updatedAt']);
    expect(result.rows[0]).toMatchObject({ id: 2, username: 'cs', status: 'enabled', roles: 'customer service', stations: '', path: '/system/user?id=2' });
  });

  it('refuses a role that does not exist, naming the field and the choices', async () => {
    const api = scriptedApi(() => roles);
    const failure = run('users.list', scriptedContext(api), { role: 'nurse' });
    await expect(failure).rejects.toMatchObject({ code: 'invalidInput', field: 'roleId' });
    await expect(failure).rejects.toThrow("role: no choice 'nurse'; choose one of: 2 (customer service), 4 (finance)");
  });

  it('walks every page with the cursor for --all and reports progress', async () => {
    const pages: Record<string, unknown> = {
      first: { list: Array.from({ length: 1000 }, (_, i) => ({ ...cs, id: i + 1 })), total: 1500, page: 1, limit: 1000, nextCursor: 'c1' },
      c1: { list: Array.from({ length: 500 }, (_, i) => ({ ...cs, id: i + 1001 })), total: 1500, page: 2, limit: 1000, nextCursor: null },
    };
    const api = scriptedApi((_name, body) => pages[typeof body.cursor === 'string' ? body.cursor : 'first']);
    const ctx = scriptedContext(api);
    const result = await run('users.list', ctx, { all: true, page: 7 });
    expect(api.calls.map((c) => c.body)).toEqual([
      { page: 1, limit: 1000 },
      { page: 2, limit: 1000, cursor: 'c1' },
    ]);
    expect(result.kind === 'table' && [result.rows.length, result.total]).toEqual([1500, 1500]);
    expect(ctx.progressed).toEqual([[1000, 1500], [1500, 1500]]);
  });
});

describe('users view', () => {
  it('finds a user by username through the list filter and shows the detail fields', async () => {
    const api = scriptedApi((name) => (name === 'getUsersList' ? { list: [{ ...cs, id: 9, username: 'csx' }, cs], total: 2 } : cs));
    const result = await run('users.view', scriptedContext(api), { id: 'cs' });
    expect(api.calls).toEqual([
      { name: 'getUsersList', body: { username: 'cs', page: 1, limit: 50 } },
      { name: 'getUser', body: { userId: 2 } },
    ]);
    expect(result.kind === 'record' && result.fields.slice(0, 5)).toEqual([
      { label: 'id', value: '2' },
      { label: 'username', value: 'cs' },
      { label: 'name', value: 'Chen Jing' },
      { label: 'phone', value: '138****0001' },
      { label: 'status', value: 'enabled' },
    ]);
    expect(result.kind === 'record' && result.data).toEqual(cs);
  });

  it('says which record was not found', async () => {
    const api = scriptedApi(() => ({ list: [], total: 0 }));
    await expect(run('users.view', scriptedContext(api), { id: 'ghost' })).rejects.toThrow("system user 'ghost' not found");
  });
});

describe('users edit', () => {
  it('sends only the fields given, with the version it read', async () => {
    const api = scriptedApi((name) => (name === 'getAllRole' ? roles : cs));
    await run('users.edit', scriptedContext(api), { id: '2', name: 'Chen J', roles: ['finance', '2'], consult: 'yes' });
    expect(api.calls.map((c) => c.name)).toEqual(['getAllRole', 'getUser', 'editUser', 'getUser']);
    expect(api.calls[2]?.body).toEqual({ userId: 2, version: 3, name: 'Chen J', roleIds: [4, 2], isConsult: true });
  });

  it('sends the version given with --if-version without reading first, and lets a stale one fail', async () => {
    const api = scriptedApi((name) => {
      if (name === 'editUser') throw new CareOpsError('staleVersion', 'this record was changed by someone else; reload it and try again');
      return cs;
    });
    await expect(run('users.edit', scriptedContext(api), { id: '2', name: 'X', ifVersion: 1 })).rejects.toMatchObject({ code: 'staleVersion' });
    expect(api.calls).toEqual([{ name: 'editUser', body: { userId: 2, name: 'X', version: 1 } }]);
  });

  it('refuses an edit that changes nothing, before any call', async () => {
    const api = scriptedApi(() => cs);
    await expect(run('users.edit', scriptedContext(api), { id: '2' })).rejects.toThrow(/nothing to change; give at least one of --username, --name/);
    expect(api.calls).toEqual([]);
  });
});

describe('users add', () => {
  it('reads the password from stdin and never sends it anywhere else', async () => {
    const api = scriptedApi((name) => (name === 'addUser' ? { ...cs, id: 12 } : { ...cs, id: 12 }));
    const result = await run('users.add', scriptedContext(api, { stdin: 'Secret-99\nignored\n' }), { username: 'li', name: 'Li', phone: '13900000000', passwordStdin: true });
    expect(api.calls[0]).toEqual({ name: 'addUser', body: { username: 'li', name: 'Li', phone: '13900000000', password: 'Secret-99' } });
    expect(JSON.stringify(result)).not.toContain('Secret-99');
  });

  it('asks twice, hidden, on a terminal and refuses a mismatch', async () => {
    const api = scriptedApi(() => cs);
    const ctx = scriptedContext(api, { prompt: ['one', 'two'] });
    await expect(run('users.add', ctx, { username: 'li', name: 'Li', phone: '13900000000' })).rejects.toThrow('the two entries do not match');
    expect(ctx.asked).toEqual(['password', 'password again']);
    expect(api.calls).toEqual([]);
  });

  it('without stdin or a terminal, says how to give the password', async () => {
    const api = scriptedApi(() => cs);
    await expect(run('users.add', scriptedContext(api), { username: 'li', name: 'Li', phone: '13900000000' })).rejects.toThrow(
      'the password is needed: pipe it with --password-stdin (it is never taken as an argument)',
    );
  });
});
