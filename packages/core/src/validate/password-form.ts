import { t } from '../i18n/translate';
import { stripEmoji } from './password-encoding';

/** Minimum password length (spec §9). */
export const PASSWORD_MIN = 4;
/** Maximum length of each password input (spec §9). */
export const PASSWORD_MAX = 16;

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

function lengthProblem(value: string, checkMin: boolean): string | undefined {
  const length = [...value].length;
  if (checkMin && length < PASSWORD_MIN) return t('validate.passwordMin', { min: PASSWORD_MIN });
  if (length > PASSWORD_MAX) return t('validate.passwordMax', { max: PASSWORD_MAX });
  return undefined;
}

/**
 * Validates the change-password form with the spec's rules and texts (§5): all three required;
 * new password and confirmation at least PASSWORD_MIN; all three at most PASSWORD_MAX; the
 * confirmation equal to the new password (compared as submitted). Returns one message per
 * invalid field; an empty object means the form may be submitted.
 */
export function validatePasswordForm(form: Partial<Record<PasswordFormField, string | null>>): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  const oldPassword = submitted(form.oldPassword);
  const password = submitted(form.password);
  const confirmation = submitted(form.checkPassZ);

  if (oldPassword === '') errors.oldPassword = t('validate.oldPasswordRequired');
  else {
    const problem = lengthProblem(oldPassword, false);
    if (problem) errors.oldPassword = problem;
  }

  if (password === '') errors.password = t('validate.newPasswordRequired');
  else {
    const problem = lengthProblem(password, true);
    if (problem) errors.password = problem;
  }

  if (confirmation === '') errors.checkPassZ = t('validate.confirmPasswordRequired');
  else {
    const problem = lengthProblem(confirmation, true);
    if (problem) errors.checkPassZ = problem;
    else if (confirmation !== password) errors.checkPassZ = t('validate.passwordMismatch');
  }
  return errors;
}
