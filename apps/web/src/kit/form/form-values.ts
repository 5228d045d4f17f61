import { valueAt, type ResourceField } from '@careops/core/resources';

/**
 * The values of a form built from a descriptor, and how they become a request body. Inputs
 * hold text (`''` when blank), several choices as an array of their values as text, yes/no as
 * a boolean. Pure, so the rules are unit-tested.
 */
export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;
export type FormMode = 'create' | 'update';

/**
 * The fields a form shows: all when creating; when editing, not the create-only or secret ones.
 * Image fields never (a record's page uploads its images with a file picker).
 */
export function formFields(fields: readonly ResourceField[], mode: FormMode): ResourceField[] {
  const shown = fields.filter((f) => !f.image);
  return mode === 'create' ? shown : shown.filter((f) => !f.createOnly && !f.secret);
}

const takesMany = (field: ResourceField) => field.kind === 'tree' || (field.kind === 'enum' && field.multiple === true);

/** A blank value of the field's shape. */
export function emptyValue(field: ResourceField): FormValue {
  if (takesMany(field)) return [];
  return field.kind === 'boolean' ? false : '';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field's current value in a record (`recordKey` / `recordItemKey` say where, e.g. `roles[].id`
 * for roleIds; a dotted `recordKey` reaches into a nested record, e.g. `studio.id` for studioId).
 */
export function recordValue(field: ResourceField, record: Record<string, unknown>): FormValue {
  const raw = valueAt(record, field.recordKey ?? field.key);
  if (takesMany(field)) {
    if (!Array.isArray(raw)) return [];
    return raw.map((item) => (isRecord(item) ? item[field.recordItemKey ?? 'id'] : item)).filter((v) => v !== null && v !== undefined).map(String);
  }
  if (field.kind === 'boolean') return raw === true || raw === 1 || raw === '1';
  return raw === null || raw === undefined || isRecord(raw) || Array.isArray(raw) ? '' : String(raw);
}

/** The starting values: blanks when creating, the record's values when editing. */
export function initialValues(fields: readonly ResourceField[], record?: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((f) => [f.key, record ? recordValue(f, record) : emptyValue(f)]));
}

/** Equal values; several choices compare as sets. */
export function sameValue(a: FormValue | undefined, b: FormValue | undefined): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const set = new Set(a);
    return a.length === b.length && b.every((v) => set.has(v)) && new Set(b).size === set.size;
  }
  return a === b;
}

/** Keys of the fields whose value differs from the starting one. */
export function changedKeys(fields: readonly ResourceField[], initial: FormValues, values: FormValues): string[] {
  return fields.filter((f) => !sameValue(initial[f.key], values[f.key])).map((f) => f.key);
}

/** Turns a choice's text back into its value (a number for ids and numeric enumerations). */
export type ChoiceReader = (field: ResourceField, text: string) => unknown;

/**
 * The request body of the fields in `keys` (every field when omitted). Blank text is left out
 * (the server applies its default, or says the field is required); numbers become numbers,
 * choices their values; passwords go as typed.
 */
export function fieldBody(fields: readonly ResourceField[], values: FormValues, choose: ChoiceReader, keys?: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (keys && !keys.includes(field.key)) continue;
    const value = values[field.key];
    if (value === undefined) continue;
    if (Array.isArray(value)) body[field.key] = value.map((v) => choose(field, v));
    else if (typeof value === 'boolean') body[field.key] = value;
    else if (value.trim() === '') continue;
    else if (field.kind === 'number') body[field.key] = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
    else if (field.kind === 'enum') body[field.key] = choose(field, value);
    else body[field.key] = field.kind === 'password' ? value : value.trim();
  }
  return body;
}

/**
 * After a reload (the record changed underneath): the fresh record's values, except the fields
 * the person had changed, which keep what they typed.
 */
export function rebase(fields: readonly ResourceField[], before: FormValues, values: FormValues, fresh: FormValues): FormValues {
  const changed = new Set(changedKeys(fields, before, values));
  return Object.fromEntries(fields.map((f) => [f.key, changed.has(f.key) ? (values[f.key] ?? fresh[f.key] ?? emptyValue(f)) : (fresh[f.key] ?? emptyValue(f))]));
}

export interface FieldProblems {
  /** The first problem of each field, by key. */
  fields: Record<string, string>;
  /** Problems about no field of the form. */
  other: string[];
}

/** Sorts validation problems (zod issues or a server answer) onto the form's fields by the first step of their path. */
export function problemsByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>, fieldKeys: readonly string[]): FieldProblems {
  const problems: FieldProblems = { fields: {}, other: [] };
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (fieldKeys.includes(key)) problems.fields[key] ??= issue.message;
    else problems.other.push(issue.message);
  }
  return problems;
}

/**
 * A server's invalid-input answer on the field it names (`result.field`, e.g. `roleIds.1`),
 * with the "<field>: " the message starts with removed, since it shows under that field.
 */
export function serverProblem(error: { field?: string | undefined; message: string }, fieldKeys: readonly string[]): { key: string; message: string } | null {
  if (!error.field) return null;
  const key = error.field.split('.', 1)[0] ?? '';
  if (!fieldKeys.includes(key)) return null;
  const prefix = [`${error.field}: `, `${key}: `].find((p) => error.message.startsWith(p));
  return { key, message: prefix ? error.message.slice(prefix.length) : error.message };
}
