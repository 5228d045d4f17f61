import { createDefaultRegistry, t } from '@careops/core';
import { CommanderError } from 'commander';
import { CliError } from '../errors/cli-error';
import { ExitCode, exitCodeOf, type ExitCodeValue } from '../errors/exit-codes';
import type { Io } from '../io/io';
import { printError } from '../output/printer';
import { buildProgram, commandPathOf } from './build-program';
import { jsonRequested } from './global-flags';

/** Parses argv, runs the command and returns the exit code; never exits the process itself. */
export async function runCli(argv: readonly string[], io: Io): Promise<ExitCodeValue> {
  const json = jsonRequested(argv);
  let program: ReturnType<typeof buildProgram> | undefined;
  try {
    program = buildProgram(io, createDefaultRegistry());
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
