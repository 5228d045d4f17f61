import * as z from 'zod';
import { t } from '../../i18n/translate';
import { longText } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, versionSchema } from './list';
import { transferStockRequest } from './inventory-stock';

/**
 * Transfers a studio sends to another on its approval (docs/inventory.md): pending until the receiving studio
 * approves (both sides posted in one transaction) or rejects them, or the sending studio cancels.
 */

export const TRANSFER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const transferListRequest = listRequest.extend({
  studioId: idFilter,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(TRANSFER_STATUSES, { error: t('inventory.contract.stocktakeStatus', { statuses: TRANSFER_STATUSES.join(', ') }) }).optional()),
  sort: sortRequest(['id', 'updatedAt'], '-id'),
});

export const transferRowSchema = z.object({
  id: z.number(),
  fromStudioId: z.number(),
  fromStudioName: z.string(),
  toStudioId: z.number(),
  toStudioName: z.string(),
  consumableId: z.number(),
  consumableName: z.string(),
  unit: z.string(),
  quantity: z.number(),
  reason: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  decisionNote: z.string(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  updatedAt: z.number(),
  version: z.number(),
});
export const transferListResult = listPageOf(transferRowSchema);
export const getTransferRequest = z.object({ transferId: recordIdSchema });
/** The same fields as a direct transfer; the caller needs rights on the studio the stock leaves only. */
export const requestTransferRequest = transferStockRequest;
export const decideTransferRequest = z.object({ transferId: recordIdSchema, version: versionSchema, note: longText(200).default('') });
