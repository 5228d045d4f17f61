import { groupTitle, holdsPermission, type CommandContext, type CommandRegistry } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { areaRoutes, flattenRoutes, homeRoute, type RouteDef } from '@careops/core/permissions';
import type { GoChord } from './chord-table';
import type { PageContextEntry } from './page-context';
import type { PaletteAction } from './palette-actions';
import type { PaletteEntry } from './palette-index';

const areaTitleOf = new Map<string, string>();
for (const area of [homeRoute, ...areaRoutes]) {
  for (const route of flattenRoutes([area])) areaTitleOf.set(route.path, area === homeRoute ? route.title : area.title);
}

/** A page the palette may offer: a leaf the user may open, not hidden, without parameters. */
export function isPalettePage(route: RouteDef): boolean {
  return !route.hidden && !route.children?.length && !route.path.includes('/:') && areaTitleOf.has(route.path);
}

/** Pages the user may open, in route-table order; a page that a "go to" chord reaches shows the chord. */
export function pageEntries(routes: readonly RouteDef[], canOpen: (route: RouteDef) => boolean, chords: readonly GoChord[]): PaletteEntry[] {
  const chordByPath = new Map(chords.map((c) => [c.path, c.keys]));
  const seen = new Set<string>();
  const pages: PaletteEntry[] = [];
  for (const route of routes) {
    if (!isPalettePage(route) || seen.has(route.path) || !canOpen(route)) continue;
    seen.add(route.path);
    const shortcut = chordByPath.get(route.path);
    pages.push({
      id: `page:${route.path}`,
      kind: 'page',
      title: route.title,
      hint: route.path,
      group: areaTitleOf.get(route.path) ?? '',
      keywords: route.keywords ?? [],
      ...(shortcut ? { shortcut } : {}),
    });
  }
  return pages;
}

/**
 * Registry commands for the palette: `registry.paletteEntries` applies permissions, `when`
 * and the palette face. Those only the open page makes available are flagged `context`.
 */
export function commandEntries(registry: CommandRegistry, ctx: CommandContext): PaletteEntry[] {
  const outOfContext = new Set(registry.paletteEntries({ ...ctx, currentPath: undefined }).map((e) => e.id));
  return registry.paletteEntries(ctx).map((e): PaletteEntry => ({
    id: `command:${e.id}`,
    kind: 'command',
    title: e.title,
    hint: e.command.cli.join(' '),
    group: groupTitle(e.group),
    keywords: e.keywords,
    ...(e.shortcut ? { shortcut: e.shortcut } : {}),
    ...(outOfContext.has(e.id) ? {} : { context: true }),
  }));
}

/** Web-only actions as palette entries (pass those whose `when` holds, see `actionsFor`). */
export function actionEntries(actions: readonly PaletteAction[]): PaletteEntry[] {
  return actions.map((a): PaletteEntry => ({
    id: `action:${a.id}`,
    kind: 'action',
    title: a.title(),
    hint: '',
    group: t('keyboard.group.console'),
    keywords: [],
    ...(a.shortcut ? { shortcut: a.shortcut } : {}),
  }));
}

/** The id of the palette entry of a page context command (its position in the page's list). */
export const CONTEXT_ENTRY_PREFIX = 'context:';

/**
 * The open page's commands on its record or selection (page-context.ts) as palette entries:
 * only registry commands the user may run (permission and `when`), whatever the page offered.
 * Ids are `context:<position>` in `entries`.
 */
export function contextEntries(entries: readonly PageContextEntry[], registry: CommandRegistry, ctx: CommandContext): PaletteEntry[] {
  return entries.flatMap((entry, i): PaletteEntry[] => {
    const command = registry.get(entry.commandId);
    if (!command || !holdsPermission(ctx, command.permission) || !(command.when?.(ctx) ?? true)) return [];
    return [
      {
        id: `${CONTEXT_ENTRY_PREFIX}${i}`,
        kind: 'command',
        title: entry.title,
        hint: [...command.cli, ...argWords(entry.args)].join(' '),
        group: groupTitle(command.group),
        keywords: [...(command.keywords ?? []), command.title],
        scope: entry.scope,
        ...(entry.shortcut ? { shortcut: entry.shortcut } : {}),
      },
    ];
  });
}

/** The arguments as the terminal would take them, shown as the entry's hint. */
function argWords(args: Record<string, unknown>): string[] {
  return Object.values(args).flatMap((v) => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]));
}
