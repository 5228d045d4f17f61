import { t } from '@careops/core/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CaptchaField, type Captcha } from './captcha-field';
import { useLoginFeedback } from './login-feedback';
import { LoginField } from './login-field';
import { sessionActor } from './session';
import { useSessionState } from './use-session';

interface Errors {
  username?: string;
  password?: string;
  captcha?: string;
}

/** Username and password sign-in; the picture captcha appears once the server asks for it. */
export function PasswordLoginForm() {
  const state = useSessionState();
  const { captchaRequired } = useLoginFeedback();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [round, setRound] = useState(0);
  const previous = useRef(state);
  const attemptHadCaptcha = useRef(false);
  const busy = state === 'signingIn' || state === 'loadingPermissions';

  // A failed attempt spends the picture it carried: ask for a new one.
  useEffect(() => {
    if (previous.current === 'signingIn' && state === 'signedOut' && attemptHadCaptcha.current) setRound((r) => r + 1);
    previous.current = state;
  }, [state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!username.trim()) next.username = t('validate.usernameRequired');
    if (!password) next.password = t('validate.passwordRequired');
    if (captchaRequired && !captchaCode.trim()) next.captcha = t('error.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    const withCaptcha = captchaRequired && captcha ? { captchaId: captcha.captchaId, captchaCode: captchaCode.trim() } : {};
    attemptHadCaptcha.current = 'captchaId' in withCaptcha;
    sessionActor.send({ type: 'session.login', username: username.trim(), password, ...withCaptcha });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('web.login.passwordTab')} data-testid="password-login-form">
      <LoginField
        id="login-username"
        label={t('web.login.username')}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <LoginField
        id="login-password"
        label={t('web.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {captchaRequired && (
        <CaptchaField
          username={username}
          round={round}
          value={captchaCode}
          {...(errors.captcha ? { error: errors.captcha } : {})}
          onChange={(code, next) => {
            setCaptchaCode(code);
            setCaptcha(next);
          }}
        />
      )}
      <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="login-submit">
        {busy ? t('web.login.signingIn') : t('web.login.submit')}
      </button>
    </form>
  );
}
