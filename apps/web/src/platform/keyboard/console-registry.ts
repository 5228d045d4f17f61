import type { CommandRegistry } from '@careops/core/commands';
import { createDefaultRegistry } from '@careops/core/registry';

/**
 * The one command registry of the web console: the palette, the shortcuts and the terminal
 * panel all read it, so a command registered here appears on every web face at once.
 */
export const consoleRegistry: CommandRegistry = createDefaultRegistry();
