import { isFaceEnabled, type CommandRegistry } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { Command } from 'commander';
import packageJson from '../../package.json';
import type { LoginOptions } from '../sign-in/login';
import { listProfiles, removeProfile, useProfile } from '../sign-in/profile';
import { addCompletion } from '../completion/completion-command';
import { addLiveCommands } from '../live/live-commands';
import { runHelp } from '../help/cli-help';
import type { Io } from '../io/io';
import { printResult } from '../output/printer';
import { CliSession, DEFAULT_SERVER } from '../session/cli-session';
import { addGlobalFlags, globalFlagsOf } from './global-flags';
import { addRegistryCommand, finishCommandTree } from './registry-commands';
import { runRegistryCommand } from './run-registry-command';

function addLogin(program: Command, io: Io): void {
  program
    .command('login')
    .description(t('cli.login.description'))
    .option('--server <url>', t('cli.login.server', { server: DEFAULT_SERVER }))
    .option('--username <name>', t('cli.login.username'))
    .option('--password-stdin', t('cli.login.passwordStdin'))
    .option('--sms <phone>', t('cli.login.sms'))
    .action(async (options: LoginOptions, cli: Command) => {
      const flags = globalFlagsOf(cli);
      // Loaded here: sign-in's request schemas are not built for every other command.
      const { login } = await import('../sign-in/login');
      await login(io, new CliSession(io, flags.profile), options, flags);
    });
}

/** `careops ui`: the interactive console (`careops` alone on a terminal opens it too; see runCli). */
function addConsole(program: Command, io: Io): void {
  program
    .command('ui')
    .description(t('console.command.description'))
    .action(async (_options: unknown, cli: Command) => {
      // Ink, React and the console are their own chunk, loaded only here.
      const { openConsole } = await import('../console/open-console');
      await openConsole(io, globalFlagsOf(cli).profile);
    });
}

function addProfile(program: Command, io: Io): void {
  const profile = program.command('profile').description(t('cli.profile.description'));
  profile
    .command('list')
    .description(t('cli.profile.list'))
    .action(async (_options: unknown, cli: Command) => {
      const flags = globalFlagsOf(cli);
      await printResult(io, listProfiles(new CliSession(io, flags.profile)), flags);
    });
  profile
    .command('use')
    .description(t('cli.profile.use'))
    .argument('<name>', t('cli.profile.nameArg'))
    .action(async (name: string, _options: unknown, cli: Command) => {
      const flags = globalFlagsOf(cli);
      await printResult(io, useProfile(new CliSession(io, flags.profile), name), flags);
    });
  profile
    .command('remove')
    .description(t('cli.profile.remove'))
    .argument('<name>', t('cli.profile.nameArg'))
    .action(async (name: string, _options: unknown, cli: Command) => {
      const flags = globalFlagsOf(cli);
      await printResult(io, await removeProfile(new CliSession(io, flags.profile), name), flags);
    });
}

/**
 * The `careops` program: global flags, the CLI's own commands (login, profile) and one
 * subcommand per registry command with the cli face, so a command added to core appears here
 * (`only`: just these command ids, when the command line names them).
 */
export function buildProgram(io: Io, registry: CommandRegistry, only?: ReadonlySet<string>): Command {
  const program = new Command('careops')
    .description(t('cli.description'))
    .version(packageJson.version, '-V, --version', t('cli.option.version'))
    .helpOption('-h, --help', t('cli.option.help'))
    .helpCommand(false)
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      // Errors are printed by runCli, as text or JSON.
      outputError: () => undefined,
    })
    .configureHelp({ showGlobalOptions: true, sortSubcommands: true })
    .addHelpText('after', `\n${t('cli.helpFooter')}`);
  addGlobalFlags(program);
  addLogin(program, io);
  addProfile(program, io);
  addConsole(program, io);
  for (const command of registry.list()) {
    if (!isFaceEnabled(command, 'cli') || (only && !only.has(command.id))) continue;
    addRegistryCommand(program, command, (def, raw, cli) => {
      const flags = globalFlagsOf(cli);
      // Help is the CLI's: it works signed out and refuses words that name nothing (exit 2).
      if (def.id === 'help') return runHelp(io, program, registry, raw, flags);
      return runRegistryCommand(io, () => new CliSession(io, flags.profile), def, raw, flags);
    });
  }
  addLiveCommands(program, io);
  addCompletion(program, io, registry);
  finishCommandTree(program);
  return program;
}

/** The words of the deepest known command in argv, for "see careops … --help". */
export function commandPathOf(program: Command, argv: readonly string[]): string[] {
  const path: string[] = [];
  let current = program;
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (word === '--') break;
    if (word === '--profile') {
      i += 1;
      continue;
    }
    if (word.startsWith('-')) continue;
    const next = current.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (!next) break;
    path.push(next.name());
    current = next;
  }
  return path;
}
