import * as z from 'zod';
import { toInstant } from '../../format/date-format';
import { t } from '../../i18n/translate';

/** Pieces the carousels, promotions and feedback schemas share (docs/marketing.md). */

const blankToNull = (v: unknown) => (v === '' || v === null ? null : v);

/**
 * A time as epoch ms (JSON, digits) or as people type it: 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm', a
 * wall-clock time of the business time zone unless it carries an offset
 * ('2026-01-01T08:00+08:00'). Anything else is left as is, for the schema to refuse.
 */
export function marketingTimeInput(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (/^\d{1,15}$/.test(text)) return Number(text);
  if (!/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text)) return text;
  return toInstant(text) ?? text;
}

const timeNumber = z
  .number({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('marketing.content.time')) })
  .int(t('marketing.content.time'))
  .min(0, t('marketing.content.time'))
  .max(8_640_000_000_000_000, t('marketing.content.time'));

/** A required time. */
export const marketingTime = z.preprocess(marketingTimeInput, timeNumber);
/** A bound of a window: a time, or blank/null for open on that side. */
export const openTime = z.preprocess((v) => blankToNull(marketingTimeInput(v)), timeNumber.nullable());

/** One of `values`, refused naming them. */
export const oneOf = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.enum(values, { error: t('system.validate.oneOf', { values: values.join(', ') }) });

/** An enum filter: one of `values`, blank means no filter. */
export const oneOfFilter = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), oneOf(values).optional());

/** Free text, trimmed, required, at most `max` characters. */
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, t('system.validate.tooLong', { max }));

/** A person or record named in an answer. */
export const marketingRef = z.object({ id: z.number(), name: z.string() });
