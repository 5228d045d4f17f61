import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { PUBLIC, SIGNED_IN } from '../permissions/permission-catalogue';
import { createCommandRegistry, faceOf } from './command-registry';
import { createDefaultRegistry } from '../registry/default-registry';
import { fakeContext } from './testing/fake-command-context';
import type { CommandDef } from './types';

const none = z.object({});
const command = (over: Partial<CommandDef<typeof none>> = {}): CommandDef<typeof none> => ({
  id: 'test.cmd',
  title: 'test command',
  group: 'test',
  cli: ['test'],
  args: none,
  permission: SIGNED_IN,
  run: async () => ({ kind: 'none' }),
  ...over,
});

describe('command registry', () => {
  it('throws on a duplicate id', () => {
    const registry = createCommandRegistry();
    registry.register(command());
    expect(() => registry.register(command({ cli: ['other'] }))).toThrow('duplicate command id "test.cmd"');
    expect(registry.list()).toHaveLength(1);
  });

  it('throws on duplicate cli words', () => {
    const registry = createCommandRegistry();
    registry.register(command({ id: 'a', cli: ['orders', 'list'] }));
    expect(() => registry.register(command({ id: 'b', cli: ['orders', 'list'] }))).toThrow('cli words "orders list" are already taken by a');
    registry.register(command({ id: 'c', cli: ['orders'] }));
    expect(registry.findByCli(['orders'])?.id).toBe('c');
  });

  it('refuses badly shaped commands', () => {
    const registry = createCommandRegistry();
    expect(() => registry.register(command({ cli: [] }))).toThrow('cli words are empty');
    expect(() => registry.register(command({ cli: ['Orders'] }))).toThrow('cli word "Orders"');
    const args = z.object({ ids: z.array(z.string()), name: z.string() });
    const bad: CommandDef<typeof args> = { ...command(), args, positionals: ['ids', 'name'], run: async () => ({ kind: 'none' }) };
    expect(() => registry.register(bad)).toThrow('only the last positional may be an array ("ids")');
    const unknown = { ...command(), args, positionals: ['nope'] } as unknown as CommandDef<typeof args>;
    expect(() => registry.register(unknown)).toThrow('positional "nope" is not one of its args');
  });

  it('finds by id and by exact cli words, in registration order', () => {
    const registry = createDefaultRegistry();
    // The built-in commands first, then those generated from the resource descriptors.
    expect(registry.list().map((c) => c.id).slice(0, 6)).toEqual(['session.whoami', 'session.logout', 'session.changePassword', 'navigation.open', 'help', 'users.list']);
    expect(registry.get('navigation.open')?.cli).toEqual(['open']);
    expect(registry.findByCli(['password', 'change'])?.id).toBe('session.changePassword');
    expect(registry.findByCli(['password'])).toBeUndefined();
    expect(registry.get('nope')).toBeUndefined();
  });

  describe('visibility', () => {
    const registry = createCommandRegistry();
    registry.register(command({ id: 'signed', cli: ['signed'], permission: SIGNED_IN }));
    registry.register(command({ id: 'public', cli: ['public'], permission: PUBLIC }));
    registry.register(command({ id: 'orders', cli: ['orders'], permission: 'orderList', shortcut: 'g o' }));
    registry.register(command({ id: 'onOrderPage', cli: ['here'], permission: SIGNED_IN, when: (ctx) => ctx.currentPath === '/order/order-list', shortcut: 'mod+e' }));
    registry.register(command({ id: 'cliOnly', cli: ['cli-only'], permission: SIGNED_IN, faces: { palette: false, terminal: false } }));
    const ids = (list: Array<{ id: string }>) => list.map((c) => c.id);

    it('signed out sees only public commands', () => {
      expect(ids(registry.visibleTo(fakeContext({ permissions: null }), 'terminal'))).toEqual(['public']);
    });

    it('a node code gates its command', () => {
      expect(ids(registry.visibleTo(fakeContext({ permissions: [] }), 'terminal'))).toEqual(['signed', 'public']);
      expect(ids(registry.visibleTo(fakeContext({ permissions: ['orderList'] }), 'terminal'))).toEqual(['signed', 'public', 'orders']);
    });

    it('when() gates its command', () => {
      const ctx = fakeContext({ permissions: [], currentPath: '/order/order-list' });
      expect(ids(registry.visibleTo(ctx, 'palette'))).toContain('onOrderPage');
      expect(ids(registry.visibleTo(fakeContext({ permissions: [], currentPath: '/home' }), 'palette'))).not.toContain('onOrderPage');
    });

    it('faces can be turned off', () => {
      const ctx = fakeContext({ permissions: [] });
      expect(ids(registry.visibleTo(ctx, 'cli'))).toContain('cliOnly');
      expect(ids(registry.visibleTo(ctx, 'terminal'))).not.toContain('cliOnly');
      expect(ids(registry.visibleTo(ctx, 'palette'))).not.toContain('cliOnly');
    });

    it('palette entries and shortcuts follow visibility', () => {
      const ctx = fakeContext({ permissions: ['orderList'], currentPath: '/home' });
      expect(registry.paletteEntries(ctx).map((e) => [e.id, e.title, e.group, e.shortcut])).toEqual([
        ['signed', 'test command', 'test', undefined],
        ['public', 'test command', 'test', undefined],
        ['orders', 'test command', 'test', 'g o'],
      ]);
      expect(registry.shortcuts(ctx).map((s) => [s.shortcut, s.id])).toEqual([['g o', 'orders']]);
      const onPage = fakeContext({ permissions: [], currentPath: '/order/order-list' });
      expect(registry.shortcuts(onPage).map((s) => [s.shortcut, s.id])).toEqual([['mod+e', 'onOrderPage']]);
    });
  });

  it('maps channels to faces', () => {
    expect([faceOf('web'), faceOf('terminal'), faceOf('cli')]).toEqual(['palette', 'terminal', 'cli']);
  });

  it('the built-ins reach the faces where they make sense', () => {
    const registry = createDefaultRegistry();
    const ctx = fakeContext({ permissions: [] });
    expect(registry.paletteEntries(ctx).map((e) => e.id)).toEqual(['session.whoami', 'session.logout', 'session.changePassword']);
    const all = ['session.whoami', 'session.logout', 'session.changePassword', 'navigation.open', 'help'];
    expect(registry.visibleTo(ctx, 'terminal').map((c) => c.id)).toEqual(all);
    expect(registry.visibleTo(ctx, 'cli').map((c) => c.id)).toEqual(all);
  });
});
