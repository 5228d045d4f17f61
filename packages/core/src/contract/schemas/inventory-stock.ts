import * as z from 'zod';
import { EXPIRING_DAYS_DEFAULT, EXPIRING_DAYS_MAX } from './inventory-values';
import { t } from '../../i18n/translate';
import { flagFilter, longText, wholeNumber } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter } from './list';
import { packLinesSchema } from './inventory-consumables';
import { exportFormatField } from './streamed-export';

/**
 * The stock ledger (docs/inventory.md): every movement is a row; a studio's stock of a
 * consumable is the sum of its movements, kept as a balance row changed in the same transaction.
 */

export const STOCK_QUANTITY_MAX = 1_000_000;
export const MOVEMENT_KINDS = ['receipt', 'issue', 'return', 'transferOut', 'transferIn', 'adjustment', 'consumption'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export const STOCK_SORT_FIELDS = ['id', 'quantity', 'updatedAt'] as const;
export const MOVEMENT_SORT_FIELDS = ['id', 'createdAt'] as const;

const quantity = wholeNumber(1, STOCK_QUANTITY_MAX, t('inventory.contract.stockQuantity', { max: STOCK_QUANTITY_MAX }));
const reasonRequired = z.string({ error: t('inventory.contract.reason') }).trim().min(1, t('inventory.contract.reason')).max(200, t('system.validate.tooLong', { max: 200 }));
const optionalId = z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), recordIdSchema.optional());

export const stockListRequest = listRequest.extend({
  studioId: idFilter,
  consumableId: idFilter,
  name: textFilter(60),
  belowThreshold: flagFilter,
  sort: sortRequest(STOCK_SORT_FIELDS, 'id'),
});

export const stockRowSchema = z.object({
  /** The balance row: one per studio and consumable that ever moved. */
  id: z.number(),
  studioId: z.number(),
  studioName: z.string(),
  consumableId: z.number(),
  consumableName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  reorderThreshold: z.number(),
  belowThreshold: z.boolean(),
  unitCostCents: z.number(),
  valueCents: z.number(),
  updatedAt: z.number(),
});
export const stockListResult = listPageOf(stockRowSchema);
export const getStockRequest = z.object({ stockId: recordIdSchema });

export const movementSchema = z.object({
  id: z.number(),
  studioId: z.number(),
  studioName: z.string(),
  consumableId: z.number(),
  consumableName: z.string(),
  kind: z.enum(MOVEMENT_KINDS),
  /** Signed: what it added to (or took from) the studio's stock. */
  quantity: z.number(),
  balanceAfter: z.number(),
  supplier: z.string(),
  batch: z.string(),
  expiresAt: z.number().nullable(),
  nurseId: z.number().nullable(),
  orderId: z.number().nullable(),
  otherStudioId: z.number().nullable(),
  reason: z.string(),
  channel: z.string(),
  createdBy: z.number().nullable(),
  createdAt: z.number(),
});
export type StockMovement = z.infer<typeof movementSchema>;
export const stockDetailSchema = stockRowSchema.extend({ movements: z.array(movementSchema) });

const movementFilters = {
  studioId: idFilter,
  consumableId: idFilter,
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MOVEMENT_KINDS, { error: t('inventory.contract.kind', { kinds: MOVEMENT_KINDS.join(', ') }) }).optional()),
  from: timeFilter,
  to: timeFilter,
};
export const movementListRequest = listRequest.extend({ ...movementFilters, sort: sortRequest(MOVEMENT_SORT_FIELDS, '-id') });
/** exportStockMovements (GET, query string): the movement list's filters and sort, plus the file `format` (required). */
export const exportStockMovementsRequest = z.object({
  ...movementFilters,
  sort: sortRequest(MOVEMENT_SORT_FIELDS, '-id'),
  format: exportFormatField,
});
export type ExportStockMovementsRequest = z.output<typeof exportStockMovementsRequest>;
export const movementListResult = listPageOf(movementSchema);

export const receiveStockRequest = z.object({
  studioId: recordIdSchema,
  consumableId: recordIdSchema,
  quantity,
  supplier: longText(100).default(''),
  batch: longText(60).default(''),
  expiresAt: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: t('system.list.timeType') }).int(t('system.list.timeType')).positive(t('system.list.timeType')).optional()),
  reason: longText(200).default(''),
});

