import { actionApplies, appliesToSelection, mayRunAction, type ResourceAction, type ResourceDescriptor, type Row } from '@careops/core/resources';

/**
 * The descriptor's actions offered on these records, as on the web: permitted, and applying to
 * the record (one record), or bulk and applying to the selection (several; a lifecycle action
 * only when it applies to every one).
 */
export function actionsFor(d: ResourceDescriptor, permissions: ReadonlySet<string>, targets: readonly Row[]): ResourceAction[] {
  if (targets.length === 0) return [];
  return (d.actions ?? []).filter((action) => {
    if (!mayRunAction(permissions, action)) return false;
    if (targets.length === 1) return actionApplies(action, targets[0] as Row);
    return action.bulk === true && appliesToSelection(action, targets);
  });
}

/** The action a key runs: its shortcut. */
export const actionByShortcut = (actions: readonly ResourceAction[], input: string): ResourceAction | undefined => actions.find((a) => a.shortcut === input);
