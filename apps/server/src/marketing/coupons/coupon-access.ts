import { CareOpsError } from '@careops/core/contract';
import { businessDayOf } from '@careops/core/format';
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

/** The business day of an instant, YYYY-MM-DD. */
export const dayText = (ms: number) => businessDayOf(ms);

/** `select … for update` on PostgreSQL (row lock until commit); SQLite serialises writers anyway. */
export const forUpdate = (dialect: 'sqlite' | 'postgres') => (dialect === 'postgres' ? ' for update' : '');
