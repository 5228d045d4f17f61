import { createCommandRegistry, registerBuiltinCommands, type CommandRegistry } from '@careops/core/commands';
import { allAreas } from '@careops/core/registry';
import { registerResourceCommands } from '@careops/core/resources';

// Its own copy of the loader's yield: a module shared with the shell's first load would become
// one more chunk (and request) there.
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What core's createDefaultRegistry builds (a test compares the two), one resource per task:
 * built in one go it was a long task on a phone (the orders area alone took 60 ms there).
 */
async function buildInSlices(): Promise<CommandRegistry> {
  const registry = registerBuiltinCommands(createCommandRegistry());
  for (const resource of allAreas.flatMap((area) => area.resources)) {
    await nextTask();
    registerResourceCommands(registry, [resource]);
  }
  for (const command of allAreas.flatMap((area) => area.commands)) registry.register(command);
  return registry;
}

/**
 * The one command registry of the web console: the palette, the shortcuts and the terminal
 * panel all read it, so a command registered here appears on every web face at once.
 */
export const consoleRegistry: CommandRegistry = await buildInSlices();
