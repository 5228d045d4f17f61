import * as z from 'zod';
import { t } from '../../i18n/translate';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, versionSchema } from './list';
import { STOCK_QUANTITY_MAX } from './inventory-stock';

/**
 * Stocktakes (docs/inventory.md): a count sheet of one studio's consumables, counts entered
 * against it, the differences reviewed and posted as adjustments in one transaction.
 */

export const STOCKTAKE_STATUSES = ['counting', 'posted', 'cancelled'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];
export const STOCKTAKE_SORT_FIELDS = ['id', 'updatedAt'] as const;

export const stocktakeListRequest = listRequest.extend({
  studioId: idFilter,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(STOCKTAKE_STATUSES, { error: t('inventory.contract.stocktakeStatus', { statuses: STOCKTAKE_STATUSES.join(', ') }) }).optional()),
  sort: sortRequest(STOCKTAKE_SORT_FIELDS, '-id'),
});

export const stocktakeRowSchema = z.object({
  id: z.number(),
  studioId: z.number(),
  studioName: z.string(),
  status: z.enum(STOCKTAKE_STATUSES),
  lineCount: z.number(),
  countedCount: z.number(),
  /** Counted lines whose count differs from the ledger. */
  differences: z.number(),
  /** The counted differences at unit cost (signed). */
  differenceCents: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  closedAt: z.number().nullable(),
  version: z.number(),
});
export const stocktakeListResult = listPageOf(stocktakeRowSchema);

export const stocktakeLineSchema = z.object({
  consumableId: z.number(),
  consumableName: z.string(),
  barcode: z.string(),
  unit: z.string(),
  /** The ledger's balance when the sheet was taken, or when the line was last counted. */
  expected: z.number(),
  counted: z.number().nullable(),
  /** counted − expected; null until counted. */
  difference: z.number().nullable(),
  unitCostCents: z.number(),
});
export const stocktakeDetailSchema = stocktakeRowSchema.extend({ lines: z.array(stocktakeLineSchema) });

export const getStocktakeRequest = z.object({ stocktakeId: recordIdSchema });
export const startStocktakeRequest = z.object({ studioId: recordIdSchema });

/** One count: a consumable (its id or barcode) and the quantity found. */
export interface StocktakeCount {
  consumable: string;
  counted: number;
}

const COUNT = /^\s*([A-Za-z0-9-]{1,40})\s*[=:]\s*(\d{1,7})\s*$/;

/** `12=5, G-100=0` (or one per line): each consumable, by id or barcode, with what was counted. */
export const countsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,\n;]/).map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(z.string(), { error: t('inventory.contract.counts') })
    .min(1, t('inventory.contract.counts'))
    .max(5000, t('inventory.contract.counts'))
    .transform((parts, ctx): StocktakeCount[] => {
      const counts: StocktakeCount[] = [];
      for (const part of parts) {
        const match = COUNT.exec(part);
        const counted = match ? Number(match[2]) : NaN;
        if (!match || counted > STOCK_QUANTITY_MAX) {
          ctx.addIssue({ code: 'custom', message: t('inventory.contract.countLine', { line: part.slice(0, 40), max: STOCK_QUANTITY_MAX }) });
          return z.NEVER;
        }
        counts.push({ consumable: match[1] ?? '', counted });
      }
      return counts;
    }),
);

export const countStocktakeRequest = z.object({ stocktakeId: recordIdSchema, version: versionSchema, counts: countsSchema });
export const closeStocktakeRequest = z.object({ stocktakeId: recordIdSchema, version: versionSchema });
