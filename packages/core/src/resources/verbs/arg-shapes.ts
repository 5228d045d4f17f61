import * as z from 'zod';
import { businessDayRange } from '../../format/business-time';
import { toInstant } from '../../format/date-format';
import { t } from '../../i18n/translate';
import type { OptionSource, ResourceField, ResourceFilter } from '../types';

export const YES_NO = ['yes', 'no'] as const;

/** The command-line key of a filter or field (`arg`, else its request key). */
export const argKeyOf = (item: { key: string; arg?: string }): string => item.arg ?? item.key;

/** The args key of a secret field: `passwordStdin` → `--password-stdin`. */
export const stdinKeyOf = (field: ResourceField): string => `${argKeyOf(field)}Stdin`;

/**
 * A date argument as epoch ms: `YYYY-MM-DD` (the first millisecond of that business day, or its
 * last with `endOfDay`), a date-time (business time zone unless it carries its own), or epoch ms.
 * Every face reads dates through here, so a day means the same instants in each of them.
 */
export function parseDateArg(text: string, endOfDay = false): number | undefined {
  const value = text.trim();
  if (/^\d{9,}$/.test(value)) return Number(value);
  const day = businessDayRange(value);
  if (day) return endOfDay ? day.end : day.start;
  return toInstant(value);
}

const dateArg = () => z.string().refine((v) => parseDateArg(v) !== undefined, t('resources.error.badDate')).optional();

/**
 * An arg choosing one of a list's options. An enumeration's are its names; a filter also takes
 * the spec's values (`--status 0` as `--status pending-payment`), as scripts and the web's URLs have them.
 */
function choiceArg(source: OptionSource | undefined, withValues = false): z.ZodType {
  if (source?.kind === 'enumeration') {
    const slugs = source.enumeration.entries.map((e) => e.slug);
    const values = withValues ? source.enumeration.entries.map((e) => String(e.value)).filter((v) => !slugs.includes(v)) : [];
    // Keyed by position: a key such as '0' would be listed before the names (integer keys come first).
    if (slugs.length > 0) return z.enum(Object.fromEntries([...slugs, ...values].map((choice, i) => [`c${i}`, choice])));
  }
  return z.string().trim().min(1, t('validate.required'));
}

/** Args of a list's filters: one per filter, two (`from`, `to`) per date range. */
export function filterShape(filters: readonly ResourceFilter[]): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const filter of filters) {
    const key = argKeyOf(filter);
    switch (filter.kind) {
      case 'text':
        shape[key] = z.string().optional();
        break;
      case 'number':
        shape[key] = z.number().int().optional();
        break;
      case 'boolean':
        shape[key] = z.enum(YES_NO).optional();
        break;
      case 'enum':
        shape[key] = choiceArg(filter.options, true).optional();
        break;
      case 'date-range':
        shape[filter.range?.from ?? `${key}From`] = dateArg();
        shape[filter.range?.to ?? `${key}To`] = dateArg();
        break;
    }
  }
  return shape;
}

/** The arg of one form field; secret fields become a `--<field>-stdin` switch instead. */
export function fieldShape(fields: readonly ResourceField[], mode: 'create' | 'update'): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    if (mode === 'update' && field.createOnly) continue;
    if (field.secret) {
      shape[stdinKeyOf(field)] = z.boolean().optional();
      continue;
    }
    let arg: z.ZodType;
    if (field.image) arg = field.multiple ? z.array(z.string().trim().min(1, t('validate.required'))) : z.string().trim().min(1, t('validate.required'));
    else if (field.kind === 'tree' || (field.kind === 'enum' && field.multiple)) arg = z.array(z.string().trim().min(1, t('validate.required')));
    else if (field.kind === 'enum') arg = choiceArg(field.options);
    else if (field.kind === 'number') arg = z.number();
    else if (field.kind === 'boolean') arg = z.enum(YES_NO);
    else arg = z.string();
    shape[argKeyOf(field)] = mode === 'create' && field.required ? arg : arg.optional();
  }
  return shape;
}

/** One line of `--help` for a filter or field, from its label and kind. */
export function argHelpOf(item: ResourceFilter | ResourceField): string {
  const label = t(item.label);
  const source = item.options;
  if (item.kind === 'tree' || ('multiple' in item && item.multiple)) return t('resources.arg.many', { label });
  if (item.kind === 'enum' && source?.kind === 'endpoint') return t('resources.arg.ref', { label });
  return label;
}

/** Help of a list's args: each filter, each date bound. */
export function filterHelp(filters: readonly ResourceFilter[]): Record<string, string> {
  const help: Record<string, string> = {};
  for (const filter of filters) {
    const key = argKeyOf(filter);
    if (filter.kind === 'date-range') {
      help[filter.range?.from ?? `${key}From`] = t('resources.arg.from', { label: t(filter.label) });
      help[filter.range?.to ?? `${key}To`] = t('resources.arg.to', { label: t(filter.label) });
    } else {
      help[key] = filter.kind === 'text' ? t('resources.arg.contains', { label: t(filter.label) }) : argHelpOf(filter);
    }
  }
  return help;
}

/** Help of a form's args. */
export function fieldHelp(fields: readonly ResourceField[]): Record<string, string> {
  const help: Record<string, string> = {};
  for (const field of fields) {
    if (field.secret) help[stdinKeyOf(field)] = t('resources.arg.secretStdin', { label: t(field.label) });
    else help[argKeyOf(field)] = field.help ? `${argHelpOf(field)}; ${t(field.help)}` : argHelpOf(field);
  }
  return help;
}
