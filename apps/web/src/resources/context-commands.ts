import { actionApplies, t, type ResourceAction, type ResourceDescriptor } from '@careops/core';
import type { PageContextEntry } from '../keyboard/page-context';
import { mayRun, nameOf, recordId, type Row } from './resource-api';

/** The registry command `commandsFromResource` made for a descriptor action. */
export const actionCommandId = (d: ResourceDescriptor, action: ResourceAction): string => `${d.id}.${action.id}`;

/** The command's arguments for these records: a bulk action takes `ids`, a single one `id`. */
function argsFor(action: ResourceAction, ids: readonly number[]): Record<string, unknown> {
  return action.bulk ? { ids: ids.map(String) } : { id: String(ids[0] ?? '') };
}

/**
 * Commands on an open record, for the palette: the actions the record page offers as buttons
 * (permission held, applying in the record's state; `skip` leaves out those shown elsewhere).
 */
export function recordContextEntries(
  d: ResourceDescriptor,
  record: Row,
  permissions: ReadonlySet<string>,
  after: () => void,
  skip: (action: ResourceAction) => boolean = () => false,
): PageContextEntry[] {
  const id = recordId(d, record);
  if (id === undefined) return [];
  const name = nameOf(d, record);
  return (d.actions ?? [])
    .filter((a) => !skip(a) && mayRun(permissions, a) && actionApplies(a, record))
    .map((a) => ({
      commandId: actionCommandId(d, a),
      args: argsFor(a, [id]),
      title: t('keyboard.context.record', { action: t(a.title), name }),
      scope: 'record',
      after,
    }));
}

/** Commands on a list's selected rows: the bulk actions the user may run that apply to at least one of them. */
export function selectionContextEntries(d: ResourceDescriptor, rows: readonly Row[], permissions: ReadonlySet<string>, after: () => void): PageContextEntry[] {
  const ids = rows.map((r) => recordId(d, r)).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return [];
  return (d.actions ?? [])
    .filter((a) => a.bulk && mayRun(permissions, a) && rows.some((r) => actionApplies(a, r)))
    .map((a) => ({
      commandId: actionCommandId(d, a),
      args: argsFor(a, ids),
      title: t('keyboard.context.selection', { action: t(a.title), count: ids.length }),
      scope: 'selection',
      after,
    }));
}
