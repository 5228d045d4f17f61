import { PUBLIC, t, validateArgs, type AnyCommandDef, type CommandContext } from '@careops/core';
import { CliError } from '../errors/cli-error';
import { canPrompt, type Io } from '../io/io';
import { promptConfirm, promptLine } from '../io/prompt';
import { printResult } from '../output/printer';
import type { CliSession } from '../session/cli-session';
import type { GlobalFlags } from './global-flags';

/** The context a registry command runs with in `careops`. */
export function cliContext(io: Io, session: CliSession, flags: GlobalFlags): CommandContext {
  const interactive = canPrompt(io);
  const confirm = flags.yes ? async () => true : interactive ? (message: string) => promptConfirm(io, message) : undefined;
  return {
    api: session.api,
    channel: 'cli',
    session: session.commandSession(),
    ...(confirm ? { confirm } : {}),
    ...(interactive ? { prompt: (label: string, options?: { secret?: boolean }) => promptLine(io, `${label}: `, options) } : {}),
    signOut: async () => session.signOut(),
  };
}

/**
 * Runs a registry command: validate the args (exit 2 naming the flag), require a session unless
 * the command is public (exit 3), run it and print its result. Commands ask for confirmation
 * themselves through `ctx.confirm`: yes with `--yes`, a prompt on a terminal; without either,
 * a command that needs confirmation is refused before it starts.
 */
export async function runRegistryCommand(
  io: Io,
  openSession: () => CliSession,
  command: AnyCommandDef,
  raw: Record<string, unknown>,
  flags: GlobalFlags,
): Promise<void> {
  const checked = validateArgs(command, raw);
  if (!checked.ok) throw new CliError('usage', checked.error);
  const session = openSession();
  if (command.permission !== PUBLIC) session.requireSignedIn();
  const ctx = cliContext(io, session, flags);
  if (command.needsConfirm && !ctx.confirm) throw new CliError('usage', t('cli.usage.needsConfirm', { title: command.title }));
  const result = await command.run(ctx, checked.args);
  printResult(io, result, flags, session.server);
}
