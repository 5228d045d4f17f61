import { argLabel, describeArgs, PUBLIC, t, type AnyCommandDef, type CommandContext } from '@careops/core';
import { CliError } from '../errors/cli-error';
import { canPrompt, type Io } from '../io/io';
import { promptConfirm, promptLine } from '../io/prompt';
import { printResult } from '../output/printer';
import type { CliSession } from '../session/cli-session';
import type { GlobalFlags } from './global-flags';

/** Validates raw args with the command's schema; every problem names its flag (exit code 2). */
export function validateArgs(command: AnyCommandDef, raw: Record<string, unknown>): Record<string, unknown> {
  const parsed = command.args.safeParse(raw);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const specs = describeArgs(command);
  const problems = parsed.error.issues.map((issue) => {
    const key = issue.path[0];
    const spec = specs.find((s) => s.key === key);
    return spec ? t('cli.usage.badArgument', { flag: argLabel(spec), problem: issue.message }) : issue.message;
  });
  throw new CliError('usage', problems.join('; '));
}

/** The context a registry command runs with in `careops`. */
export function cliContext(io: Io, session: CliSession, flags: GlobalFlags): CommandContext {
  const interactive = canPrompt(io);
  return {
    api: session.api,
    channel: 'cli',
    session: session.commandSession(),
    ...(flags.yes ? { confirm: async () => true } : interactive ? { confirm: (message: string) => promptConfirm(io, message) } : {}),
    ...(interactive ? { prompt: (label: string, options?: { secret?: boolean }) => promptLine(io, `${label}: `, options) } : {}),
    signOut: async () => session.signOut(),
  };
}

/** Runs a registry command: validate, check the session, confirm if needed, run, print. */
export async function runRegistryCommand(
  io: Io,
  openSession: () => CliSession,
  command: AnyCommandDef,
  raw: Record<string, unknown>,
  flags: GlobalFlags,
): Promise<void> {
  const args = validateArgs(command, raw);
  const session = openSession();
  if (command.permission !== PUBLIC) session.requireSignedIn();
  const ctx = cliContext(io, session, flags);
  if (command.needsConfirm && !flags.yes) {
    if (!ctx.confirm) throw new CliError('usage', t('cli.usage.needsConfirm', { title: command.title }));
    if (!(await ctx.confirm(t('cli.confirmRun', { title: command.title })))) throw new CliError('cancelled', t('common.cancelled'));
  }
  const result = await command.run(ctx, args);
  printResult(io, result, flags, session.server);
}
