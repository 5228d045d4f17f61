import { validateArgs, type AnyCommandDef, type CommandContext, type CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import { PUBLIC } from '@careops/core/permissions';
import { CliError } from '../errors/cli-error';
import { fileBlob, inputReader } from '../io/input-reader';
import { outputWriter, type OutputWriter } from '../io/output-writer';
import { canPrompt, type Io } from '../io/io';
import { promptConfirm, promptLine } from '../io/prompt';
import { printNotice, printResult, printResultAside } from '../output/printer';
import type { CliSession } from '../session/cli-session';
import type { GlobalFlags } from './global-flags';
import { progressReporter, type ProgressReporter } from './progress-reporter';

/** The context a registry command runs with in `careops`. */
export function cliContext(io: Io, session: CliSession, flags: GlobalFlags, progress?: ProgressReporter, output: OutputWriter = outputWriter(session.api, io)): CommandContext {
  const interactive = canPrompt(io);
  const confirm = flags.yes ? async () => true : interactive ? (message: string) => promptConfirm(io, message) : undefined;
  return {
    api: session.api,
    channel: 'cli',
    session: session.commandSession(),
    ...(confirm ? { confirm } : {}),
    ...(interactive ? { prompt: (label: string, options?: { secret?: boolean }) => promptLine(io, `${label}: `, options) } : {}),
    ...(progress ? { progress: (done: number, total: number) => progress.report(done, total) } : {}),
    notice: (text: string) => printNotice(io, text, flags),
    readInput: inputReader(io),
    readFileBlob: fileBlob,
    writeOutput: output.write,
    signOut: async () => session.signOut(),
  };
}

/** A bulk result with failures: a summary for people, then exit 5 (`partial`). */
function checkItems(io: Io, result: CommandResult, flags: GlobalFlags): void {
  if (result.kind !== 'items') return;
  const failed = result.items.filter((item) => !item.ok).length;
  const total = result.items.length;
  if (io.stdout.isTTY) printNotice(io, t('resources.items.summary', { ok: total - failed, failed }), flags);
  if (failed > 0) throw new CliError('partial', t('resources.items.partial', { failed, total }));
}

/**
 * Runs a registry command: validate the args (exit 2 naming the flag), require a session unless
 * the command is public (exit 3), run it and print its result. Commands ask for confirmation
 * themselves through `ctx.confirm`: yes with `--yes`, a prompt on a terminal; without either,
 * a command that needs confirmation is refused before it starts (a `--dry-run` needs none).
 * A bulk result with failed items exits 5 after printing every item.
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
  const progress = progressReporter(io, command.title, !flags.json);
  const output = outputWriter(session.api, io);
  const ctx = cliContext(io, session, flags, progress, output);
  const dryRun = (checked.args as { dryRun?: unknown }).dryRun === true;
  if (command.needsConfirm && !ctx.confirm && !dryRun) throw new CliError('usage', t('cli.usage.needsConfirm', { title: command.title }));
  let result: CommandResult;
  try {
    result = await command.run(ctx, checked.args);
  } finally {
    await progress.finish();
  }
  // A file written to stdout (`-o -`) is the output; what the command says about it goes to stderr.
  if (output.usedStdout()) await printResultAside(io, result, flags);
  else await printResult(io, result, flags, session.server);
  checkItems(io, result, flags);
}
