import { describeArgs, type CommandArgSpec } from './arg-specs';
import { isFlagToken, matchCommand } from './command-matching';
import { faceOf, type CommandRegistry } from './command-registry';
import { quoteWord, tokenize, type Token } from './tokenize';
import type { AnyCommandDef, CommandContext } from './types';

export interface CommandLineCompletion {
  /** Replacements for the word being typed, sorted; quoted where they need it. */
  candidates: string[];
  /** Where the word being typed starts in the line. */
  replaceFrom: number;
}

const byPrefix = (values: Iterable<string>, partial: string) => {
  const lower = partial.toLowerCase();
  return [...new Set(values)].filter((v) => v.toLowerCase().startsWith(lower)).sort();
};

function valueCandidates(ctx: CommandContext, command: AnyCommandDef, spec: CommandArgSpec, partial: string): string[] {
  const values = spec.choices ?? command.completeArg?.(ctx, spec.key, partial) ?? [];
  return byPrefix(values, partial);
}

function flagCandidates(specs: CommandArgSpec[], given: Set<string>, partial: string): string[] {
  const flags = specs.flatMap((s) => {
    if (given.has(s.key) && s.kind !== 'array') return [];
    if (s.kind === 'boolean') return s.defaultTrue ? [`--no-${s.flag}`] : [`--${s.flag}`, `--no-${s.flag}`];
    return [`--${s.flag}`];
  });
  // `--no-x` only once the user is typing it; it would crowd the list otherwise.
  return byPrefix(flags, partial).filter((f) => !f.startsWith('--no-') || partial.startsWith('--no') || !flags.includes(`--${f.slice(5)}`));
}

/** Completions of the argument part of a matched command. */
function argCompletions(ctx: CommandContext, command: AnyCommandDef, argTokens: Token[], partial: string): string[] {
  const specs = describeArgs(command);
  const flagSpec = (token: Token | undefined) => {
    if (!token || !isFlagToken(token) || token.value.includes('=')) return undefined;
    const name = token.value.slice(2);
    return specs.find((s) => s.flag === name || s.key === name);
  };
  const previous = flagSpec(argTokens[argTokens.length - 1]);
  if (previous && previous.kind !== 'boolean') return valueCandidates(ctx, command, previous, partial);
  if (partial.startsWith('-')) {
    const eq = partial.indexOf('=');
    if (eq > 0) {
      const spec = specs.find((s) => s.flag === partial.slice(2, eq));
      if (!spec || spec.kind === 'boolean') return [];
      return valueCandidates(ctx, command, spec, partial.slice(eq + 1)).map((v) => `${partial.slice(0, eq + 1)}${v}`);
    }
    const given = new Set<string>();
    for (const token of argTokens) {
      const spec = isFlagToken(token) ? specs.find((s) => token.value.replace(/^--(no-)?/, '').split('=')[0] === s.flag) : undefined;
      if (spec) given.add(spec.key);
    }
    return flagCandidates(specs, given, partial);
  }
  // The next positional: count the words already given positionally.
  let count = 0;
  for (let i = 0; i < argTokens.length; i += 1) {
    const token = argTokens[i] as Token;
    if (isFlagToken(token)) {
      const spec = flagSpec(token);
      if (spec && spec.kind !== 'boolean') i += 1;
    } else count += 1;
  }
  const positionals = specs.filter((s) => s.position !== undefined);
  const next = positionals[Math.min(count, positionals.length - 1)];
  if (!next || (count >= positionals.length && !next.variadic)) return partial === '' ? flagCandidates(specs, new Set(), '--') : [];
  const values = valueCandidates(ctx, command, next, partial);
  return values.length > 0 || partial !== '' ? values : flagCandidates(specs, new Set(), '--');
}

/**
 * Tab completion for the terminal panel: command words first, then the matched command's
 * flags, flag values (enum choices or the command's own suggestions) and positionals.
 */
export function completeCommandLine(registry: CommandRegistry, line: string, ctx: CommandContext): CommandLineCompletion {
  const { tokens, openEnd } = tokenize(line);
  const current = openEnd ? tokens[tokens.length - 1] : undefined;
  const before = current ? tokens.slice(0, -1) : tokens;
  const partial = current?.value ?? '';
  const replaceFrom = current?.start ?? line.length;
  const visible = registry.visibleTo(ctx, faceOf(ctx.channel));
  const done = (candidates: string[]): CommandLineCompletion => ({ candidates: candidates.map(quoteWord), replaceFrom });

  const wordsBefore: string[] = [];
  for (const token of before) {
    if (isFlagToken(token)) break;
    wordsBefore.push(token.value.toLowerCase());
  }
  const candidates: string[] = [];
  if (wordsBefore.length === before.length && !partial.startsWith('-')) {
    // Still among the command words: the next word of every command that continues them.
    const depth = wordsBefore.length;
    const continuing = visible.filter((c) => c.cli.length > depth && c.cli.slice(0, depth).join(' ') === wordsBefore.join(' '));
    candidates.push(...byPrefix(continuing.map((c) => c.cli[depth] ?? ''), partial));
  }
  const match = matchCommand(visible, wordsBefore);
  if (match && before.length >= match.consumed) {
    candidates.push(...argCompletions(ctx, match.command, before.slice(match.consumed), partial));
  }
  return done([...new Set(candidates)]);
}