/** A stock-out: loose items, or a number of packs (their lines × packs), to a nurse, optionally for an order. */
export const issueStockRequest = z
  .object({
    studioId: recordIdSchema,
    items: packLinesSchema.optional(),
    packId: optionalId,
    packs: wholeNumber(1, 1000, t('inventory.contract.packs')).default(1),
    nurseId: recordIdSchema,
    orderId: optionalId,
    reason: reasonRequired,
  })
  .refine((b) => (b.items === undefined) !== (b.packId === undefined), { message: t('inventory.contract.itemsOrPack'), path: ['items'] });

export const returnStockRequest = z.object({
  studioId: recordIdSchema,
  consumableId: recordIdSchema,
  quantity,
  nurseId: optionalId,
  orderId: optionalId,
  reason: reasonRequired,
});

export const transferStockRequest = z
  .object({ fromStudioId: recordIdSchema, toStudioId: recordIdSchema, consumableId: recordIdSchema, quantity, reason: longText(200).default('') })
  .refine((b) => b.fromStudioId !== b.toStudioId, { message: t('inventory.contract.sameStudio'), path: ['toStudioId'] });

export const adjustStockRequest = z.object({
  studioId: recordIdSchema,
  consumableId: recordIdSchema,
  /** Signed: a count found 3 short is -3. */
  change: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[-+]?\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: t('inventory.contract.change') }).int(t('inventory.contract.change')).min(-STOCK_QUANTITY_MAX, t('inventory.contract.change')).max(STOCK_QUANTITY_MAX, t('inventory.contract.change')).refine((n) => n !== 0, t('inventory.contract.change')),
  ),
  reason: reasonRequired,
});

/** What a posting answers: the movements written, each with the balance after it. */
export const stockPostingResult = z.object({ movements: z.array(movementSchema) });

/** The ledger check: balances that differ from the sum of their movements (none when sound). */
export const stockCheckResult = z.object({
  balances: z.number(),
  movements: z.number(),
  mismatches: z.array(z.object({ studioId: z.number(), consumableId: z.number(), balance: z.number(), sum: z.number() })),
});

/** In-warehouse packs (/consumables/consumables-bag): how many whole packs one studio's stock makes up. */
export const PACK_STOCK_SORT_FIELDS = ['id', 'name'] as const;
export const packStockListRequest = listRequest.extend({
  /** The studio; absent: the caller's first studio (headquarters: the first studio). */
  studioId: idFilter,
  name: textFilter(60),
  sort: sortRequest(PACK_STOCK_SORT_FIELDS, 'name'),
});
export const packStockRowSchema = z.object({
  /** The pack. */
  id: z.number(),
  name: z.string(),
  studioId: z.number(),
  studioName: z.string(),
  /** Whole packs the studio's stock makes up: the smallest of on hand ÷ quantity over its lines. */
  available: z.number(),
  /** The consumable that limits it (none for a pack without lines). */
  limitedBy: z.string(),
  costCents: z.number(),
  enabled: z.number(),
});
export const packStockListResult = listPageOf(packStockRowSchema);

/** Batches received with an expiry within `days` (or past it) at studios that still hold the consumable. */
export { EXPIRING_BATCHES_MAX, EXPIRING_DAYS_DEFAULT, EXPIRING_DAYS_MAX } from './inventory-values';
export const expiringBatchesRequest = z.object({
  studioId: idFilter,
  days: z.preprocess((v) => (v === '' || v === undefined || v === null ? EXPIRING_DAYS_DEFAULT : v), wholeNumber(1, EXPIRING_DAYS_MAX, t('inventory.contract.days', { max: EXPIRING_DAYS_MAX }))),
});
export const expiringBatchesResult = z.object({
  days: z.number(),
  list: z.array(
    z.object({
      movementId: z.number(),
      studioId: z.number(),
      studioName: z.string(),
      consumableId: z.number(),
      consumableName: z.string(),
      unit: z.string(),
      batch: z.string(),
      supplier: z.string(),
      expiresAt: z.number(),
      /** Days from now to the expiry, rounded up: 0 or less once expired. */
      daysLeft: z.number(),
      /** What that receipt brought in. */
      received: z.number(),
      /** The studio's stock of the consumable now (batches are not counted apart). */
      onHand: z.number(),
      expired: z.boolean(),
    }),
  ),
});
