import { commandLineFor } from '@careops/core/commands';
import { actionCommandArgs, listCommandArgs, recordIdOf, type ActionFieldValue, type ListView, type ResourceAction, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { consoleRegistry } from '../platform/keyboard/console-registry';

/**
 * The `careops` lines behind "copy as command", from the same descriptors and registry commands
 * the CLI is built from. Loaded when a button is pressed: the registry is not in a page's chunk.
 */

function command(id: string) {
  const found = consoleRegistry.get(id);
  if (!found) throw new Error(`no command ${id}`);
  return found;
}

/** `careops <noun> list …` giving the rows the list shows (its filters, sort, page and size). */
export function listLine(resource: ResourceDescriptor, view: ListView): string {
  return commandLineFor(command(`${resource.id}.list`), listCommandArgs(resource, view));
}

/** `careops <noun> <verb> IDS… [fields]` running `action` on `records` with a dialog's values. */
export function actionLine(resource: ResourceDescriptor, action: ResourceAction, records: readonly Row[], values: Readonly<Record<string, ActionFieldValue | undefined>> = {}): string {
  const ids = records.map((r) => String(recordIdOf(resource, r)));
  return commandLineFor(command(`${resource.id}.${action.id}`), actionCommandArgs(action, ids, values));
}
