import { t } from '../i18n/translate';
import { commonPasswords } from './common-passwords';

/**
 * Minimum length of a new password (OWASP ASVS 4.0 V2.1.1: at least 12 characters). The spec's
 * minimum of 4 (PASSWORD_MIN) stays the form's check of the old password only: accounts made
 * before may still hold a short one and must be able to change it.
 */
export const NEW_PASSWORD_MIN = 12;
/** Maximum length of any password (ASVS V2.1.2 asks for at least 64 allowed; V2.1.3 for no truncation). */
export const NEW_PASSWORD_MAX = 128;

const codePoints = (value: string) => [...value];

/** A run of 12 or more characters each one more (or one less) than the one before: 123456789012, abcdefghijkl. */
function isRun(chars: string[]): boolean {
  const steps = chars.slice(1).map((c, i) => (c.codePointAt(0) ?? 0) - (chars[i]?.codePointAt(0) ?? 0));
  return steps.every((s) => s === 1 || s === -9) || steps.every((s) => s === -1 || s === 9);
}

/** The value is one short unit repeated (aaaaaaaaaaaa, abcabcabcabc, 12341234123): at most 4 distinct characters in a unit of at most 6. */
function isRepetition(chars: string[]): boolean {
  for (let unit = 1; unit <= 6; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/**
 * What is wrong with a new password, or undefined: 12 to 128 characters (code points), not one
 * of the common passwords (compared in lower case), not one character or a short unit repeated,
 * not a run like 123456789012. Used by every face's forms and by the server, which decides.
 */
export function newPasswordProblem(value: string): string | undefined {
  const chars = codePoints(value);
  if (chars.length < NEW_PASSWORD_MIN) return t('validate.passwordMin', { min: NEW_PASSWORD_MIN });
  if (chars.length > NEW_PASSWORD_MAX) return t('validate.passwordMax', { max: NEW_PASSWORD_MAX });
  const lower = value.toLowerCase();
  if (commonPasswords.has(lower) || isRepetition(codePoints(lower)) || isRun(codePoints(lower))) return t('validate.passwordCommon');
  return undefined;
}
