import { groupTitle, holdsPermission, type CommandContext, type CommandRegistry, type PaletteItem } from '@careops/core/commands';
import { endpointRoutes } from '@careops/core/contract/routes';
import { t } from '@careops/core/i18n';
import { areaEntries } from '@careops/core/registry/areas';
import type { ResourceDescriptor } from '@careops/core/resources';

/** Everything the console offers: the descriptors behind its lists, and the registry (every area's commands). */
export interface ConsoleModel {
  /** Every area's resource descriptors, in the composition point's order. */
  resources: readonly ResourceDescriptor[];
  /**
   * Loads every area's commands; the registry is composed when first asked for. The console
   * calls it right after its first frame: the commands' arguments (zod schemas, and the contract
   * schemas they build on) are most of what the areas cost at start-up.
   */
  loadCommands(): Promise<void>;
  /** The same registry the web console builds; only once `loadCommands` has resolved. */
  readonly registry: CommandRegistry;
}

/**
 * Loads every area's descriptors (a new area's lists appear in the console with no change here);
 * their commands wait for `loadCommands`.
 */
export async function loadConsoleModel(): Promise<ConsoleModel> {
  const resources = (await Promise.all(areaEntries.map((entry) => entry.loadResources()))).flat();
  let compose: (() => CommandRegistry) | undefined;
  let registry: CommandRegistry | undefined;
  return {
    resources,
    async loadCommands() {
      const [areas, { composeRegistry }, { registerResourceCommands }] = await Promise.all([
        Promise.all(areaEntries.map((entry) => entry.load())),
        import('@careops/core/registry/compose'),
        import('@careops/core/resources/commands'),
      ]);
      compose = () => composeRegistry(areas, registerResourceCommands);
    },
    get registry() {
      if (!compose) throw new Error("the console's registry was asked for before loadCommands() resolved");
      registry ??= compose();
      return registry;
    },
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
