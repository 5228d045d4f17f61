import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { notFound } from '../list/optimistic';

/** Errors and small readers shared by the carousel, promotion and feedback handlers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

export type ContentEntity = 'carousel' | 'promotion' | 'feedback' | 'upload' | 'service' | 'package' | 'coupon' | 'member' | 'nurse' | 'staff' | 'order';
export const entityWord = (kind: ContentEntity) => t(`marketing.content.entity.${kind}`);
export const notFoundOf = (kind: ContentEntity) => notFound(entityWord(kind));
export const unknownField = (field: string, kind: ContentEntity) => invalidField(field, t('error.notFound', { what: entityWord(kind) }));

/** Database numbers (PostgreSQL answers BIGINT as text). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Keeps the keys of `wanted` whose value is given and differs from `before`: the change and what it was. */
export function changedFields(before: Record<string, unknown>, wanted: Record<string, unknown>): { changes: Record<string, unknown>; was: Record<string, unknown> } {
  const changes: Record<string, unknown> = {};
  const was: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wanted)) {
    const old = before[key];
    if (value !== undefined && String(value) !== String(old)) {
      changes[key] = value;
      was[key] = old;
    }
  }
  return { changes, was };
}
