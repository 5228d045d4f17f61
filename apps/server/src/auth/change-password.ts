import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { decodeSubmittedPassword, PASSWORD_MAX, PASSWORD_MIN } from '@careops/core/validate';
import type { Handler } from '../http/handler-types';
import { isLocked, recordAttempt, tooManyAttempts } from './login-guard';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const invalid = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/**
 * Changes the caller's password: the old one must be right (a wrong one counts as a failed
 * sign-in), the new one 4 to 16 characters and different; every session of the user ends,
 * this one included.
 */
export const changePassword: Handler<'changePassword'> = async (ctx) => {
  const auth = ctx.signedIn();
  const oldPassword = decodeSubmittedPassword(ctx.body.oldPassword, 'oldPassword');
  const password = decodeSubmittedPassword(ctx.body.password, 'password');
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw invalid('password', t('validate.passwordMin', { min: PASSWORD_MIN }));
  if (length > PASSWORD_MAX) throw invalid('password', t('validate.passwordMax', { max: PASSWORD_MAX }));
  if (await isLocked(ctx.db, auth.username)) throw tooManyAttempts();
  const user = await ctx.db.selectFrom('system_users').select(['id', 'password_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    await ctx.record(async (trx, audit) => {
      await recordAttempt(trx, { username: auth.username, address: ctx.meta.address, success: false, method: 'changePassword' });
      await audit({ action: 'auth.passwordChangeFailed', entity: 'system_user', entityId: auth.userId });
    });
    throw invalid('oldPassword', t('error.wrongOldPassword'));
  }
  if (password === oldPassword) throw invalid('password', t('error.samePassword'));
  const hash = await hashPassword(password);
  await ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    await trx
      .updateTable('system_users')
      .set((eb) => ({ password_hash: hash, password_changed_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', auth.userId)
      .execute();
    const sessionsEnded = await revokeUserSessions(trx, auth.userId, 'passwordChanged', now);
    await audit({ action: 'auth.passwordChanged', entity: 'system_user', entityId: auth.userId, after: { sessionsEnded } });
  });
  return null;
};
