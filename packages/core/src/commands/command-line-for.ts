import { describeArgs } from './arg-specs';
import { quoteWord } from './tokenize';
import type { AnyCommandDef } from './types';

/** The program name a copied line starts with. */
export const CLI_NAME = 'careops';

const word = (value: unknown) => quoteWord(String(value));

/**
 * The `careops` line that runs `command` with `args` (validated args, as the parser produces
 * them): its words, its positionals in order, then each given flag as `--flag value`, a true
 * switch as `--flag`, a list as one `--flag value` per item. The same line runs in a shell and
 * in the terminal panel; args left out or empty are left out of the line.
 */
export function commandLineFor(command: AnyCommandDef, args: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [CLI_NAME, ...command.cli];
  const flags: string[] = [];
  for (const spec of describeArgs(command)) {
    const value = args[spec.key];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (spec.position !== undefined) {
      parts.push(...(Array.isArray(value) ? value.map(word) : [word(value)]));
      continue;
    }
    if (spec.kind === 'boolean') {
      if (value === true && !spec.defaultTrue) flags.push(`--${spec.flag}`);
      else if (value === false && spec.defaultTrue) flags.push(`--no-${spec.flag}`);
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) flags.push(`--${spec.flag}`, word(item));
  }
  return [...parts, ...flags].join(' ');
}
