import { t } from '../i18n/translate';
import { describeArgs, type CommandArgSpec } from './arg-specs';
import { isFlagToken, leadingWords, matchCommand, unknownCommandError } from './command-matching';
import { faceOf, holdsPermission, isFaceEnabled, type CommandRegistry } from './command-registry';
import { closest } from './edit-distance';
import { tokenize, type Token } from './tokenize';
import type { AnyCommandDef, CommandContext } from './types';
import { parseBoolean, validateArgs } from './validate-args';

export type ParsedCommandLine =
  | { ok: true; command: AnyCommandDef; args: Record<string, unknown> }
  | { ok: false; error: string };

/** The options every command takes (global-flags.ts), offered as near matches too. */
const GLOBAL_FLAG_NAMES = ['json', 'csv', 'yes', 'profile', 'help'];

const fail = (error: string): ParsedCommandLine => ({ ok: false, error });

function specFinder(specs: CommandArgSpec[]) {
  const byName = new Map<string, CommandArgSpec>();
  for (const spec of specs) {
    byName.set(spec.flag, spec);
    byName.set(spec.key, spec);
  }
  return (name: string) => byName.get(name);
}

/** Reads the words after the command into raw values (validated afterwards by the schema). */
function readArgs(command: AnyCommandDef, given: Token[]): { raw: Record<string, unknown>; help: boolean } | { error: string } {
  const specs = describeArgs(command);
  // A command's one-letter aliases (`-o FILE`), as careops takes them; other single-dash words
  // stay values (`--status -2`).
  const rest = given.map((token) => {
    const alias = !token.quoted && /^-[A-Za-z]$/.test(token.value) ? specs.find((s) => s.short === token.value.slice(1)) : undefined;
    return alias ? { ...token, value: `--${alias.flag}` } : token;
  });
  const find = specFinder(specs);
  const name = command.cli.join(' ');
  const raw: Record<string, unknown> = {};
  const positionals: string[] = [];
  let help = false;
  for (let i = 0; i < rest.length; i += 1) {
    const token = rest[i] as Token;
    if (!token.quoted && token.value === '--') {
      positionals.push(...rest.slice(i + 1).map((r) => r.value));
      break;
    }
    if (!isFlagToken(token)) {
      positionals.push(token.value);
      continue;
    }
    const body = token.value === '-h' ? 'help' : token.value.slice(2);
    const eq = body.indexOf('=');
    const flag = eq >= 0 ? body.slice(0, eq) : body;
    const inline = eq >= 0 ? body.slice(eq + 1) : undefined;
    let spec = find(flag);
    let negated = false;
    if (!spec && flag.startsWith('no-')) {
      const positive = find(flag.slice(3));
      if (positive?.kind === 'boolean') [spec, negated] = [positive, true];
    }
    if (!spec && flag === 'help') {
      help = true;
      continue;
    }
    if (!spec) {
      // `--no-x` of a flag that takes a value is refused as written, not "corrected" to `--x`.
      const near = flag.startsWith('no-') && find(flag.slice(3)) ? undefined : closest(flag, [...specs.map((s) => s.flag), ...GLOBAL_FLAG_NAMES]);
      return { error: near ? t('daily.commands.unknownFlagNear', { flag, command: name, suggestion: near }) : t('commands.error.unknownFlag', { flag, command: name }) };
    }
    if (spec.kind === 'boolean') {
      const value = negated ? (inline === undefined ? false : undefined) : inline === undefined ? true : parseBoolean(inline);
      if (typeof value !== 'boolean') return { error: t('commands.error.notBoolean', { flag: spec.flag }) };
      raw[spec.key] = value;
      continue;
    }
    let value = inline;
    if (value === undefined) {
      const next = rest[i + 1];
      if (!next || isFlagToken(next)) return { error: t('commands.error.missingValue', { flag: spec.flag }) };
      value = next.value;
      i += 1;
    }
    if (spec.kind === 'array') raw[spec.key] = [...((raw[spec.key] as unknown[] | undefined) ?? []), value];
    else raw[spec.key] = value;
  }
  const open = specs.filter((s) => s.position !== undefined && raw[s.key] === undefined);
  for (let i = 0; i < positionals.length; i += 1) {
    const spec = open[i];
    if (!spec) return { error: t('commands.error.tooManyArgs', { command: name, extra: positionals.slice(i).join(' ') }) };
    if (spec.variadic) {
      raw[spec.key] = positionals.slice(i);
      break;
    }
    raw[spec.key] = positionals[i];
  }
  return { raw, help };
}

/**
 * Parses a line typed into the terminal panel (or `careops` argv joined): the longest match
 * of cli words among the commands of this face, then flags and positionals checked against
 * the command's schema. Errors come from the catalogue and name the problem.
 */
export function parseCommandLine(registry: CommandRegistry, line: string, ctx: CommandContext): ParsedCommandLine {
  const { tokens, error } = tokenize(line);
  if (error) return fail(error);
  if (tokens.length === 0) return fail(t('commands.error.empty'));
  const face = faceOf(ctx.channel);
  const visible = registry.visibleTo(ctx, face);
  const words = leadingWords(tokens);
  const match = matchCommand(registry.list().filter((c) => isFaceEnabled(c, face)), words);
  if (!match) return fail(unknownCommandError(visible, words));
  const { command, consumed } = match;
  if (!visible.includes(command)) {
    if (!holdsPermission(ctx, command.permission)) {
      return fail(ctx.session ? t('error.permissionDenied') : t('commands.error.signInFirst', { command: command.cli.join(' ') }));
    }
    return fail(unknownCommandError(visible, words));
  }
  const read = readArgs(command, tokens.slice(consumed));
  if ('error' in read) return fail(read.error);
  if (read.help) {
    const help = matchCommand(visible, ['help']);
    if (!help) return fail(t('commands.error.unknownFlag', { flag: 'help', command: command.cli.join(' ') }));
    return parseCommandLine(registry, ['help', ...command.cli].join(' '), ctx);
  }
  const checked = validateArgs(command, read.raw);
  return checked.ok ? { ok: true, command, args: checked.args } : fail(checked.error);
}
