import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { captchaError, consumeCaptcha, issueCaptcha } from './captcha';
import { loginPressure, recordAttempt, tooManyAttempts } from './login-guard';
import { verifyDecoy, verifyPassword } from './passwords';
import { signIn } from './sign-in';
import { accountDisabled } from './authenticate';

/**
 * Sign-in with username and password. Order matters: the hourly lock (108, even with the
 * right password), then the captcha when demanded (107), then the credentials (109, never
 * saying which was wrong; a missing user costs the same time), then the account status (105,
 * only once the password is proven, so disabled accounts are not revealed to guessers).
 */
export const passwordLogin: Handler<'passwordLogin'> = async (ctx) => {
  const { db } = ctx;
  const { username, password, captchaId, captchaCode } = ctx.body;
  const { address } = ctx.meta;
  const pressure = await loginPressure(db, username, address);
  if (pressure.locked) throw tooManyAttempts();
  if (pressure.captchaRequired) {
    if (!captchaId || !captchaCode) throw captchaError(false);
    if (!(await consumeCaptcha(db, captchaId, captchaCode))) throw captchaError(true);
  }
  const user = await db.selectFrom('system_users').selectAll().where('username', '=', username).executeTakeFirst();
  const valid = user ? await verifyPassword(user.password_hash, password) : await verifyDecoy(password);
  if (!user || !valid) {
    await ctx.record(async (trx, audit) => {
      await recordAttempt(trx, { username, address, success: false, method: 'password' });
      await audit({ action: 'auth.loginFailed', entity: 'system_user', entityId: user?.id ?? null, after: { username, method: 'password' } });
    });
    throw new CareOpsError('wrongCredentials', t('error.wrongCredentials'));
  }
  if (user.status !== 1) {
    await ctx.record((trx, audit) => audit({ action: 'auth.loginRefused', entity: 'system_user', entityId: user.id, after: { reason: 'disabled' } }));
    throw accountDisabled();
  }
  return signIn(ctx, user, 'password');
};

/** A picture captcha (SVG as a data: URL), good for one try within its expiry. */
export const getPicVerifyCode: Handler<'getPicVerifyCode'> = async (ctx) =>
  issueCaptcha(ctx.db, { username: ctx.body.username, address: ctx.meta.address, ttlMs: ctx.services.config.captchaTtlMs, hooks: ctx.services.hooks });
