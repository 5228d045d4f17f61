import { registerBuiltinCommands } from '../commands/builtin';
import { createCommandRegistry, type CommandRegistry } from '../commands/command-registry';
import { registerResourceCommands } from '../resources/verbs/commands-from-resource';
import type { AreaContribution } from './area-contribution';

/**
 * A registry of the built-in commands and the given areas' commands: every area's descriptors
 * first, then every area's own commands, in the order given.
 */
export function composeRegistry(areas: readonly AreaContribution[]): CommandRegistry {
  const registry = registerResourceCommands(
    registerBuiltinCommands(createCommandRegistry()),
    areas.flatMap((area) => area.resources),
  );
  for (const command of areas.flatMap((area) => area.commands)) registry.register(command);
  return registry;
}
