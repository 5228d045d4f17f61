import type { CommandRegistry } from '../commands/command-registry';
import { composeRegistry } from './compose-registry';
import { areaEntries } from './areas';

/** Built-in words that need no area (`help` lists every command, so it is not one of them). */
const builtinWords = new Set(['whoami', 'logout', 'password', 'open']);

/**
 * A registry for a command line that starts with `word`: only the areas that own the word
 * (only the built-ins for a built-in word), or every area when the word is unknown, missing or
 * `help`, so help and "did you mean" see everything.
 */
export async function loadRegistryFor(word: string | undefined): Promise<CommandRegistry> {
  if (word !== undefined && builtinWords.has(word)) return composeRegistry([], (registry) => registry);
  const owners = areaEntries.filter((area) => word !== undefined && area.cliWords.includes(word));
  const chosen = owners.length > 0 ? owners : areaEntries;
  const [verbs, areas] = await Promise.all([import('../resources/verbs/commands-from-resource'), Promise.all(chosen.map((area) => area.load()))]);
  return composeRegistry(areas, verbs.registerResourceCommands);
}
