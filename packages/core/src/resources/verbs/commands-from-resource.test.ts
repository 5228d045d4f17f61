import { describe, expect, it } from 'vitest';
import { describeArgs } from '../../commands/arg-specs';
import { createCommandRegistry } from '../../commands/command-registry';
import { createDefaultRegistry } from '../../registry/default-registry';
import { validateArgs } from '../../commands/validate-args';
import type { AnyCommandDef } from '../../commands/types';
import { endpointRoutes } from '../../contract/endpoint-routes';
import { auditResource, messagesResource, rolesResource, systemResources, usersResource } from '../system';
import { commandsFromResource } from './commands-from-resource';

const byId = (commands: AnyCommandDef[]) => new Map(commands.map((c) => [c.id, c]));
const users = byId(commandsFromResource(usersResource));
const command = (id: string) => {
  const found = users.get(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
};
const spec = (id: string, key: string) => describeArgs(command(id)).find((s) => s.key === key);

describe('commandsFromResource', () => {
  it('makes list, view, add, edit and one command per action, with their cli words', () => {
    expect([...users.values()].map((c) => [c.id, c.cli.join(' ')])).toEqual([
      ['users.list', 'users list'],
      ['users.view', 'users view'],
      ['users.add', 'users add'],
      ['users.edit', 'users edit'],
      ['users.disable', 'users disable'],
      ['users.enable', 'users enable'],
      ['users.resetPassword', 'users reset-password'],
      ['users.endSessions', 'users end-sessions'],
      ['users.revealPhone', 'users reveal-phone'],
    ]);
  });

  it('takes each permission from the endpoint the command calls', () => {
    expect(command('users.list').permission).toBe('systemUser');
    expect(command('users.view').permission).toBe('systemUser');
    expect(command('users.add').permission).toBe('systemUser.add');
    expect(command('users.edit').permission).toBe('systemUser.edit');
    expect(command('users.disable').permission).toBe('systemUser.status');
    expect(command('users.resetPassword').permission).toBe('systemUser.resetPassword');
    expect(command('users.revealPhone').permission).toBe('pii.viewFull');
  });

  it('turns filters into flags: text, enum slugs, lookups by id or name, sort, paging', () => {
    const flags = describeArgs(command('users.list')).map((s) => s.flag);
    expect(flags).toEqual(['username', 'name', 'phone', 'status', 'role', 'station', 'sort', 'order', 'page', 'limit', 'all', 'view']);
    expect(spec('users.list', 'status')?.choices).toEqual(['enabled', 'disabled', '1', '0']);
    expect(spec('users.list', 'role')).toMatchObject({ kind: 'string', required: false, help: 'role (id or name)' });
    expect(spec('users.list', 'sort')?.choices).toEqual(['id', 'username', 'name', 'status', 'createdAt', 'updatedAt']);
    expect(spec('users.list', 'limit')?.kind).toBe('number');
    expect(spec('users.list', 'all')?.kind).toBe('boolean');
  });

  it('builds a list’s filter flags when they are first asked for, not when the list is registered', () => {
    let filtersRead = 0;
    const list = { ...usersResource.list };
    const counted = {
      ...usersResource,
      list: Object.defineProperty(list, 'filters', {
        get: () => {
          filtersRead += 1;
          return usersResource.list.filters;
        },
      }),
    };
    const registry = createCommandRegistry();
    for (const made of commandsFromResource(counted)) registry.register(made);
    expect(filtersRead).toBe(0);
    const listed = registry.get('users.list');
    expect(listed && describeArgs(listed).map((s) => s.flag)).toContain('status');
    expect(filtersRead).toBeGreaterThan(0);
  });

  it('makes a date range two flags', () => {
    const audit = byId(commandsFromResource(auditResource)).get('audit.list');
    const flags = describeArgs(audit as AnyCommandDef).map((s) => s.flag);
    expect(flags).toEqual(expect.arrayContaining(['actor', 'channel', 'from', 'to']));
    expect(validateArgs(audit as AnyCommandDef, { from: 'yesterday' })).toMatchObject({ ok: false, key: 'from' });
    expect(validateArgs(audit as AnyCommandDef, { from: '2026-11-01', to: '2026-11-30 18:00' }).ok).toBe(true);
  });

  it('requires the required fields of add, never takes a secret as a flag, and names what is missing', () => {
    const add = command('users.add');
    const specs = describeArgs(add);
    expect(specs.filter((s) => s.required).map((s) => s.flag)).toEqual(['username', 'name', 'phone']);
    expect(specs.map((s) => s.flag)).not.toContain('password');
    expect(spec('users.add', 'passwordStdin')).toMatchObject({ flag: 'password-stdin', kind: 'boolean' });
    expect(spec('users.add', 'roles')).toMatchObject({ kind: 'array', element: 'string' });
    expect(spec('users.add', 'consult')?.choices).toEqual(['yes', 'no']);
    expect(validateArgs(add, { name: 'Li', phone: '13900000000' })).toMatchObject({ ok: false, error: "missing --username for 'users add'" });
  });

  it('gives edit the record as a positional, every field optional, and --if-version', () => {
    const edit = command('users.edit');
    expect(edit.positionals).toEqual(['id']);
    const specs = describeArgs(edit);
    expect(specs.filter((s) => s.required).map((s) => s.flag)).toEqual(['id']);
    expect(specs.map((s) => s.flag)).toEqual(expect.arrayContaining(['if-version', 'username', 'roles']));
    expect(specs.map((s) => s.flag)).not.toContain('password-stdin');
  });

  it('gives bulk actions variadic ids, --from-file and --dry-run, and asks for confirmation', () => {
    const disable = command('users.disable');
    expect(spec('users.disable', 'ids')).toMatchObject({ kind: 'array', variadic: true, position: 0 });
    expect(spec('users.disable', 'fromFile')?.flag).toBe('from-file');
    expect(spec('users.disable', 'dryRun')?.flag).toBe('dry-run');
    expect(disable.needsConfirm).toBe(true);
    expect(command('users.resetPassword').positionals).toEqual(['id']);
    expect(command('users.revealPhone').needsConfirm).toBe(false);
  });

  it('keeps mutating commands off the palette and lists on it', () => {
    expect(command('users.list').faces?.palette).not.toBe(false);
    expect(command('users.add').faces?.palette).toBe(false);
    expect(command('users.disable').faces?.palette).toBe(false);
  });

  it('names messages send and roles delete after their descriptors', () => {
    expect([...byId(commandsFromResource(messagesResource)).keys()]).toEqual(['messages.list', 'messages.view', 'messages.send']);
    expect(byId(commandsFromResource(messagesResource)).get('messages.send')?.title).toBe('send an announcement');
    expect([...byId(commandsFromResource(rolesResource)).keys()]).toEqual(['roles.list', 'roles.view', 'roles.add', 'roles.edit', 'roles.delete']);
  });

  it('registers every system resource in the default registry without clashes', () => {
    const registry = createDefaultRegistry();
    for (const resource of systemResources) {
      for (const c of commandsFromResource(resource)) expect(registry.findByCli(c.cli)?.id).toBe(c.id);
    }
    expect(registry.get('session.whoami')).toBeDefined();
  });

  it('calls only endpoints of the contract', () => {
    for (const resource of systemResources) {
      const names = [resource.list.endpoint, resource.record?.endpoint, resource.create?.endpoint, resource.update?.endpoint, ...(resource.actions ?? []).map((a) => a.endpoint)];
      for (const name of names) if (name) expect(endpointRoutes[name]).toBeDefined();
    }
  });
});
