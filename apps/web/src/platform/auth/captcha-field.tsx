import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apis } from './session';

export interface Captcha {
  captchaId: string;
  image: string;
}

export interface CaptchaFieldProps {
  username: string;
  /** Changes whenever a fresh picture is needed (after each failed attempt). */
  round: number;
  value: string;
  error?: string;
  onChange(code: string, captcha: Captcha | null): void;
}

/** The picture captcha the server asks for after repeated failures (result code 107). */
export function CaptchaField({ username, round, value, error, onChange }: CaptchaFieldProps) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const latest = useRef({ username, onChange });
  latest.current = { username, onChange };

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const answer = await apis.web.call('getPicVerifyCode', { username: latest.current.username.trim() }, { silent: true });
      const next = { captchaId: answer.captchaId, image: answer.image };
      setCaptcha(next);
      latest.current.onChange('', next);
    } catch (failure) {
      setLoadError(messageOf(failure));
    }
  }, []);

  // A new round (a failed attempt spent the picture) asks for a fresh one.
  useEffect(() => {
    void load();
  }, [load, round]);

  return (
    <div>
      <label htmlFor="login-captcha" className="field-label">
        {t('web.login.captcha')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id="login-captcha"
          name="captchaCode"
          autoComplete="off"
          className="field-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'login-captcha-error' : undefined}
          onChange={(e) => onChange(e.target.value, captcha)}
        />
        {captcha && <img src={captcha.image} alt={t('web.login.captchaImage')} data-testid="captcha-image" data-captcha-id={captcha.captchaId} className="h-10 w-28 rounded border border-gray-300 bg-white" />}
        <button type="button" className="btn-secondary shrink-0 px-3" onClick={() => void load()}>
          {t('web.login.captchaRefresh')}
        </button>
      </div>
      {error && (
        <p id="login-captcha-error" className="field-error">
          {error}
        </p>
      )}
      {loadError && (
        <p role="alert" className="field-error">
          {loadError}
        </p>
      )}
    </div>
  );
}
