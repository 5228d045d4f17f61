import type { CommandContext, CommandRegistry } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { Argument, type Command } from 'commander';
import { CliError } from '../errors/cli-error';
import { helpRegistry, ownCommands } from '../help/cli-help';
import type { Io } from '../io/io';
import { CliSession } from '../session/cli-session';
import { globalFlagsOf } from '../program/global-flags';
import { COMPLETION_SHELLS, INSTALL_LINES, completionScript, type CompletionShell } from './completion-scripts';
import { completeWords } from './complete-words';

const isShell = (shell: string): shell is CompletionShell => (COMPLETION_SHELLS as readonly string[]).includes(shell);

/**
 * `careops completion bash|zsh|fish` prints the shell's script; the script calls the hidden
 * `careops __complete -- WORD…`, which prints the candidates for the last word, one per line.
 */
export function addCompletion(program: Command, io: Io, registry: CommandRegistry): void {
  program
    .command('completion')
    .description(t('cli.completion.description'))
    .addArgument(new Argument('<shell>', t('cli.completion.shellArg')).choices(COMPLETION_SHELLS))
    .action((shell: string) => {
      if (!isShell(shell)) throw new CliError('usage', t('cli.completion.badShell', { shell }));
      // The hint goes last: zsh reads `#compdef` on the first line of a file in $fpath.
      io.stdout.write(`${completionScript(shell)}${t('cli.completion.install', { line: INSTALL_LINES[shell] })}\n`);
    });
  program
    .command('__complete', { hidden: true })
    .argument('[words...]')
    .allowUnknownOption()
    .action((words: string[], _options: unknown, cli: Command) => {
      const session = new CliSession(io, globalFlagsOf(cli).profile);
      const ctx: CommandContext = { api: session.api, channel: 'cli', session: session.commandSession(), signOut: async () => undefined };
      const typed = words.length === 0 ? [''] : words;
      const candidates = completeWords(helpRegistry(registry, session.signedIn), ctx, ownCommands(program, registry), typed);
      if (candidates.length > 0) io.stdout.write(`${candidates.join('\n')}\n`);
    });
}
