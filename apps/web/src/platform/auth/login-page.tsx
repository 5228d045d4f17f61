import { t } from '@careops/core/i18n';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDocumentTitle } from '../shell/document-title';
import { Logo } from '../../ui/logo';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { useSessionContext } from './use-session';

type Method = 'password' | 'sms';
const methods: Method[] = ['password', 'sms'];

/** /login and /user/login: password or SMS sign-in (spec §2). */
export function LoginPage() {
  useDocumentTitle(t('web.login.title'));
  const { error } = useSessionContext();
  const [method, setMethod] = useState<Method>('password');
  const tabs = useRef<Record<Method, HTMLButtonElement | null>>({ password: null, sms: null });

  // Tabs pattern: arrows move between the two sign-in methods.
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = methods[(methods.indexOf(method) + 1) % methods.length] ?? 'password';
    setMethod(next);
    tabs.current[next]?.focus();
  };

  return (
    <main className="flex min-h-full items-center justify-center bg-sidebar px-4 py-10">
      <div className="w-full max-w-md rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo className="size-12" />
          <h1 className="text-xl font-semibold text-gray-900" data-testid="login-product">{t('app.productName')}</h1>
          <p className="-mt-2 text-sm text-gray-700">{t('app.title')}</p>
        </div>
        {error && (
          <p role="alert" data-testid="login-error" className="mb-4 rounded border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <div role="tablist" aria-label={t('web.login.methods')} className="mb-5 flex border-b border-gray-200" onKeyDown={onTabKey}>
          {methods.map((m) => (
            <button
              key={m}
              ref={(el) => {
                tabs.current[m] = el;
              }}
              type="button"
              role="tab"
              id={`login-tab-${m}`}
              data-testid={`login-tab-${m}`}
              aria-selected={method === m}
              aria-controls={`login-panel-${m}`}
              tabIndex={method === m ? 0 : -1}
              onClick={() => setMethod(m)}
              className={`-mb-px flex-1 border-b-2 px-3 py-2 text-sm font-medium ${method === m ? 'border-primary-strong text-primary-strong' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
            >
              {m === 'password' ? t('web.login.passwordTab') : t('web.login.smsTab')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`login-panel-${method}`} aria-labelledby={`login-tab-${method}`}>
          {method === 'password' ? <PasswordLoginForm /> : <SmsLoginForm />}
        </div>
      </div>
    </main>
  );
}
