import { t } from '../i18n/translate';
import { stripEmoji } from './password-encoding';
import { NEW_PASSWORD_MAX, newPasswordProblem } from './password-policy';

/** Minimum length of the old password (spec §9; new passwords need NEW_PASSWORD_MIN). */
export const PASSWORD_MIN = 4;
/**
 * Maximum length of each password input. The spec says 16; new passwords may be up to 128
 * (NEW_PASSWORD_MAX), so the old one may be too.
 */
export const PASSWORD_MAX = NEW_PASSWORD_MAX;

/** The change-password form (spec §3); `checkPassZ` is the confirmation. */
export interface PasswordForm {
  oldPassword: string;
  password: string;
  checkPassZ: string;
}

export type PasswordFormField = keyof PasswordForm;
export type PasswordFormErrors = Partial<Record<PasswordFormField, string>>;

/**
 * Lengths are measured on what is actually submitted: the value trimmed and emoji-stripped
 * (see `preparePasswordForSubmit`), counted in characters (code points). Measuring the raw
 * input would let "  ab  " pass the minimum and then submit "ab".
 */
function submitted(value: string | null | undefined): string {
  return stripEmoji((value ?? '').trim());
}

// The old password is only bounded: whether it is right is the server's answer.
function oldPasswordProblem(value: string): string | undefined {
  return [...value].length > PASSWORD_MAX ? t('validate.passwordMax', { max: PASSWORD_MAX }) : undefined;
}

/**
 * Validates the change-password form with the spec's texts (§5): all three required; the old
 * password at most 128 characters; the new password by the new-password policy
 * (12 to 128, not common: password-policy.ts); the confirmation equal to the new password (compared as submitted). Returns one message per invalid field; an empty
 * object means the form may be submitted.
 */
export function validatePasswordForm(form: Partial<Record<PasswordFormField, string | null>>): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  const oldPassword = submitted(form.oldPassword);
  const password = submitted(form.password);
  const confirmation = submitted(form.checkPassZ);

  if (oldPassword === '') errors.oldPassword = t('validate.oldPasswordRequired');
  else {
    const problem = oldPasswordProblem(oldPassword);
    if (problem) errors.oldPassword = problem;
  }

  if (password === '') errors.password = t('validate.newPasswordRequired');
  else {
    const problem = newPasswordProblem(password);
    if (problem) errors.password = problem;
  }

  if (confirmation === '') errors.checkPassZ = t('validate.confirmPasswordRequired');
  else {
    if (confirmation !== password) errors.checkPassZ = t('validate.passwordMismatch');
  }
  return errors;
}
