import { parseEnumValue, slugOf } from '../../enums/enumeration';
import type { ResourceAction, ResourceField } from '../types';
import { argKeyOf, stdinKeyOf } from './arg-shapes';

/** A value as a form holds it: text, several choices, or a switch. */
export type ActionFieldValue = string | readonly string[] | boolean;

/** A form's text of a choice as the command line takes it: an enumeration by its name, others as typed (ids). */
function choiceArg(field: ResourceField, text: string): string {
  if (field.options?.kind !== 'enumeration') return text;
  const value = parseEnumValue(field.options.enumeration, text);
  return (value === undefined ? undefined : slugOf(field.options.enumeration, value)) ?? text;
}

/**
 * The args of `<noun> <verb>` that run `action` on `ids` with the values a dialog holds: the ids
 * (one `id` or the bulk verb's `ids`), each filled field under its command-line name, choices by
 * name, yes/no switches; a secret (a new password) is never written into the line, its
 * `--…-stdin` switch is set instead so the shell supplies it.
 */
export function actionCommandArgs(action: ResourceAction, ids: readonly string[], values: Readonly<Record<string, ActionFieldValue | undefined>>): Record<string, unknown> {
  const args: Record<string, unknown> = action.bulk ? { ids: [...ids] } : { id: ids[0] };
  for (const field of action.fields ?? []) {
    const value = values[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (field.secret) {
      args[stdinKeyOf(field)] = true;
      continue;
    }
    const key = argKeyOf(field);
    if (typeof value === 'boolean') args[key] = value ? 'yes' : 'no';
    else if (Array.isArray(value)) args[key] = value.map((v: string) => choiceArg(field, v));
    else if (field.kind === 'enum') args[key] = choiceArg(field, (value as string).trim());
    else args[key] = field.kind === 'password' ? value : (value as string).trim();
  }
  return args;
}
