import { t } from '@careops/core/i18n';
import { loadRegistryFor } from '@careops/core/registry';
import { CommanderError } from 'commander';
import { CliError } from '../errors/cli-error';
import { ExitCode, exitCodeOf, type ExitCodeValue } from '../errors/exit-codes';
import type { Io } from '../io/io';
import { printError } from '../output/printer';
import { buildProgram, commandPathOf } from './build-program';
import { jsonRequested } from './global-flags';

/** The first word of argv that is not a flag (nor `--profile`'s value): the command's first word. */
export function firstWordOf(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    if (word === '--') return undefined;
    if (word === '--profile') {
      i += 1;
      continue;
    }
    if (!word.startsWith('-')) return word;
  }
  return undefined;
}

/** Parses argv, runs the command and returns the exit code; never exits the process itself. */
export async function runCli(argv: readonly string[], io: Io): Promise<ExitCodeValue> {
  const json = jsonRequested(argv);
  let program: ReturnType<typeof buildProgram> | undefined;
  try {
    // Only the areas the command line names are loaded: `careops whoami` builds no area's commands.
    program = buildProgram(io, await loadRegistryFor(firstWordOf(argv)));
    await program.parseAsync([...argv], { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    const code = exitCodeOf(error);
    if (code === ExitCode.ok) return code;
    const usage = code === ExitCode.usage && (error instanceof CommanderError || error instanceof CliError);
    const path = program && usage ? commandPathOf(program, argv) : [];
    const hint = usage ? t('cli.usage.seeHelp', { command: ['careops', ...path].join(' ') }) : undefined;
    printError(io, error, json, hint);
    return code;
  }
}
