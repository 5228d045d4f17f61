import type { CommandContext } from '../../commands/types';
import { flagName } from '../../commands/arg-specs';
import { CareOpsError } from '../../contract/careops-error';
import { t } from '../../i18n/translate';
import type { OptionSource, ResourceField, ResourceFilter } from '../types';
import { argKeyOf, parseDateArg, stdinKeyOf } from './arg-shapes';
import { imageFieldValue } from '../runtime/image-uploads';
import { secretFromStdin } from './id-input';
import { resolveOption, type OptionItem } from './options';

export type OptionLoader = (source: OptionSource) => Promise<OptionItem[]>;
type Args = Record<string, unknown>;

async function choiceValue(input: unknown, item: ResourceFilter | ResourceField, load: OptionLoader): Promise<unknown> {
  if (!item.options) return input;
  return resolveOption(String(input), item.options, load, { key: item.key, label: t(item.label) });
}

/** The request filters of a list command's args: choices resolved, dates as epoch ms, blanks left out. */
export async function filterValues(filters: readonly ResourceFilter[], args: Args, load: OptionLoader): Promise<Args> {
  const body: Args = {};
  for (const filter of filters) {
    const key = argKeyOf(filter);
    if (filter.kind === 'date-range') {
      const from = filter.range?.from ?? `${key}From`;
      const to = filter.range?.to ?? `${key}To`;
      if (typeof args[from] === 'string') body[from] = parseDateArg(args[from]);
      if (typeof args[to] === 'string') body[to] = parseDateArg(args[to], true);
      continue;
    }
    const value = args[key];
    if (value === undefined || value === '') continue;
    if (filter.kind === 'boolean') body[filter.key] = value === 'yes';
    else if (filter.kind === 'enum') body[filter.key] = await choiceValue(value, filter, load);
    else body[filter.key] = value;
  }
  return body;
}

async function secretValue(ctx: CommandContext, field: ResourceField, args: Args, mode: 'create' | 'update'): Promise<string | undefined> {
  const flag = `--${flagName(stdinKeyOf(field))}`;
  if (args[stdinKeyOf(field)] === true) return secretFromStdin(ctx, flag);
  if (!field.required || mode === 'update') return undefined;
  if (!ctx.prompt) throw new CareOpsError('invalidInput', t('resources.error.secretNeeded', { label: t(field.label), flag }), { field: field.key });
  const first = await ctx.prompt(t(field.label), { secret: true });
  const again = await ctx.prompt(t('resources.prompt.again', { label: t(field.label) }), { secret: true });
  if (first !== again) throw new CareOpsError('invalidInput', t('validate.passwordMismatch'), { field: field.key });
  return first;
}

/**
 * The request body of a form command's args: only the fields given (an edit changes only
 * those), choices resolved to ids, yes/no to booleans, secrets read from stdin or a hidden prompt.
 */
export async function fieldValues(ctx: CommandContext, fields: readonly ResourceField[], args: Args, load: OptionLoader, mode: 'create' | 'update'): Promise<Args> {
  const body: Args = {};
  const images: ResourceField[] = [];
  for (const field of fields) {
    if (mode === 'update' && field.createOnly) continue;
    if (field.image) {
      images.push(field);
      continue;
    }
    if (field.secret) {
      const secret = await secretValue(ctx, field, args, mode);
      if (secret !== undefined) body[field.key] = secret;
      continue;
    }
    const value = args[argKeyOf(field)];
    if (value === undefined) continue;
    if (Array.isArray(value)) body[field.key] = await Promise.all(value.map((v) => choiceValue(v, field, load)));
    else if (field.kind === 'boolean') body[field.key] = value === 'yes';
    else if (field.kind === 'enum') body[field.key] = await choiceValue(value, field, load);
    else body[field.key] = value;
  }
  // Images last: a file is uploaded only once every other value has been read.
  for (const field of images) {
    const value = args[argKeyOf(field)];
    if (value !== undefined) body[field.key] = await imageFieldValue(ctx, field, value);
  }
  return body;
}
