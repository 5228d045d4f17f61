import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { notFound } from '../../list/optimistic';

/** Shared pieces of the coupon handlers: errors and small readers. */

export const invalidField = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });
export const couponWord = () => t('coupons.server.entity.coupon');
export const grantWord = () => t('coupons.server.entity.grant');
export const couponNotFound = () => notFound(couponWord());
export const grantNotFound = () => notFound(grantWord());

/** Database numbers (PostgreSQL may answer BIGINT and counts as text). */
export const num = (value: unknown): number => Number(value);

/** A day (UTC) as YYYY-MM-DD. */
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `select … for update` on PostgreSQL (row lock until commit); SQLite serialises writers anyway. */
export const forUpdate = (dialect: 'sqlite' | 'postgres') => (dialect === 'postgres' ? ' for update' : '');
