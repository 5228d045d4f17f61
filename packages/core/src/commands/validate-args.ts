import type { z } from 'zod';
import { t } from '../i18n/translate';
import { argLabel, describeArgs, flagName, type CommandArgSpec, type ScalarKind } from './arg-specs';
import type { AnyCommandDef, CommandDef } from './types';

export type ArgsValidation<A extends z.ZodObject = z.ZodObject> =
  | { ok: true; args: z.infer<A> }
  | { ok: false; error: string; /** The arg at fault. */ key?: string };

const truthy = new Set(['true', '1', 'yes', 'on']);
const falsy = new Set(['false', '0', 'no', 'off']);

/** 'true'/'false' (and 1/0, yes/no, on/off) as a boolean; anything else unchanged. */
export function parseBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (truthy.has(v)) return true;
  if (falsy.has(v)) return false;
  return value;
}

function coerceScalar(value: unknown, kind: ScalarKind): unknown {
  if (kind === 'boolean') return parseBoolean(value);
  if (kind === 'number' && typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  }
  return value;
}

function coerce(spec: CommandArgSpec, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (spec.kind === 'array') {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => coerceScalar(item, spec.element ?? 'string'));
  }
  return coerceScalar(value, spec.kind);
}

/**
 * Checks raw argument values (strings from a command line, or values from a form) against a
 * command's schema: numbers and booleans given as text are converted first, an array arg
 * accepts a single value. Errors name the flag: "missing <page> for 'open'", "--limit: …".
 */
export function validateArgs<A extends z.ZodObject>(command: CommandDef<A>, raw: Record<string, unknown>): ArgsValidation<A> {
  const def = command as unknown as AnyCommandDef;
  const specs = describeArgs(def);
  const byKey = new Map(specs.map((s) => [s.key, s]));
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const spec = byKey.get(key);
    if (!spec) return { ok: false, error: t('commands.error.unknownFlag', { flag: flagName(key), command: def.cli.join(' ') }), key };
    const coerced = coerce(spec, value);
    if (coerced !== undefined) input[key] = coerced;
  }
  const parsed = command.args.safeParse(input);
  if (parsed.success) return { ok: true, args: parsed.data };
  const issue = parsed.error.issues[0];
  const key = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  const spec = key === undefined ? undefined : byKey.get(key);
  const problem = issue?.message ?? '';
  if (!spec || key === undefined) return { ok: false, error: problem };
  if (input[key] === undefined) {
    return { ok: false, error: t('commands.error.missingArg', { arg: argLabel(spec), command: def.cli.join(' ') }), key };
  }
  return { ok: false, error: t('commands.error.invalidArg', { arg: argLabel(spec), problem }), key };
}
