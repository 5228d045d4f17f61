import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { logSecurityEvent } from '../http/security-events';
import { lockAttemptKeys } from './attempt-locks';
import { accountDisabled } from './authenticate';
import { refusal, reserveAttempt } from './login-guard';
import { signIn } from './sign-in';
import { checkSmsAllowance, checkSmsCode, codesSentTo, maskPhone, newSmsCode, smsCodeWrong, storeSmsCode } from './sms-codes';
import { unknownPhonesOf } from './unknown-phones';

/**
 * Sends a 6-digit sign-in code to a staff phone. Unknown or disabled phones get the same
 * answer, the same limits and about the same time, but no message and no row (their requests
 * are remembered in memory only), so the endpoint reveals no accounts and strangers cannot grow
 * the database.
 */
export const getSmsVerifyCode: Handler<'getSmsVerifyCode'> = async (ctx) => {
  const { config, sms } = ctx.services;
  const { phone } = ctx.body;
  const answer = { expiresIn: Math.round(config.smsCodeTtlMs / 1000), resendAfter: Math.round(config.smsResendMs / 1000) };
  const user = await ctx.db.selectFrom('system_users').select(['id', 'status']).where('phone', '=', phone).executeTakeFirst();
  const phones = unknownPhonesOf(ctx.services);
  if (user?.status !== 1) {
    checkSmsAllowance(phones.sentAt(phone), config.smsResendMs);
    phones.remember(phone);
    logSecurityEvent(ctx.request, 'sms.unknownPhone', { phone: maskPhone(phone) });
    ctx.unchanged();
    await phones.padLikeKnown();
    return answer;
  }
  const started = performance.now();
  const code = newSmsCode();
  await ctx.mutate(async (trx, audit) => {
    // Counted and stored under the phone's lock, so two quick requests cannot both pass.
    await lockAttemptKeys(trx, ctx.services.dialect, [`sms:${phone}`]);
    checkSmsAllowance(await codesSentTo(trx, phone), config.smsResendMs);
    const codeId = await storeSmsCode(trx, { phone, userId: user.id, code, address: ctx.meta.address, ttlMs: config.smsCodeTtlMs });
    await sms.send(trx, { phone, text: t('server.sms.loginCode', { code, minutes: Math.round(config.smsCodeTtlMs / 60_000) }) });
    await audit({ action: 'auth.smsRequested', entity: 'sms_code', entityId: codeId, after: { phone: maskPhone(phone), sent: true } });
  });
  phones.timeKnown(performance.now() - started);
  return answer;
};

/**
 * Sign-in with phone and SMS code: the attempt is reserved first (the phone's hourly lock, 108),
 * then the code is tried (110 for a wrong, expired, used or burned code); 105 when disabled.
 */
export const smsLogin: Handler<'smsLogin'> = async (ctx) => {
  const { phone, code } = ctx.body;
  const { address } = ctx.meta;
  const reservation = await reserveAttempt(ctx.db, ctx.services.dialect, { username: phone, address, method: 'sms', captchaApplies: false });
  if (!reservation.ok) {
    logSecurityEvent(ctx.request, 'signIn.refused', { phone: maskPhone(phone), method: 'sms', reason: reservation.refused });
    throw refusal(reservation.refused);
  }
  const check = await checkSmsCode(ctx.db, phone, code);
  const user = check.ok && check.userId !== null
    ? await ctx.db.selectFrom('system_users').selectAll().where('id', '=', check.userId).executeTakeFirst()
    : undefined;
  if (!user) {
    logSecurityEvent(ctx.request, 'signIn.failed', { phone: maskPhone(phone), method: 'sms' });
    await ctx.record((_trx, audit) =>
      audit({ action: 'auth.loginFailed', entity: 'sms_code', entityId: check.codeId, after: { phone: maskPhone(phone), method: 'sms', burned: !check.ok && check.burned } }),
    );
    throw smsCodeWrong();
  }
  if (user.status !== 1) {
    logSecurityEvent(ctx.request, 'signIn.refused', { userId: user.id, method: 'sms', reason: 'disabled' });
    await ctx.record((_trx, audit) => audit({ action: 'auth.loginRefused', entity: 'system_user', entityId: user.id, after: { reason: 'disabled', method: 'sms' } }));
    throw accountDisabled();
  }
  return signIn(ctx, user, 'sms', reservation.attemptId);
};
