import type { CommandResult } from '@careops/core/commands';
import { commanderMessage, errorPayload } from '../errors/exit-codes';
import { isCommanderError } from '../errors/commander-error';
import type { Io } from '../io/io';
import { writeLine } from '../io/io';
import { chooseOutputMode, useColor, type OutputMode } from './output-mode';
import { renderJson, renderResult } from './render-result';
import { loadTextWidth } from './text-width';

/** The output flags every command takes. */
export interface OutputFlags {
  json?: boolean;
  csv?: boolean;
}

/** Whether drawing `result` in `mode` measures text on a terminal (aligned columns or labels). */
const measuresText = (result: CommandResult, mode: OutputMode) => mode === 'table' && (result.kind === 'table' || result.kind === 'record' || result.kind === 'items');

/** Prints a command's result on stdout in the mode the flags and the terminal choose. */
export async function printResult(io: Io, result: CommandResult, flags: OutputFlags, serverUrl?: string): Promise<void> {
  const isTTY = io.stdout.isTTY === true;
  const mode = chooseOutputMode(flags, isTTY);
  if (measuresText(result, mode)) await loadTextWidth();
  const text = renderResult(result, mode, { serverUrl, width: isTTY ? io.stdout.columns : undefined, color: useColor(io.env, isTTY) });
  if (text) io.stdout.write(text);
}

/** A result for people on stderr, when stdout carries something else (a file, `-o -`); silent under `--json`. */
export async function printResultAside(io: Io, result: CommandResult, flags: OutputFlags): Promise<void> {
  if (flags.json) return;
  const isTTY = io.stderr.isTTY === true;
  const mode: OutputMode = isTTY ? 'table' : 'tsv';
  if (measuresText(result, mode)) await loadTextWidth();
  const text = renderResult(result, mode, { width: isTTY ? io.stderr.columns : undefined, color: useColor(io.env, isTTY) });
  if (text) io.stderr.write(text);
}

/** A message for people on stderr; silent under `--json`, whose stderr carries only errors. */
export function printNotice(io: Io, text: string, flags: OutputFlags): void {
  if (!flags.json) writeLine(io.stderr, text);
}

/** An error on stderr: `careops: message` for people, `{ "error": { code, message } }` with `--json`. */
export function printError(io: Io, error: unknown, json: boolean, hint?: string): void {
  // Commander already printed the help it wanted to show; there is nothing to add.
  if (isCommanderError(error) && error.code === 'commander.help') return;
  if (io.env.CAREOPS_DEBUG) printCauses(io, error);
  if (json) {
    io.stderr.write(renderJson({ error: errorPayload(error) }));
    return;
  }
  const message = isCommanderError(error) ? commanderMessage(error) : errorPayload(error).message;
  writeLine(io.stderr, `careops: ${message}`);
  if (hint) writeLine(io.stderr, hint);
}

/** `CAREOPS_DEBUG=1`: the stack and every cause, for bug reports. */
function printCauses(io: Io, error: unknown): void {
  let current: unknown = error;
  for (let depth = 0; current !== undefined && depth < 10; depth += 1) {
    writeLine(io.stderr, current instanceof Error ? (current.stack ?? String(current)) : String(current));
    current = current instanceof Error ? current.cause : undefined;
    if (current !== undefined) writeLine(io.stderr, 'caused by:');
  }
}
