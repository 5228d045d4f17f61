import type { CommandRegistry } from '../command-registry';
import { changePasswordCommand } from './change-password';
import { createHelpCommand } from './help';
import { logoutCommand } from './logout';
import { openPageCommand } from './open-page';
import { whoamiCommand } from './whoami';

export { changePasswordCommand, createHelpCommand, logoutCommand, openPageCommand, whoamiCommand };
export { permittedAreas } from './whoami';
export { findPage, openablePages, type PageTarget } from './page-targets';

/** Adds whoami, logout, password change, open and help to a registry. */
export function registerBuiltinCommands(registry: CommandRegistry): CommandRegistry {
  registry.register(whoamiCommand);
  registry.register(logoutCommand);
  registry.register(changePasswordCommand);
  registry.register(openPageCommand);
  registry.register(createHelpCommand(registry));
  return registry;
}
