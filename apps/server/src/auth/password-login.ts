import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { logSecurityEvent } from '../http/security-events';
import { issueCaptcha } from './captcha';
import { refusal, reserveAttempt } from './login-guard';
import { verifyDecoy, verifyPassword } from './passwords';
import { signIn } from './sign-in';
import { accountDisabled } from './authenticate';

/**
 * Sign-in with username and password. Order matters: the attempt is reserved first (the hourly
 * lock, 108 even with the right password; then the captcha when demanded, 107), then the
 * credentials are checked (109, never saying which was wrong; a missing user costs the same
 * time), then the account status (105, only once the password is proven, so disabled accounts
 * are not revealed to guessers).
 */
export const passwordLogin: Handler<'passwordLogin'> = async (ctx) => {
  const { db } = ctx;
  const { username, password, captchaId, captchaCode } = ctx.body;
  const { address } = ctx.meta;
  const reservation = await reserveAttempt(db, ctx.services.dialect, { username, address, method: 'password', captchaApplies: true, captchaId, captchaCode });
  if (!reservation.ok) {
    logSecurityEvent(ctx.request, 'signIn.refused', { username, method: 'password', reason: reservation.refused });
    throw refusal(reservation.refused);
  }
  const user = await db.selectFrom('system_users').selectAll().where('username', '=', username).executeTakeFirst();
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
  if (!user || !valid) {
    logSecurityEvent(ctx.request, 'signIn.failed', { username, method: 'password' });
    await ctx.record((_trx, audit) => audit({ action: 'auth.loginFailed', entity: 'system_user', entityId: user?.id ?? null, after: { username, method: 'password' } }));
    throw new CareOpsError('wrongCredentials', t('error.wrongCredentials'));
  }
  if (user.status !== 1) {
    logSecurityEvent(ctx.request, 'signIn.refused', { username, method: 'password', reason: 'disabled' });
    await ctx.record((_trx, audit) => audit({ action: 'auth.loginRefused', entity: 'system_user', entityId: user.id, after: { reason: 'disabled' } }));
    throw accountDisabled();
  }
  return signIn(ctx, user, 'password', reservation.attemptId);
};

/** A picture captcha (SVG as a data: URL), good for one try within its expiry. */
export const getPicVerifyCode: Handler<'getPicVerifyCode'> = async (ctx) =>
  issueCaptcha(ctx.db, { username: ctx.body.username, address: ctx.meta.address, ttlMs: ctx.services.config.captchaTtlMs, hooks: ctx.services.hooks });
