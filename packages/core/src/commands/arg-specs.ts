import * as z from 'zod';
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

/** The part of a JSON Schema (as zod's `toJSONSchema` writes it) that decides a flag's shape. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

// The args object never changes; its JSON Schema is computed once (the registry asks at every register).
const schemas = new WeakMap<object, JsonSchema>();
function jsonSchemaOf(args: z.ZodObject): JsonSchema {
  let schema = schemas.get(args);
  if (!schema) {
    // The input side: what a command line gives; what zod cannot express is "any" (a string flag).
    schema = z.toJSONSchema(args, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    schemas.set(args, schema);
  }
  return schema;
}

/** A nullable value's non-null side; a union of constants as their choices. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const alternatives = (schema.anyOf ?? schema.oneOf)?.filter((s) => s.type !== 'null');
  if (!alternatives) return schema;
  if (alternatives.length === 1 && alternatives[0]) return withoutNull(alternatives[0]);
  if (alternatives.length > 0 && alternatives.every((s) => 'const' in s)) return { type: alternatives[0]?.type, enum: alternatives.map((s) => s.const) };
  return {};
}

function scalarOf(raw: JsonSchema): { kind: ScalarKind; choices?: string[] } {
  const schema = withoutNull(raw);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const choices = schema.enum ? schema.enum.filter((v) => v !== null).map(String) : 'const' in schema ? [String(schema.const)] : undefined;
  if (type === 'number' || type === 'integer') return { kind: 'number' };
  if (type === 'boolean') return { kind: 'boolean' };
  return choices ? { kind: 'string', choices } : { kind: 'string' };
}

/** Whether one arg takes a list of values. */
export function isArrayArg(field: z.ZodType): boolean {
  const schema = withoutNull(z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'));
}

/** `oldPassword` → `old-password`. */
export function flagName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');
}

/** The command-line shape of every arg of a command, positionals first in their order (from zod's JSON Schema). */
export function describeArgs(command: CommandDef): CommandArgSpec[] {
  const shape = command.args.shape as Record<string, z.ZodType>;
  const schema = jsonSchemaOf(command.args);
  const required = new Set(schema.required ?? []);
  const positionals: string[] = command.positionals ?? [];
  const help = (command.argHelp ?? {}) as Record<string, string | undefined>;
  const shorts = (command.shortFlags ?? {}) as Record<string, string | undefined>;
  const specs = Object.entries(shape).map(([key, field]): CommandArgSpec => {
    const property = withoutNull(schema.properties?.[key] ?? {});
    const index = positionals.indexOf(key);
    const position = index >= 0 ? index : undefined;
    const short = shorts[key];
    const common = { key, flag: flagName(key), required: required.has(key), position, help: help[key] ?? field.description ?? '', ...(short ? { short } : {}) };
    const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
    if (type === 'array') {
      const element = scalarOf(property.items ?? {});
      const variadic = position !== undefined && position === positionals.length - 1;
      return { ...common, kind: 'array', element: element.kind, choices: element.choices, defaultTrue: false, variadic };
    }
    const { kind, choices } = scalarOf(property);
    return { ...common, kind, choices, defaultTrue: kind === 'boolean' && property.default === true, variadic: false };
  });
  const order = (s: CommandArgSpec) => s.position ?? positionals.length;
  return specs.sort((a, b) => order(a) - order(b));
}

/** How an arg is named in messages: `--old-password`, `--no-color` for a boolean on by default, `<page>` for a positional. */
export function argLabel(spec: CommandArgSpec): string {
  if (spec.position !== undefined) return `<${spec.flag}>`;
  return spec.defaultTrue ? `--no-${spec.flag}` : `--${spec.flag}`;
}
