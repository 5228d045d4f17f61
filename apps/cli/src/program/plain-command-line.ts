import { describeArgs, type AnyCommandDef, type CommandRegistry } from '@careops/core/commands';
import type { GlobalFlags } from './global-flags';

/** A command line read without commander: the registry command, its raw args and the global flags. */
export interface PlainCommandLine {
  command: AnyCommandDef;
  raw: Record<string, unknown>;
  flags: GlobalFlags;
}

/** The global flags a plain line may carry; `--profile` and `--lang` take the next word. */
const switches: Record<string, keyof GlobalFlags> = { '--json': 'json', '--csv': 'csv', '--yes': 'yes', '-y': 'yes' };
const valued = new Set(['--profile', '--lang']);

/**
 * Reads a command line that names one registry command by all its words, followed only by
 * positional values and the global flags (`careops whoami --json`, `careops orders view 12
 * --json`), the way commander reads it. Undefined for anything else (a command flag, help,
 * `--`, too many words, a value outside a positional's choices, `--json` with `--csv`…): commander
 * reads those, and says what is wrong, so a plain line never answers differently. Commander and
 * the program's ~60 subcommand definitions are then loaded only for the other lines.
 */
export function readPlainCommandLine(argv: readonly string[], registry: CommandRegistry, named: ReadonlySet<string> | undefined): PlainCommandLine | undefined {
  if (named?.size !== 1) return undefined;
  const [id] = named;
  const command = id === undefined ? undefined : registry.get(id);
  if (!command || command.id === 'help') return undefined;
  const flags: GlobalFlags = {};
  const words: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const word = argv[i] ?? '';
    const flag = switches[word];
    if (flag === 'json' || flag === 'csv' || flag === 'yes') flags[flag] = true;
    else if (valued.has(word)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('-')) return undefined;
      flags[word === '--profile' ? 'profile' : 'lang'] = value;
      i += 1;
    } else if (word.startsWith('-')) return undefined;
    else words.push(word);
  }
  if (flags.json && flags.csv) return undefined;
  if (!command.cli.every((word, i) => words[i] === word)) return undefined;
  const values = words.slice(command.cli.length);
  const positionals = describeArgs(command)
    .filter((spec) => spec.position !== undefined)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const raw: Record<string, unknown> = {};
  for (const spec of positionals) {
    const taken = spec.variadic ? values.splice(0) : values.splice(0, 1);
    if (spec.choices && taken.some((value) => !spec.choices?.includes(value))) return undefined;
    if (taken.length > 0) raw[spec.key] = spec.variadic ? taken : taken[0];
  }
  return values.length > 0 ? undefined : { command, raw, flags };
}
