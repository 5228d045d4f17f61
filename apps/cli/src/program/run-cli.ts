import { t } from '@careops/core/i18n';
import { isFaceEnabled, type CommandRegistry } from '@careops/core/commands';
import { CliError } from '../errors/cli-error';
import { ExitCode, exitCodeOf, type ExitCodeValue } from '../errors/exit-codes';
import type { Io } from '../io/io';
import { printError } from '../output/printer';
import { isCommanderError } from '../errors/commander-error';
import { jsonRequested } from './json-requested';
import { readPlainCommandLine } from './plain-command-line';
import { CliSession } from '../session/cli-session';
import { chooseLanguage, chooseTimeZone } from './language-and-zone';
import { reportCacheVariant } from '../launch/cache-variant';
import { commandWords } from './command-words';

/**
 * The registry commands a command line names: those whose cli words start with as many of its
 * words as any command has (`orders view 12` → orders view; `orders` → every orders command).
 * Undefined (every command) for `help` and for a first word no command has, so help and
 * suggestions see everything.
 */
function commandsNamedBy(registry: CommandRegistry, words: readonly string[]): ReadonlySet<string> | undefined {
  if (words[0] === undefined || words[0] === 'help') return undefined;
  let candidates = registry.list().filter((command) => isFaceEnabled(command, 'cli'));
  for (const [i, word] of words.entries()) {
    const next = candidates.filter((command) => command.cli[i] === word);
    if (next.length === 0) {
      if (i === 0) return undefined;
      break;
    }
    candidates = next;
  }
  return new Set(candidates.map((command) => command.id));
}

/**
 * The code cache a command line's run belongs in: its first two words as far as they are a
 * named command's words (`orders.view`, `orders` for `orders --help`), none for a line that
 * names no command.
 */
function cacheVariantOf(registry: CommandRegistry, named: ReadonlySet<string> | undefined, words: readonly string[]): string | undefined {
  if (!named) return undefined;
  // The named commands share the words matched so far (commandsNamedBy narrows by each word).
  const clis = [...named].map((id) => registry.get(id)?.cli ?? []);
  let matched = 0;
  while (matched < 2 && matched < words.length && clis.some((cli) => cli[matched] === words[matched])) matched += 1;
  return matched > 0 ? words.slice(0, matched).join('.') : undefined;
}

/** `careops` alone (or with only `--profile NAME`): the console on a terminal, the help elsewhere. */
const opensConsole = (argv: readonly string[], io: Io): boolean =>
  (argv.length === 0 || (argv.length === 2 && argv[0] === '--profile')) && io.stdin.isTTY === true && io.stdout.isTTY === true;

/** Parses argv, runs the command and returns the exit code; never exits the process itself. */
export async function runCli(argv: readonly string[], io: Io): Promise<ExitCodeValue> {
  const json = jsonRequested(argv);
  // The words of the command in "see careops … --help".
  let helpPath = (): string[] => [];
  try {
    await chooseLanguage(argv, io);
    chooseTimeZone(argv, io);
    // Only what the command line names is loaded and built: `careops whoami` loads no area,
    // `careops orders view 12` builds one subcommand of the orders area.
    const words = commandWords(argv);
    if (words.length === 0) reportCacheVariant('main');
    if (opensConsole(argv, io)) {
      // Ink, React and the console are their own chunk, loaded only here.
      const { openConsole } = await import('../console/open-console');
      await openConsole(io, argv[1]);
      return ExitCode.ok;
    }
    const { loadRegistryFor } = await import('@careops/core/registry/load');
    const registry = await loadRegistryFor(words[0]);
    const named = commandsNamedBy(registry, words);
    const variant = cacheVariantOf(registry, named, words);
    if (variant) reportCacheVariant(variant);
    const plain = readPlainCommandLine(argv, registry, named);
    if (plain) {
      const { command, raw, flags } = plain;
      helpPath = () => [...command.cli];
      const { runRegistryCommand } = await import('./run-registry-command');
      await runRegistryCommand(io, () => new CliSession(io, flags.profile), command, raw, flags);
      return ExitCode.ok;
    }
    const { buildProgram, commandPathOf } = await import('./build-program');
    const built = buildProgram(io, registry, named);
    helpPath = () => commandPathOf(built, argv);
    await built.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    const code = exitCodeOf(error);
    if (code === ExitCode.ok) return code;
    const usage = code === ExitCode.usage && (isCommanderError(error) || error instanceof CliError);
    const path = usage ? helpPath() : [];
    const hint = usage ? t('cli.usage.seeHelp', { command: ['careops', ...path].join(' ') }) : undefined;
    printError(io, error, json, hint);
    return code;
  }
}
