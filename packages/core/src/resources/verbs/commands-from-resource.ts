import type { AnyCommandDef } from '../../commands/types';
import type { CommandRegistry } from '../../commands/command-registry';
import type { ResourceDescriptor } from '../types';
import { actionCommand } from './action-command';
import { createCommand, updateCommand } from './form-commands';
import { listCommand } from './list-command';
import { viewCommand } from './view-command';

/**
 * The registry commands of a resource, ids `<resource>.<verb>`: `list`, `view` (with a record
 * endpoint), `add` (create), `edit` (update) and one per action. Each takes its permission from
 * the endpoint it calls, so the registry hides what the server would refuse.
 */
export function commandsFromResource(d: ResourceDescriptor): AnyCommandDef[] {
  const commands: AnyCommandDef[] = [listCommand(d)];
  if (d.record) commands.push(viewCommand(d, d.record));
  if (d.create) commands.push(createCommand(d, d.create));
  if (d.update) commands.push(updateCommand(d, d.update));
  for (const action of d.actions ?? []) commands.push(actionCommand(d, action));
  return commands;
}

/** Registers the commands of every resource. */
export function registerResourceCommands(registry: CommandRegistry, resources: readonly ResourceDescriptor[]): CommandRegistry {
  for (const resource of resources) {
    for (const command of commandsFromResource(resource)) registry.register(command);
  }
  return registry;
}
