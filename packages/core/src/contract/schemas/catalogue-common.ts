import * as z from 'zod';
import { t } from '../../i18n/translate';
import { moneyPattern } from '../../validate/patterns';
import { flagSchema } from './list';

/** The catalogue's limits (stored prices are integer cents; a price is at most 1,000,000.00). */
export const CATALOGUE_PRICE_MAX_CENTS = 100_000_000;
export const SERVICE_DURATION_MAX_MINUTES = 24 * 60;
export const PACKAGE_VALIDITY_MAX_DAYS = 3650;
export const PACKAGE_TIMES_MAX = 100;
export const DESCRIPTION_MAX = 20_000;
export const SERVICE_DETAIL_IMAGES_MAX = 9;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A price as people type it (spec §5: no leading zeros, at most two decimals), as text or a
 * JSON number, parsed to integer cents without floating point: '120.5' → 12050.
 */
export const priceSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: (issue) => (issue.input === undefined ? t('validate.required') : t('catalogue.contract.price')) })
    .regex(moneyPattern, t('catalogue.contract.price'))
    .transform((text, ctx) => {
      const [whole = '0', fraction = ''] = text.split('.');
      const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      if (!Number.isSafeInteger(cents) || cents > CATALOGUE_PRICE_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: t('catalogue.contract.priceMax', { max: CATALOGUE_PRICE_MAX_CENTS / 100 }) });
        return z.NEVER;
      }
      return cents;
    }),
);

/** A whole number from JSON or a form/CSV value, between `min` and `max` (message names the range). */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? t('validate.required') : message) }).int(message).min(min, message).max(max, message),
  );

/** A yes/no filter; blank means no filter. */
export const flagFilter = z.preprocess(blankToUndefined, flagSchema.optional());

/** Free text (a description): trimmed, at most `max` characters. */
export const longText = (max: number) => z.string({ error: t('system.list.textType') }).trim().max(max, t('system.validate.tooLong', { max }));

/** A name of a catalogue record: required, at most 60 characters. */
export const catalogueName = z
  .string({ error: t('catalogue.contract.nameRequired') })
  .trim()
  .min(1, t('catalogue.contract.nameRequired'))
  .max(60, t('system.validate.tooLong', { max: 60 }));

/** An uploaded image as answers carry it: where to fetch it and its list thumbnail. */
export const imageRefSchema = z.object({ id: z.number(), url: z.string(), thumbnailUrl: z.string(), width: z.number(), height: z.number() });
export type ImageRef = z.infer<typeof imageRefSchema>;
