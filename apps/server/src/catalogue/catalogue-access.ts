import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { notFound } from '../list/optimistic';
import { uniqueViolation } from '../list/unique-violation';

/** Shared pieces of the catalogue handlers: errors and small readers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

export type CatalogueEntity = 'category' | 'service' | 'package' | 'upload';

export const entityWord = (kind: CatalogueEntity) => t(`catalogue.server.entity.${kind}`);
export const notFoundOf = (kind: CatalogueEntity) => notFound(entityWord(kind));

/** Database numbers (PostgreSQL answers BIGINT as text). */
export const num = (value: unknown): number => Number(value);

/** Runs `write`; a lost race on a unique name becomes 101 naming `name`. */
export async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)) throw invalidField('name', t('catalogue.server.nameTaken', { name }));
    throw error;
  }
}
