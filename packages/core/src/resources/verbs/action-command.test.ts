import { describe, expect, it } from 'vitest';
import { CareOpsError } from '../../contract/careops-error';
import type { AnyCommandDef } from '../../commands/types';
import { usersResource } from '../system';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { commandsFromResource } from './commands-from-resource';
import { parseIdList } from './id-input';

const commands = new Map(commandsFromResource(usersResource).map((c) => [c.id, c]));
const run = (id: string, ctx: Parameters<AnyCommandDef['run']>[0], args: Record<string, unknown>) => (commands.get(id) as AnyCommandDef).run(ctx, args);

const user = (id: number, status = 1) => ({ id, username: `u${id}`, status, version: id * 10 });

/** getUser answers users 1–9 (user 3 disabled), 102 for others; alterUserStatus succeeds. */
function usersApi() {
  return scriptedApi((name, body) => {
    const id = Number(body.userId);
    if (name === 'getUser') {
      if (id > 9) throw new CareOpsError('notFound', 'system user not found');
      return user(id, id === 3 ? 0 : 1);
    }
    if (name === 'getUsersList') return { list: [user(5)], total: 1 };
    return { id, status: body.status, version: 1, sessionsEnded: 0 };
  });
}

describe('bulk verbs', () => {
  it('ask once, run through the runtime and answer one item per id, with progress', async () => {
    const api = usersApi();
    const ctx = scriptedContext(api, { confirm: true });
    const result = await run('users.disable', ctx, { ids: ['1', '99', 'u5', '3'] });
    expect(result).toEqual({
      kind: 'items',
      items: [
        { id: '1', ok: true, message: 'u1 disabled' },
        { id: '99', ok: false, message: 'system user not found' },
        { id: 'u5', ok: true, message: 'u5 disabled' },
        { id: '3', ok: true, message: 'u3 is already disabled' },
      ],
    });
    expect(ctx.asked).toEqual(['disable 4 system users: 1, 99, u5, 3? Their sessions end at once.']);
    expect(ctx.progressed[0]).toEqual([0, 4]);
    expect(ctx.progressed.at(-1)).toEqual([4, 4]);
  });

  it('ask nothing on a dry run', async () => {
    const ctx = scriptedContext(usersApi());
    const result = await run('users.disable', ctx, { ids: ['1'], dryRun: true });
    expect(result).toEqual({ kind: 'items', items: [{ id: '1', ok: true, message: 'would disable system users: u1' }] });
    expect(ctx.asked).toEqual([]);
  });

  it('does nothing when the confirmation is declined', async () => {
    const api = usersApi();
    expect(await run('users.enable', scriptedContext(api, { confirm: false }), { ids: ['3'] })).toEqual({ kind: 'text', text: 'cancelled' });
    expect(api.calls).toEqual([]);
  });

  it('reads ids from --from-file and from stdin', async () => {
    const api = usersApi();
    const fromFile = await run('users.enable', scriptedContext(api, { confirm: true, input: { 'ids.txt': '3 # the disabled one\n3,4\n' } }), { fromFile: 'ids.txt' });
    expect(fromFile.kind === 'items' && fromFile.items.map((i) => i.id)).toEqual(['3', '4']);
    const fromStdin = await run('users.enable', scriptedContext(api, { confirm: true, stdin: '7\n8\n' }), {});
    expect(fromStdin.kind === 'items' && fromStdin.items.map((i) => i.id)).toEqual(['7', '8']);
    await expect(run('users.enable', scriptedContext(api, { confirm: true }), {})).rejects.toThrow('no ids given');
  });

  it('throw the error about the caller that stopped the run (the exit code says signed out or permission)', async () => {
    const api = scriptedApi(() => {
      throw new CareOpsError('permissionDenied', 'your permission is insufficient to access this function');
    });
    await expect(run('users.disable', scriptedContext(api, { confirm: true }), { ids: ['1', '2', '3', '4', '5', '6'] })).rejects.toMatchObject({ code: 'permissionDenied' });
    expect(api.calls.length).toBeLessThanOrEqual(4);
  });
});

describe('single actions', () => {
  it('shows a generated password once, as a record', async () => {
    const api = scriptedApi(() => ({ id: 4, version: 2, password: 'kT9xQ2mZ', sessionsEnded: 1 }));
    const result = await run('users.resetPassword', scriptedContext(api, { confirm: true }), { id: '4' });
    expect(api.calls).toEqual([{ name: 'resetUserPassword', body: { userId: 4 } }]);
    expect(result).toEqual({
      kind: 'record',
      fields: [
        { label: 'system user', value: '4' },
        { label: 'new password (shown once)', value: 'kT9xQ2mZ' },
      ],
      data: { id: 4, name: '4', password: 'kT9xQ2mZ' },
    });
  });

  it('throws the error of a single action that failed', async () => {
    await expect(run('users.resetPassword', scriptedContext(usersApi(), { confirm: true }), { id: 'nobody' })).rejects.toMatchObject({ code: 'notFound' });
  });

  it('sends a password from stdin and then shows none', async () => {
    const api = scriptedApi(() => ({ id: 4, version: 2, password: null, sessionsEnded: 0 }));
    const result = await run('users.resetPassword', scriptedContext(api, { confirm: true, stdin: 'Chosen-1\n' }), { id: '4', passwordStdin: true });
    expect(api.calls[0]?.body).toEqual({ userId: 4, password: 'Chosen-1' });
    expect(result).toEqual({ kind: 'text', text: 'the password of 4 was reset' });
  });
});

describe('parseIdList', () => {
  it('splits on whitespace and commas and drops comments', () => {
    expect(parseIdList('1, 2\n# all of these\n3\t4 # four\r\n\n')).toEqual(['1', '2', '3', '4']);
  });
});
