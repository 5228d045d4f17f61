import * as z from 'zod';
import { t } from '../../i18n/translate';
import { serviceFields } from './catalogue-services';
import { SERVICE_IMPORT_MAX_BYTES } from './catalogue-values';
import { flagSchema } from './list';

/** Importing services from CSV: the server parses the file, checks every row, writes all or nothing. */

export { SERVICE_CSV_COLUMNS, SERVICE_IMPORT_MAX_BYTES, SERVICE_IMPORT_MAX_ROWS, type ServiceCsvColumn } from './catalogue-values';

export const importServicesRequest = z.object({
  /** The CSV text: a header row naming the columns, then one service per row. */
  csv: z.string({ error: t('catalogue.contract.csvRequired') }).min(1, t('catalogue.contract.csvRequired')).max(SERVICE_IMPORT_MAX_BYTES, t('catalogue.contract.csvTooLarge')),
  dryRun: flagSchema.default(false),
});

/** A problem of one row: its line in the file (1 is the header), the column, what is wrong. */
export const importProblemSchema = z.object({ line: z.number(), field: z.string(), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importServicesResult = z.object({
  /** Rows read (the header not counted). */
  rows: z.number(),
  /** Services written (0 on a dry run or when any row has a problem). */
  created: z.number(),
  dryRun: z.boolean(),
  /** Every problem found; nothing is written unless this is empty. At most 1000 listed. */
  problems: z.array(importProblemSchema),
  /** Problems beyond the ones listed. */
  moreProblems: z.number(),
});
export type ImportServicesResult = z.infer<typeof importServicesResult>;

const yesNo = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const word = v.trim().toLowerCase();
  if (word === '') return undefined;
  return ['yes', 'y', 'true', '1'].includes(word) ? true : ['no', 'n', 'false', '0'].includes(word) ? false : v;
}, flagSchema);
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * One row of the import file, as text. `category` is a category's id, its name, or its path
 * ("Nursing / Wound care"); yes/no columns take yes, no, true, false, 1 or 0.
 */
export const serviceImportRowSchema = z.object({
  name: serviceFields.name,
  category: z.string({ error: t('validate.required') }).trim().min(1, t('validate.required')),
  price: serviceFields.price,
  durationMinutes: serviceFields.durationMinutes,
  requiredTitle: serviceFields.requiredTitle,
  producesWaste: z.preprocess(blankIsAbsent, yesNo.default(false)),
  onShelf: z.preprocess(blankIsAbsent, yesNo.default(true)),
  consumablePackId: z.preprocess(blankIsAbsent, serviceFields.consumablePackId.optional()),
  description: z.preprocess((v) => v ?? '', serviceFields.description),
});
export type ServiceImportRow = z.infer<typeof serviceImportRowSchema>;
