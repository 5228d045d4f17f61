import { CareOpsError } from '@careops/core/contract';
import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { notFound } from '../../list/optimistic';

/** Shared pieces of the invoice handlers: errors, money in messages, database numbers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

export type InvoiceEntity = 'title' | 'invoice' | 'order' | 'member' | 'file';
export const entityWord = (kind: InvoiceEntity) => t(`invoices.server.entity.${kind}`);
export const notFoundOf = (kind: InvoiceEntity) => notFound(entityWord(kind));
export const unknownField = (field: string, kind: InvoiceEntity) => invalidField(field, t('error.notFound', { what: entityWord(kind) }));

/** Database numbers (PostgreSQL answers BIGINT as text). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Cents as people read money in a message: 12050 → '120.50'. */
export const money = formatCents;
