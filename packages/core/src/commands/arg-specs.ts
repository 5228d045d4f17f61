import type { z } from 'zod';
import type { CommandDef } from './types';

export type ArgKind = 'string' | 'number' | 'boolean' | 'array';
export type ScalarKind = 'string' | 'number' | 'boolean';

/** How one key of a command's zod args appears on a command line. */
export interface CommandArgSpec {
  /** Key in the args object, e.g. 'oldPassword'. */
  key: string;
  /** Kebab-cased flag name without dashes, e.g. 'old-password'. */
  flag: string;
  kind: ArgKind;
  /** Kind of each element of an array. */
  element?: ScalarKind;
  /** Allowed values of an enum or literal (or of each array element). */
  choices?: string[];
  /** The schema refuses a missing value. */
  required: boolean;
  /** A boolean that defaults to true (turned off with --no-flag). */
  defaultTrue: boolean;
  /** Index among the positionals, when the arg may be given positionally. */
  position?: number;
  /** A positional array that takes every remaining positional word. */
  variadic: boolean;
  /** A one-letter alias (`o` for `-o`), from the command's shortFlags. */
  short?: string;
  help: string;
}

interface DefView {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as DefView;
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function unwrap(schema: z.ZodType): { base: z.ZodType; defaultValue: unknown } {
  let current = schema;
  let defaultValue: unknown;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if ((def.type === 'default' || def.type === 'prefault') && defaultValue === undefined) defaultValue = def.defaultValue;
    if (wrappers.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return { base: current, defaultValue };
}

function scalarOf(schema: z.ZodType): { kind: ScalarKind; choices?: string[] } {
  const def = defOf(unwrap(schema).base);
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'string', choices: Object.values(def.entries ?? {}).map(String) };
    case 'literal':
      return { kind: 'string', choices: (def.values ?? []).map(String) };
    default:
      return { kind: 'string' };
  }
}

/** `oldPassword` → `old-password`. */
export function flagName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');
}

/** The command-line shape of every arg of a command, positionals first in their order. */
export function describeArgs(command: CommandDef): CommandArgSpec[] {
  const shape = command.args.shape as Record<string, z.ZodType>;
  const positionals: string[] = command.positionals ?? [];
  const help = (command.argHelp ?? {}) as Record<string, string | undefined>;
  const shorts = (command.shortFlags ?? {}) as Record<string, string | undefined>;
  const specs = Object.entries(shape).map(([key, field]): CommandArgSpec => {
    const { base, defaultValue } = unwrap(field);
    const index = positionals.indexOf(key);
    const position = index >= 0 ? index : undefined;
    const short = shorts[key];
    const common = { key, flag: flagName(key), required: field._zod.optin === undefined, position, help: help[key] ?? field.description ?? '', ...(short ? { short } : {}) };
    const def = defOf(base);
    if (def.type === 'array' && def.element) {
      const element = scalarOf(def.element);
      const variadic = position !== undefined && position === positionals.length - 1;
      return { ...common, kind: 'array', element: element.kind, choices: element.choices, defaultTrue: false, variadic };
    }
    const { kind, choices } = scalarOf(base);
    return { ...common, kind, choices, defaultTrue: kind === 'boolean' && defaultValue === true, variadic: false };
  });
  const order = (s: CommandArgSpec) => s.position ?? positionals.length;
  return specs.sort((a, b) => order(a) - order(b));
}

/** How an arg is named in messages: `--old-password`, `--no-color` for a boolean on by default, `<page>` for a positional. */
export function argLabel(spec: CommandArgSpec): string {
  if (spec.position !== undefined) return `<${spec.flag}>`;
  return spec.defaultTrue ? `--no-${spec.flag}` : `--${spec.flag}`;
}
