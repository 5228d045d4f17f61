import type { ApiClient } from '@careops/core/client';
import { holdsPermission, isFaceEnabled, type CommandContext, type CommandRegistry } from '@careops/core/commands';
import type { PermissionHolders } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { PUBLIC, SIGNED_IN } from '@careops/core/permissions';
import { Command } from 'cmdk';
import { useEffect, useState } from 'react';
import { GROUP_CLASS } from './palette-item';

/** A palette command the user may not run: shown greyed with the permission it needs. */
export interface LockedCommand {
  id: string;
  title: string;
  /** Its command line, for matching and as its hint. */
  cli: string;
  keywords: readonly string[];
  /** The permission node code it needs. */
  permission: string;
}

/** The most locked commands a query shows (below what the user may run). */
const LOCKED_SHOWN = 5;
/** Fewer characters match too much to explain. */
const MIN_QUERY = 2;

/**
 * The palette's commands the user lacks the permission for (those a `when` hides stay hidden:
 * they are about another page or record, not about the user's rights).
 */
export function lockedCommands(registry: CommandRegistry, ctx: CommandContext): LockedCommand[] {
  return registry
    .list()
    .filter((c) => isFaceEnabled(c, 'palette') && c.permission !== PUBLIC && c.permission !== SIGNED_IN && !holdsPermission(ctx, c.permission) && (c.when?.(ctx) ?? true))
    .map((c) => ({ id: c.id, title: c.title, cli: c.cli.join(' '), keywords: c.keywords ?? [], permission: c.permission }));
}

/** The locked commands a typed query names: by title, command words or keywords. */
export function matchLocked(locked: readonly LockedCommand[], query: string): LockedCommand[] {
  const q = query.trim().replace(/^>\s*/, '').toLowerCase();
  if (q.length < MIN_QUERY || q.startsWith('#')) return [];
  const words = q.split(/\s+/);
  const matches = (c: LockedCommand) => {
    const text = [c.title, c.cli, ...c.keywords].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  };
  return locked.filter(matches).slice(0, LOCKED_SHOWN);
}

// Who holds a code does not change while the palette is open: asked once per code and page.
const asked = new Map<string, Promise<PermissionHolders>>();

function useHolders(api: ApiClient, code: string): PermissionHolders | null | 'failed' {
  const [holders, setHolders] = useState<PermissionHolders | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    let answer = asked.get(code);
    if (!answer) {
      answer = api.call('getPermissionHolders', { code }, { silent: true });
      asked.set(code, answer);
      answer.catch(() => asked.delete(code));
    }
    answer.then(
      (found) => live && setHolders(found),
      () => live && setHolders('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, code]);
  return holders;
}

function holdersText(holders: PermissionHolders | null | 'failed', code: string): string {
  if (holders === 'failed') return t('daily.locked.needs', { permission: code, code });
  if (holders === null) return t('daily.locked.loading');
  const needs = t('daily.locked.needs', { permission: holders.name, code: holders.code });
  if (holders.roles.length === 0) return `${needs} · ${t('daily.locked.nobody')}`;
  const roles = t('daily.locked.heldBy', { roles: holders.roles.map((r) => r.name).join(', ') });
  const users = holders.users.length > 0 ? ` · ${t('daily.locked.askUsers', { users: holders.users.map((u) => u.name || u.username).join(', ') })}` : '';
  return `${needs} · ${roles}${users}`;
}

function LockedItem({ command, api }: { command: LockedCommand; api: ApiClient }) {
  const holders = useHolders(api, command.permission);
  return (
    <Command.Item
      value={`locked:${command.id}`}
      disabled
      data-kind="locked"
      data-testid="palette-locked"
      className="flex items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-600"
    >
      <span className="w-16 shrink-0 text-[11px] uppercase tracking-wide text-gray-600">{t('daily.locked.kind')}</span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{command.title}</span>
        <span className="block text-xs text-gray-600" data-testid="palette-locked-why">
          {command.cli} · {holdersText(holders, command.permission)}
        </span>
      </span>
    </Command.Item>
  );
}

/** The locked commands the query names, greyed, each with what it needs and who holds that. */
export function LockedGroup({ commands, api }: { commands: readonly LockedCommand[]; api: ApiClient }) {
  if (commands.length === 0) return null;
  return (
    <Command.Group heading={t('daily.locked.section')} className={GROUP_CLASS} data-section="locked">
      {commands.map((command) => (
        <LockedItem key={command.id} command={command} api={api} />
      ))}
    </Command.Group>
  );
}
