import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { validateMobile } from '@careops/core/validate';
import { useState, type FormEvent } from 'react';
import { LoginField } from './login-field';
import { apis, sessionActor } from './session';
import { useCountdown } from './use-countdown';
import { useSessionState } from './use-session';

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60;

interface Errors {
  phone?: string;
  code?: string;
}

/** Mobile number and SMS code sign-in, with the send-code button and its countdown. */
export function SmsLoginForm() {
  const state = useSessionState();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'sent' | 'error'; text: string } | null>(null);
  const countdown = useCountdown();
  const busy = state === 'signingIn' || state === 'loadingPermissions';

  const sendCode = async () => {
    const phoneError = validateMobile(phone);
    setErrors((e) => ({ ...e, phone: phoneError }));
    if (phoneError) return;
    setSending(true);
    setNotice(null);
    try {
      const answer = await apis.web.call('getSmsVerifyCode', { phone: phone.trim() }, { silent: true });
      countdown.start(Math.max(SMS_RESEND_SECONDS, answer.resendAfter));
      setNotice({ kind: 'sent', text: t('web.login.smsSent') });
    } catch (failure) {
      setNotice({ kind: 'error', text: messageOf(failure) });
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const phoneError = validateMobile(phone);
    if (phoneError) next.phone = phoneError;
    if (!/^\d{6}$/.test(code.trim())) next.code = t('validate.smsCodeFormat');
    setErrors(next);
    if (Object.keys(next).length) return;
    sessionActor.send({ type: 'session.login', phone: phone.trim(), code: code.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('web.login.smsTab')} data-testid="sms-login-form">
      <LoginField
        id="login-phone"
        label={t('web.login.phone')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        error={errors.phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <LoginField
        id="login-sms-code"
        label={t('web.login.smsCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={errors.code}
        onChange={(e) => setCode(e.target.value)}
        aside={
          <button
            type="button"
            data-testid="send-sms-code"
            className="btn-secondary w-36 shrink-0 px-2"
            disabled={sending || countdown.left > 0}
            onClick={() => void sendCode()}
          >
            {countdown.left > 0 ? t('web.login.smsResendIn', { seconds: countdown.left }) : t('web.login.smsSend')}
          </button>
        }
      >
        {notice && (
          <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'field-error' : 'mt-1 text-xs text-success'}>
            {notice.text}
          </p>
        )}
      </LoginField>
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="sms-login-submit">
        {busy ? t('web.login.signingIn') : t('web.login.submit')}
      </button>
    </form>
  );
}
