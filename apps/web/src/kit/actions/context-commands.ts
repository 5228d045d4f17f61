import { t } from '@careops/core/i18n';
import {
  actionApplies,
  appliesToSelection,
  mayRunAction,
  recordIdOf,
  recordName,
  type ResourceAction,
  type ResourceDescriptor,
  type Row,
} from '@careops/core/resources';
import type { PageContextEntry } from '../../platform/keyboard/page-context';

/** The registry command `commandsFromResource` made for a descriptor action. */
export const actionCommandId = (d: ResourceDescriptor, action: ResourceAction): string => `${d.id}.${action.id}`;

/**
 * How the page runs an action itself, when the palette cannot run its command as is: an
 * action with a page-made dialog, or values to ask (a required reason). Undefined: the
 * registry command runs with the filled-in arguments.
 */
export type ContextOpener = (action: ResourceAction) => (() => void) | undefined;

/** The command's arguments for these records: a bulk action takes `ids`, a single one `id`. */
function argsFor(action: ResourceAction, ids: readonly number[]): Record<string, unknown> {
  return action.bulk ? { ids: ids.map(String) } : { id: String(ids[0] ?? '') };
}

/** An action that needs values the person must give (a required reason): the palette opens its dialog. */
export const asksValues = (action: ResourceAction): boolean => (action.fields ?? []).some((f) => f.required === true && f.secret !== true);

/** The entry's shortcut and page-run, when the action has them. */
function extras(action: ResourceAction, open: ContextOpener | undefined): Pick<PageContextEntry, 'shortcut' | 'run'> {
  const run = open?.(action);
  return { ...(action.shortcut ? { shortcut: action.shortcut } : {}), ...(run ? { run } : {}) };
}

/**
 * Commands on an open record, for the palette: the actions the record page offers as buttons
 * (permission held, applying in the record's state; `skip` leaves out those shown elsewhere),
 * with the action's shortcut.
 */
export function recordContextEntries(
  d: ResourceDescriptor,
  record: Row,
  permissions: ReadonlySet<string>,
  after: () => void,
  skip: (action: ResourceAction) => boolean = () => false,
  open?: ContextOpener,
): PageContextEntry[] {
  const id = recordIdOf(d, record);
  if (id === undefined) return [];
  const name = recordName(d, record);
  return (d.actions ?? [])
    .filter((a) => !skip(a) && mayRunAction(permissions, a) && actionApplies(a, record))
    .map((a) => ({
      commandId: actionCommandId(d, a),
      args: argsFor(a, [id]),
      title: t('keyboard.context.record', { action: t(a.title), name }),
      scope: 'record',
      after,
      ...extras(a, open),
    }));
}

/** Commands on a list's selected rows: the bulk actions the user may run that apply to the selection (`appliesToSelection`). */
export function selectionContextEntries(d: ResourceDescriptor, rows: readonly Row[], permissions: ReadonlySet<string>, after: () => void, open?: ContextOpener): PageContextEntry[] {
  const ids = rows.map((r) => recordIdOf(d, r)).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return [];
  return (d.actions ?? [])
    .filter((a) => a.bulk && mayRunAction(permissions, a) && appliesToSelection(a, rows))
    .map((a) => ({
      commandId: actionCommandId(d, a),
      args: argsFor(a, ids),
      title: t('keyboard.context.selection', { action: t(a.title), count: ids.length }),
      scope: 'selection',
      after,
      ...extras(a, open),
    }));
}
