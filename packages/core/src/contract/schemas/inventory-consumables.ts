import * as z from 'zod';
import { t } from '../../i18n/translate';
import { catalogueName, flagFilter, longText, priceSchema, wholeNumber } from './catalogue-common';
import { flagSchema, idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, versionSchema } from './list';

/** Consumables (/product/material) and consumable packs (/product/consumption-index): docs/inventory.md. */

export const REORDER_THRESHOLD_MAX = 1_000_000;
export const PACK_QUANTITY_MAX = 1000;
export const CONSUMABLE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name', 'unitCostCents'] as const;
export const PACK_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name'] as const;

const shortText = (max: number) => longText(max);
const barcodeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: t('inventory.contract.barcode') }).regex(/^[0-9A-Za-z-]{0,40}$/, t('inventory.contract.barcode')),
);

export const consumableListRequest = listRequest.extend({
  name: textFilter(60),
  barcode: textFilter(40),
  enabled: flagFilter,
  sort: sortRequest(CONSUMABLE_SORT_FIELDS, '-createdAt'),
});

export const consumableSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string(),
  unit: z.string(),
  supplier: z.string(),
  unitCostCents: z.number(),
  barcode: z.string(),
  reorderThreshold: z.number(),
  /** 1 enabled, 0 disabled. */
  enabled: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type ConsumableSummary = z.infer<typeof consumableSummarySchema>;
export const consumableListResult = listPageOf(consumableSummarySchema);
export const getConsumableRequest = z.object({ consumableId: recordIdSchema });
export const consumableDetailSchema = consumableSummarySchema.extend({
  /** The unit cost as a form takes it back: '12.50'. */
  unitCost: z.string(),
  packs: z.array(z.object({ id: z.number(), name: z.string(), quantity: z.number() })),
});

const consumableFields = {
  name: catalogueName,
  specification: shortText(100),
  unit: z.string({ error: t('inventory.contract.unit') }).trim().min(1, t('inventory.contract.unit')).max(20, t('system.validate.tooLong', { max: 20 })),
  supplier: shortText(100),
  unitCost: priceSchema,
  barcode: barcodeSchema,
  reorderThreshold: wholeNumber(0, REORDER_THRESHOLD_MAX, t('inventory.contract.threshold', { max: REORDER_THRESHOLD_MAX })),
  enabled: flagSchema,
};

export const addConsumableRequest = z.object({
  ...consumableFields,
  specification: consumableFields.specification.default(''),
  supplier: consumableFields.supplier.default(''),
  barcode: consumableFields.barcode.default(''),
  reorderThreshold: consumableFields.reorderThreshold.default(0),
  enabled: consumableFields.enabled.default(true),
});

export const editConsumableRequest = z.object({
  consumableId: recordIdSchema,
  version: versionSchema,
  name: consumableFields.name.optional(),
  specification: consumableFields.specification.optional(),
  unit: consumableFields.unit.optional(),
  supplier: consumableFields.supplier.optional(),
  unitCost: consumableFields.unitCost.optional(),
  barcode: consumableFields.barcode.optional(),
  reorderThreshold: consumableFields.reorderThreshold.optional(),
  enabled: consumableFields.enabled.optional(),
});

/** One pack line as a form or the CLI sends it: `consumableId×quantity`, or `{ consumableId, quantity }`. */
const packLineSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const match = /^\s*(\d{1,10})\s*[x×*:]\s*(\d{1,4})\s*$/.exec(v);
    return match ? { consumableId: Number(match[1]), quantity: Number(match[2]) } : /^\s*\d{1,10}\s*$/.test(v) ? { consumableId: Number(v), quantity: 1 } : v;
  },
  z.object(
    { consumableId: recordIdSchema, quantity: wholeNumber(1, PACK_QUANTITY_MAX, t('inventory.contract.quantity', { max: PACK_QUANTITY_MAX })) },
    { error: t('inventory.contract.packLine') },
  ),
);

export const packLinesSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
  z
    .array(packLineSchema, { error: t('inventory.contract.packLines') })
    .min(1, t('inventory.contract.packLines'))
    .max(50, t('system.validate.tooMany', { max: 50 }))
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      for (const line of lines) {
        if (seen.has(line.consumableId)) ctx.addIssue({ code: 'custom', message: t('inventory.contract.lineTwice', { id: line.consumableId }) });
        seen.add(line.consumableId);
      }
    }),
);

export const packListRequest = listRequest.extend({
  name: textFilter(60),
  enabled: flagFilter,
  consumableId: idFilter,
  sort: sortRequest(PACK_SORT_FIELDS, '-createdAt'),
});

const packLineOut = z.object({ consumableId: z.number(), consumableName: z.string(), unit: z.string(), quantity: z.number(), unitCostCents: z.number() });
export const packSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  enabled: z.number(),
  lines: z.array(packLineOut),
  /** What one pack costs at the consumables' unit costs. */
  costCents: z.number(),
  serviceCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export const packListResult = listPageOf(packSummarySchema);
export const getPackRequest = z.object({ packId: recordIdSchema });
export const packDetailSchema = packSummarySchema.extend({
  description: z.string(),
  /** The lines as the form takes them: '3x2, 5x1'. */
  linesText: z.string(),
  services: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const addPackRequest = z.object({
  name: catalogueName,
  lines: packLinesSchema,
  enabled: flagSchema.default(true),
  description: longText(500).default(''),
});
export const editPackRequest = z.object({
  packId: recordIdSchema,
  version: versionSchema,
  name: catalogueName.optional(),
  lines: packLinesSchema.optional(),
  enabled: flagSchema.optional(),
  description: longText(500).optional(),
});

/** Choices of a consumable or pack field. */
export const inventoryOptionsResult = z.object({ list: z.array(z.object({ id: z.number(), name: z.string(), enabled: z.number() })) });
