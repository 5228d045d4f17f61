import { helpText, isFaceEnabled, type CommandContext, type CommandRegistry } from '@careops/core/commands';
import { t } from '@careops/core/i18n';
import type { Command } from 'commander';
import { CliError } from '../errors/cli-error';
import type { Io } from '../io/io';
import { printResult, type OutputFlags } from '../output/printer';
import { CliSession } from '../session/cli-session';

/**
 * The registry as `careops help` shows it. Signed in: the commands this user may run. Signed
 * out: every command of the CLI face, since help is how a new user finds out what there is (the
 * server still decides, and a command that needs a session says so when run, exit 3).
 */
export function helpRegistry(registry: CommandRegistry, signedIn: boolean): CommandRegistry {
  if (signedIn) return registry;
  return { ...registry, visibleTo: (_ctx, face) => registry.list().filter((c) => isFaceEnabled(c, face)) };
}

/** The CLI's own commands (login, profile, completion): those no registry command starts with. */
export function ownCommands(program: Command, registry: CommandRegistry): Command[] {
  const registryWords = new Set(registry.list().map((c) => c.cli[0]));
  return program.commands.filter((c) => !registryWords.has(c.name()) && !c.name().startsWith('__'));
}

function ownLines(own: readonly Command[]): string[] {
  const rows = own.flatMap((command) => {
    const leaves = command.commands.length > 0 ? command.commands.map((sub) => ({ words: `${command.name()} ${sub.name()}`, sub })) : [{ words: command.name(), sub: command }];
    return leaves.map(({ words, sub }) => ({ usage: `careops ${words} ${sub.usage()}`.trimEnd(), title: sub.description() }));
  });
  const width = Math.min(Math.max(...rows.map((r) => r.usage.length)) + 3, 48);
  return rows.map(({ usage, title }) => (usage.length >= width ? `  ${usage}\n  ${' '.repeat(width)}${title}` : `  ${usage.padEnd(width)}${title}`));
}

/** The deepest of the CLI's own commands that `words` name (`profile use`), if they name one. */
function ownCommandFor(own: readonly Command[], words: readonly string[]): Command | undefined {
  let found = own.find((c) => c.name() === words[0]);
  for (const word of words.slice(1)) {
    const next = found?.commands.find((c) => c.name() === word);
    if (!next) break;
    found = next;
  }
  return found;
}

/**
 * `careops help [command…]`: with no words, every command (see helpRegistry) and the CLI's own;
 * with words, that command's usage and arguments (commander's help for the CLI's own commands).
 * Words that name nothing are a usage error (exit 2, on stderr), with the nearest command.
 */
function cliHelp(program: Command, registry: CommandRegistry, session: CliSession, words: readonly string[]): string {
  const ctx: CommandContext = { api: session.api, channel: 'cli', session: session.commandSession(), signOut: async () => undefined };
  const shown = helpRegistry(registry, session.signedIn);
  const own = ownCommands(program, registry);
  if (words.length === 0) {
    const lines = [helpText(shown, ctx), '', t('cli.help.own'), ...ownLines(own)];
    if (!session.signedIn) lines.push('', t('cli.help.signedOut'));
    return lines.join('\n');
  }
  const ownCommand = ownCommandFor(own, words);
  if (ownCommand) return ownCommand.helpInformation().trimEnd();
  // A command (its words first, flags after), or the words a group of commands starts with.
  const lower = words.map((word) => word.toLowerCase());
  const known = shown.visibleTo(ctx, 'cli').some((c) => c.cli.every((w, i) => lower[i] === w) || lower.every((w, i) => c.cli[i] === w));
  const text = helpText(shown, ctx, words);
  // For words that name nothing, core's help answers the "unknown command … did you mean" error.
  if (!known) throw new CliError('usage', text);
  return text;
}

/** Runs `careops help` for the words commander parsed, printing the text (a usage error throws). */
export async function runHelp(io: Io, program: Command, registry: CommandRegistry, raw: Record<string, unknown>, flags: OutputFlags & { profile?: string }): Promise<void> {
  const words = Array.isArray(raw.command) ? raw.command.map(String) : [];
  const text = cliHelp(program, registry, new CliSession(io, flags.profile), words);
  await printResult(io, { kind: 'text', text }, flags);
}
