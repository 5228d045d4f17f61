import { completeCommandLine, quoteWord, type CommandContext, type CommandRegistry } from '@careops/core/commands';
import type { Command } from 'commander';

/** Flags every `careops` command takes (global-flags.ts), offered once a word starts with `-`. */
const GLOBAL_FLAGS = ['--csv', '--help', '--json', '--profile', '--yes'];

const startingWith = (values: Iterable<string>, partial: string) => [...new Set(values)].filter((v) => v.startsWith(partial)).sort();

/** The words without the global flags (and `--profile`'s value), which may come anywhere. */
function withoutGlobalFlags(words: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    if (word === '--profile') i += 1;
    else if (!GLOBAL_FLAGS.includes(word) && word !== '-y' && !word.startsWith('--profile=')) kept.push(word);
  }
  return kept;
}

/** Candidates among the CLI's own commands (login, profile, completion) for `words`. */
function ownCandidates(own: readonly Command[], words: readonly string[], partial: string): string[] {
  if (words.length === 0) return startingWith(own.map((c) => c.name()), partial);
  const command = own.find((c) => c.name() === words[0]);
  if (!command) return [];
  if (words.length === 1 && command.commands.length > 0) return startingWith(command.commands.map((c) => c.name()), partial);
  if (partial.startsWith('-')) return startingWith(command.options.map((o) => o.long ?? '').filter(Boolean), partial);
  if (words.length === 1) return startingWith(command.registeredArguments.flatMap((a) => a.argChoices ?? []), partial);
  return [];
}

/**
 * `careops __complete -- WORD… PARTIAL`: the completions of the last word, one per line, from
 * core's completeCommandLine (the terminal panel's), plus the CLI's own commands and global flags.
 */
export function completeWords(registry: CommandRegistry, ctx: CommandContext, own: readonly Command[], typed: readonly string[]): string[] {
  const words = withoutGlobalFlags(typed.slice(0, -1));
  const partial = typed[typed.length - 1] ?? '';
  const line = [...words.map(quoteWord), partial].join(' ');
  const fromRegistry = completeCommandLine(registry, line, ctx).candidates;
  const commandWords = words.filter((w) => !w.startsWith('-'));
  const flags = partial.startsWith('-') ? startingWith(GLOBAL_FLAGS, partial) : [];
  return [...new Set([...fromRegistry, ...ownCandidates(own, commandWords, partial), ...flags])];
}
