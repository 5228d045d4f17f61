import type { ApiClient } from '@careops/core/client';
import type { CommandContext } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { accessibleRoutes, buildPermissionCatalogue, flattenRoutes, SIGNED_IN } from '@careops/core/permissions';
import { createDefaultRegistry } from '@careops/core/registry';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { goChords } from './chord-table';
import type { PageContextEntry } from './page-context';
import { CONSOLE_ACTIONS } from './console-actions';
import { actionsFor } from './palette-actions';
import { actionEntries, commandEntries, contextEntries, pageEntries } from './palette-entries';
import type { KeyContext } from './key-contexts';
import { shortcutSheet } from './shortcut-sheet-model';

const catalogue = buildPermissionCatalogue();
const nodesFor = (codes: string[]) => catalogue.filter((n) => codes.includes(n.code));
const everyone = () => true;

function context(permissions: string[], currentPath?: string): CommandContext {
  return {
    api: {} as ApiClient,
    channel: 'web',
    session: {
      user: { userId: 1, username: 'u', name: 'U', phone: '13800000009', avatar: '', introduction: '', isConsult: false, consult: false },
      permissions: new Set(permissions),
    },
    signOut: async () => {},
    ...(currentPath ? { currentPath } : {}),
  };
}

describe('pageEntries', () => {
  it('offers exactly the visible pages a user may open, never hidden or parameterised ones', () => {
    const routes = flattenRoutes(accessibleRoutes(nodesFor(['order', 'orderList', 'serviceOrderDetail', 'medicalWaste'])));
    const entries = pageEntries(routes, everyone, goChords(everyone));
    expect(entries.map((e) => e.hint)).toEqual(['/home', '/order/order-list', '/order/medical-waste']);
    expect(entries.find((e) => e.hint === '/order/order-list')).toMatchObject({ kind: 'page', title: 'order list', group: 'order management', keywords: ['orders'], shortcut: 'g o' });
  });

  it('shows nothing of an area the user lacks', () => {
    const routes = flattenRoutes(accessibleRoutes(nodesFor(['finance', 'collectionPayment'])));
    const paths = pageEntries(routes, everyone, []).map((e) => e.hint);
    expect(paths.some((p) => p.startsWith('/system') || p.startsWith('/order'))).toBe(false);
    expect(paths).toContain('/finance/collection-payment');
  });

  it('leaves out pages the console does not have', () => {
    const routes = flattenRoutes(accessibleRoutes(catalogue));
    const paths = pageEntries(routes, (r) => r.name === 'home', []).map((e) => e.hint);
    expect(paths).toEqual(['/home']);
  });
});

describe('commandEntries', () => {
  const registry = createDefaultRegistry();
  registry.register({
    id: 'test.orderOnly',
    title: 'only on order pages',
    group: 'test',
    cli: ['test-order-only'],
    args: z.object({}),
    permission: SIGNED_IN,
    when: (ctx) => ctx.currentPath?.startsWith('/order/') ?? false,
    run: async () => ({ kind: 'none' }),
  });
  registry.register({
    id: 'test.systemOnly',
    title: 'needs system users',
    group: 'test',
    cli: ['test-system-only'],
    args: z.object({}),
    permission: 'systemUser',
    shortcut: 'mod+shift+u',
    run: async () => ({ kind: 'none' }),
  });

  it('flags commands the open page makes available as context', () => {
    const here = commandEntries(registry, context([], '/order/order-list'));
    expect(here.find((e) => e.id === 'command:test.orderOnly')).toMatchObject({ context: true });
    expect(here.find((e) => e.id === 'command:session.whoami')?.context).toBeUndefined();
    expect(commandEntries(registry, context([], '/home')).map((e) => e.id)).not.toContain('command:test.orderOnly');
  });

  it('applies permissions and the palette face', () => {
    const ids = commandEntries(registry, context([])).map((e) => e.id);
    expect(ids).not.toContain('command:test.systemOnly');
    expect(ids).not.toContain('command:help');
    expect(commandEntries(registry, context(['systemUser'])).find((e) => e.id === 'command:test.systemOnly')).toMatchObject({ shortcut: 'mod+shift+u', hint: 'test-system-only' });
  });

  it('puts registry shortcuts, the user’s chords and the contributed key contexts on the shortcut sheet', () => {
    const bindings = registry.shortcuts(context(['systemUser']));
    const list: KeyContext = {
      id: 'list',
      title: 'keyboard.context.sheet.list',
      bindings: [
        { key: 'j', caps: 'j', action: 'next', label: 'keyboard.context.list.next' },
        { key: 'Enter', caps: 'enter', action: 'open', label: 'keyboard.context.list.open' },
      ],
    };
    const review: KeyContext = { id: 'review', title: 'people.ui.keys.section', bindings: [{ key: 'a', caps: 'a', action: 'approve', label: 'people.ui.keys.approve' }] };
    const sheet = shortcutSheet(goChords((p) => p === '/home'), bindings, [list, review]);
    expect(sheet.map((s) => s.id)).toEqual(['global', 'goTo', 'commands', 'list', 'review', 'palette', 'terminal']);
    expect(sheet.find((s) => s.id === 'list')).toEqual({ id: 'list', title: t('keyboard.context.sheet.list'), rows: [{ keys: ['j'], label: t('keyboard.context.list.next') }, { keys: ['enter'], label: t('keyboard.context.list.open') }] });
    expect(sheet.find((s) => s.id === 'commands')?.rows).toEqual([{ keys: ['mod+shift+u'], label: 'needs system users' }]);
    expect(sheet.find((s) => s.id === 'goTo')?.rows.map((r) => r.keys)).toEqual([['g h']]);
    expect(shortcutSheet([], [], []).map((s) => s.id)).toEqual(['global', 'palette', 'terminal']);
  });
});

describe('actionEntries', () => {
  it('offers closing the tab only where a tab can close', () => {
    expect(actionEntries(actionsFor(CONSOLE_ACTIONS, { path: '/home' })).map((e) => e.id)).not.toContain('action:closeTab');
    expect(actionEntries(actionsFor(CONSOLE_ACTIONS, { path: '/system/user' })).map((e) => e.id)).toContain('action:closeTab');
  });
});

describe('contextEntries', () => {
  const registry = createDefaultRegistry();
  const offered: PageContextEntry[] = [
    { commandId: 'users.disable', args: { ids: ['7'] }, title: 'disable system users: ops', scope: 'record' },
    { commandId: 'users.resetPassword', args: { id: '7' }, title: "reset a system user's password: ops", scope: 'record' },
    { commandId: 'users.enable', args: { ids: ['3', '4'] }, title: 'enable system users: 2 selected', scope: 'selection', shortcut: 'mod+shift+e' },
    { commandId: 'no.such.command', args: {}, title: 'gone', scope: 'record' },
  ];

  it('lists the page’s commands the user may run, with their arguments as the hint, ids by position', () => {
    const entries = contextEntries(offered, registry, context(['systemUser', 'systemUser.status']));
    expect(entries.map((e) => [e.id, e.title, e.hint, e.scope])).toEqual([
      ['context:0', 'disable system users: ops', 'users disable 7', 'record'],
      ['context:2', 'enable system users: 2 selected', 'users enable 3 4', 'selection'],
    ]);
    expect(entries[1]?.shortcut).toBe('mod+shift+e');
  });

  it('offers nothing whose permission the user lacks, whatever the page passed', () => {
    expect(contextEntries(offered, registry, context(['systemUser']))).toEqual([]);
    expect(contextEntries(offered, registry, context(['systemUser.resetPassword'])).map((e) => e.id)).toEqual(['context:1']);
  });
});
