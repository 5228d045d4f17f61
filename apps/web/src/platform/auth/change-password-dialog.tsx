import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import {
  PASSWORD_MAX,
  preparePasswordForSubmit,
  validatePasswordForm,
  type PasswordForm,
  type PasswordFormErrors,
  type PasswordFormField,
} from '@careops/core/validate';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { confirmDialog } from '../../ui/confirm-dialog';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast-store';
import { failureText } from '../errors/api-failure';
import { apis, sessionActor } from './session';
import { useReturnFocus } from '../../ui/use-return-focus';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

const empty: PasswordForm = { oldPassword: '', password: '', checkPassZ: '' };

const fields: Array<{ name: PasswordFormField; label: () => string; autoComplete: string }> = [
  { name: 'oldPassword', label: () => t('web.password.old'), autoComplete: 'current-password' },
  { name: 'password', label: () => t('web.password.new'), autoComplete: 'new-password' },
  { name: 'checkPassZ', label: () => t('web.password.confirm'), autoComplete: 'new-password' },
];

/**
 * Change password (spec §5): the three fields and their rules, a confirmation, and a logout
 * once the server has accepted the new password.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const returnFocus = useReturnFocus(open);
  const firstField = useRef<HTMLInputElement | null>(null);
  const [form, setForm] = useState<PasswordForm>(empty);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [saving, setSaving] = useState(false);

  const reset = (next: boolean) => {
    if (!next) {
      setForm(empty);
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    if (!(await confirmDialog(t('password.confirmChange')))) {
      toast.info(t('common.cancelled'));
      return;
    }
    setSaving(true);
    try {
      await apis.web.call('changePassword', {
        oldPassword: preparePasswordForSubmit(form.oldPassword),
        password: preparePasswordForSubmit(form.password),
      });
      toast.success(t('web.password.changed'));
      reset(false);
      navigate('/login');
      sessionActor.send({ type: 'session.passwordChanged' });
    } catch (error) {
      // The toast already told; also point at the field the server named.
      if (error instanceof CareOpsError && (error.field === 'oldPassword' || error.field === 'password')) {
        setErrors({ [error.field]: failureText(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            firstField.current?.focus();
          }}
          data-testid="change-password-dialog"
          className="fixed top-24 left-1/2 z-[61] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 rounded bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <Dialog.Title className="text-base font-semibold">{t('web.password.title')}</Dialog.Title>
            <Dialog.Close className="btn-icon" aria-label={t('web.common.close')}>
              <Icon name="x" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('web.password.description')}</Dialog.Description>
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4 px-5 py-4">
            {fields.map(({ name, label, autoComplete }) => (
              <div key={name}>
                <label htmlFor={`password-${name}`} className="field-label">
                  {label()}
                </label>
                <input
                  ref={name === 'oldPassword' ? firstField : undefined}
                  id={`password-${name}`}
                  name={name}
                  type="password"
                  maxLength={PASSWORD_MAX}
                  autoComplete={autoComplete}
                  className="field-input"
                  value={form[name]}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `password-${name}-error` : undefined}
                  onChange={(e) => setForm({ ...form, [name]: e.target.value })}
                />
                {errors[name] && (
                  <p id={`password-${name}-error`} className="field-error" data-testid={`password-${name}-error`}>
                    {errors[name]}
                  </p>
                )}
              </div>
            ))}
            <div className="flex justify-end gap-2 pt-2">
              <Dialog.Close className="btn-secondary" type="button">
                {t('common.cancel')}
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={saving} data-testid="password-submit">
                {t('common.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
