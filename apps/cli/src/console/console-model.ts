import { groupTitle, holdsPermission, type CommandContext, type CommandRegistry, type PaletteItem } from '@careops/core/commands';
import { endpointRoutes } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { areaEntries, composeRegistry } from '@careops/core/registry';
import { registerResourceCommands, type ResourceDescriptor } from '@careops/core/resources';

/** Everything the console offers: the registry (every area's commands) and the descriptors behind its lists. */
export interface ConsoleModel {
  /** Composed on first use (the first frame needs only the descriptors). */
  readonly registry: CommandRegistry;
  /** Every area's resource descriptors, in the composition point's order. */
  resources: readonly ResourceDescriptor[];
}

/**
 * Loads every area the composition point names (a new area's descriptors appear in the console
 * with no change here); the same registry the web console builds is composed when first asked
 * for (building every command's arguments is the slowest part of the start otherwise).
 */
export async function loadConsoleModel(): Promise<ConsoleModel> {
  const areas = await Promise.all(areaEntries.map((entry) => entry.load()));
  let registry: CommandRegistry | undefined;
  return {
    get registry() {
      registry ??= composeRegistry(areas, registerResourceCommands);
      return registry;
    },
    resources: areas.flatMap((area) => area.resources),
  };
}

/** The registry command listing a descriptor's records (`careops <noun> list`). */
export const listCommandId = (d: ResourceDescriptor): string => `${d.id}.list`;

/** The lists the user may open: those whose list endpoint's permission they hold (the list command's permission). */
export function visibleLists(model: ConsoleModel, ctx: CommandContext): ResourceDescriptor[] {
  return model.resources.filter((d) => holdsPermission(ctx, endpointRoutes[d.list.endpoint].permission));
}

/** Descriptors with review mode: a record under review (status 2) is approved or rejected by its `approve`/`reject` actions. */
export const reviewQueueIds: ReadonlySet<string> = new Set(['nurseApplications', 'assistiveCards']);

export function isReviewable(d: ResourceDescriptor): boolean {
  return reviewQueueIds.has(d.id) && (d.actions ?? []).some((a) => a.id === 'approve') && (d.actions ?? []).some((a) => a.id === 'reject');
}

/** Prefix of a palette item that opens a console list, and of one that opens review mode. */
export const LIST_ITEM = 'page:list:';
export const REVIEW_ITEM = 'page:review:';
export const COMMAND_ITEM = 'command:';

/**
 * What the console's palette searches, ranked by core's palette search: its lists and review
 * queues (as pages), then the registry's palette entries (permission, `when` and face applied by
 * the registry, as on the web).
 */
export function paletteItems(model: ConsoleModel, ctx: CommandContext, lists: readonly ResourceDescriptor[]): PaletteItem[] {
  const pages = lists.flatMap((d): PaletteItem[] => {
    const list: PaletteItem = { id: `${LIST_ITEM}${d.id}`, kind: 'page', title: t(d.title), hint: `careops ${d.cli} list`, group: groupTitle(d.group), keywords: [d.cli] };
    if (!isReviewable(d)) return [list];
    const review: PaletteItem = { id: `${REVIEW_ITEM}${d.id}`, kind: 'page', title: t('console.menu.review', { title: t(d.title) }), hint: `careops ${d.cli} approve|reject`, group: groupTitle(d.group), keywords: ['review', d.cli] };
    return [list, review];
  });
  const commands = model.registry.paletteEntries(ctx).map((e): PaletteItem => ({
    id: `${COMMAND_ITEM}${e.id}`,
    kind: 'command',
    title: e.title,
    hint: `careops ${e.command.cli.join(' ')}`,
    group: groupTitle(e.group),
    keywords: e.keywords,
    ...(e.shortcut ? { shortcut: e.shortcut } : {}),
  }));
  return [...pages, ...commands];
}
