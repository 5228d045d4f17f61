import { t } from '../i18n/translate';
import { idCardPattern, mobilePattern, moneyPattern } from './patterns';

/** What a form field may hold before validation: text, a number, or nothing yet. */
export type FieldValue = string | number | null | undefined;

/** Options of the field validators. */
export interface FieldValidatorOptions {
  /** When true an empty value is valid (the field is optional); otherwise empty is an error. */
  optional?: boolean;
}

// Surrounding spaces are forgiven everywhere: the forms and the contract schemas trim before use.
function text(value: FieldValue): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** Mobile number: 11 digits, first 1, second 3 to 9 (spec §5). */
export function isMobile(value: FieldValue): boolean {
  return mobilePattern.test(text(value));
}

/** Mainland ID card number: 15 digits, or 17 digits and a digit or X (spec §5). */
export function isIdCard(value: FieldValue): boolean {
  return idCardPattern.test(text(value));
}

/** Money amount: at most two decimals, no leading zeros, not negative (spec §5). */
export function isMoney(value: FieldValue): boolean {
  return moneyPattern.test(text(value));
}

function fieldValidator(test: (value: FieldValue) => boolean, message: () => string) {
  return (value: FieldValue, options: FieldValidatorOptions = {}): string | undefined => {
    if (text(value) === '' && options.optional) return undefined;
    return test(value) ? undefined : message();
  };
}

/** The catalogue message for an invalid mobile number, or undefined when valid. */
export const validateMobile = fieldValidator(isMobile, () => t('validate.mobile'));
/** The catalogue message for an invalid ID card number, or undefined when valid. */
export const validateIdCard = fieldValidator(isIdCard, () => t('validate.idCard'));
/** The catalogue message for an invalid money amount, or undefined when valid. */
export const validateMoney = fieldValidator(isMoney, () => t('validate.money'));
