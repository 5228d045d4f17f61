import * as z from 'zod';
import { mobilePattern } from '../../validate/patterns';
import { t } from '../../i18n/translate';

/** A non-empty string, trimmed; form bodies send everything as strings. */
export const requiredText = (message: string = t('validate.required')) =>
  z.string({ error: message }).trim().min(1, message);

/** Ids arrive as numbers (JSON) or strings (form-encoded). */
export const idSchema = z.coerce.number({ error: t('validate.number') }).int(t('validate.wholeNumber')).positive(t('validate.positive'));

export const mobileSchema = z.string({ error: t('validate.mobile') }).trim().regex(mobilePattern, t('validate.mobile'));

export const emptyRequest = z.object({}).passthrough();

export const permissionNodeSchema = z.object({
  id: z.number(),
  parentId: z.number(),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  num: z.number(),
  ismenu: z.union([z.literal(0), z.literal(1)]),
});
