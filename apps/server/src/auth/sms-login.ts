import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { accountDisabled } from './authenticate';
import { recordAttempt } from './login-guard';
import { signIn } from './sign-in';
import { checkSmsAllowance, checkSmsCode, maskPhone, newSmsCode, smsCodeWrong, storeSmsCode } from './sms-codes';

/**
 * Sends a 6-digit sign-in code to a staff phone. Unknown or disabled phones get the same
 * answer (and the same rate limits) but no message, so the endpoint reveals no accounts.
 */
export const getSmsVerifyCode: Handler<'getSmsVerifyCode'> = async (ctx) => {
  const { config, sms } = ctx.services;
  const { phone } = ctx.body;
  const user = await ctx.db.selectFrom('system_users').select(['id', 'status']).where('phone', '=', phone).executeTakeFirst();
  const recipient = user?.status === 1 ? user.id : null;
  const code = newSmsCode();
  await ctx.mutate(async (trx, audit) => {
    // Checked inside the transaction that stores the code, so two quick requests cannot both pass.
    await checkSmsAllowance(trx, phone, config.smsResendMs);
    const codeId = await storeSmsCode(trx, { phone, userId: recipient, code, address: ctx.meta.address, ttlMs: config.smsCodeTtlMs });
    if (recipient !== null) {
      await sms.send(trx, { phone, text: t('server.sms.loginCode', { code, minutes: Math.round(config.smsCodeTtlMs / 60_000) }) });
    }
    await audit({ action: 'auth.smsRequested', entity: 'sms_code', entityId: codeId, after: { phone: maskPhone(phone), sent: recipient !== null } });
  });
  return { expiresIn: Math.round(config.smsCodeTtlMs / 1000), resendAfter: Math.round(config.smsResendMs / 1000) };
};

/** Sign-in with phone and SMS code: 110 for a wrong, expired or used code; 105 when disabled. */
export const smsLogin: Handler<'smsLogin'> = async (ctx) => {
  const { phone, code } = ctx.body;
  const { address } = ctx.meta;
  const check = await checkSmsCode(ctx.db, phone, code);
  const user = check.ok && check.userId !== null
    ? await ctx.db.selectFrom('system_users').selectAll().where('id', '=', check.userId).executeTakeFirst()
    : undefined;
  if (!user) {
    await ctx.record(async (trx, audit) => {
      await recordAttempt(trx, { username: phone, address, success: false, method: 'sms' });
      await audit({ action: 'auth.loginFailed', entity: 'sms_code', entityId: check.codeId, after: { phone: maskPhone(phone), method: 'sms', burned: !check.ok && check.burned } });
    });
    throw smsCodeWrong();
  }
  if (user.status !== 1) {
    await ctx.record((trx, audit) => audit({ action: 'auth.loginRefused', entity: 'system_user', entityId: user.id, after: { reason: 'disabled', method: 'sms' } }));
    throw accountDisabled();
  }
  return signIn(ctx, user, 'sms');
};
