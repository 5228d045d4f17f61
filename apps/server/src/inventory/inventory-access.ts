import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { notFound } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';

/** Shared pieces of the inventory handlers: errors and small readers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

export type InventoryEntity = 'consumable' | 'pack' | 'stock' | 'studio' | 'nurse' | 'order' | 'stocktake' | 'transfer';
export const entityWord = (kind: InventoryEntity) => t(`inventory.server.entity.${kind}`);
export const notFoundOf = (kind: InventoryEntity) => notFound(entityWord(kind));
export const unknownField = (field: string, kind: InventoryEntity) => invalidField(field, t('error.notFound', { what: entityWord(kind) }));

/** Database numbers (PostgreSQL answers BIGINT as text). */
export const num = (value: unknown): number => Number(value);

/** Runs `write`; a lost race on a unique name or barcode becomes 101 naming the field. */
export async function withUniqueFields<T>(name: string | undefined, barcode: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    const text = String(error instanceof Error ? error.message : error);
    if (barcode && /barcode/i.test(text)) throw invalidField('barcode', t('inventory.server.barcodeTaken', { barcode, name: '?' }));
    throw invalidField('name', t('inventory.server.nameTaken', { name: name ?? '' }));
  }
}
