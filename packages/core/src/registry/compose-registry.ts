import { registerBuiltinCommands } from '../commands/builtin';
import { createCommandRegistry, type CommandRegistry } from '../commands/command-registry';
import type { ResourceDescriptor } from '../resources/types';
import type { AreaContribution } from './area-contribution';

/** Turns descriptors into registry commands (the resource verbs, passed in so a caller may load them late). */
export type RegisterResources = (registry: CommandRegistry, resources: readonly ResourceDescriptor[]) => CommandRegistry;

/**
 * A registry of the built-in commands and the given areas' commands: every area's descriptors
 * first, then every area's own commands, in the order given.
 */
export function composeRegistry(areas: readonly AreaContribution[], registerResources: RegisterResources): CommandRegistry {
  const registry = registerBuiltinCommands(createCommandRegistry());
  if (areas.length === 0) return registry;
  registerResources(registry, areas.flatMap((area) => area.resources));
  for (const command of areas.flatMap((area) => area.commands)) registry.register(command);
  return registry;
}
