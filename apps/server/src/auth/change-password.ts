import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { decodeSubmittedPassword, newPasswordProblem } from '@careops/core/validate';
import type { Handler } from '../http/handler-types';
import { logSecurityEvent } from '../http/security-events';
import { refusal, releaseAttempt, reserveAttempt } from './login-guard';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './sessions';

const invalid = (field: string, problem: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem }), { field });

/**
 * Changes the caller's password: the old one must be right (a wrong one counts as a failed
 * sign-in, reserved before the check like one, and meets the hourly lock but never the picture
 * captcha: the caller is signed in, and the CLI has no picture to show), the new one must pass
 * the new-password policy and differ; every session of the user ends, this one included.
 */
export const changePassword: Handler<'changePassword'> = async (ctx) => {
  const auth = ctx.signedIn();
  const oldPassword = decodeSubmittedPassword(ctx.body.oldPassword, 'oldPassword');
  const password = decodeSubmittedPassword(ctx.body.password, 'password');
  const problem = newPasswordProblem(password);
  if (problem) throw invalid('password', problem);
  const reservation = await reserveAttempt(ctx.db, ctx.services.dialect, { username: auth.username, address: ctx.meta.address, method: 'changePassword', captchaApplies: false });
  if (!reservation.ok) {
    logSecurityEvent(ctx.request, 'signIn.refused', { userId: auth.userId, method: 'changePassword', reason: reservation.refused });
    throw refusal(reservation.refused);
  }
  const user = await ctx.db.selectFrom('system_users').select(['id', 'password_hash']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    logSecurityEvent(ctx.request, 'signIn.failed', { userId: auth.userId, method: 'changePassword' });
    await ctx.record((_trx, audit) => audit({ action: 'auth.passwordChangeFailed', entity: 'system_user', entityId: auth.userId }));
    throw invalid('oldPassword', t('error.wrongOldPassword'));
  }
  await releaseAttempt(ctx.db, reservation.attemptId);
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
