export { isMobile, isIdCard, isMoney, validateMobile, validateIdCard, validateMoney, type FieldValue, type FieldValidatorOptions } from './field-validators';
export { PASSWORD_MIN, PASSWORD_MAX, validatePasswordForm, type PasswordForm, type PasswordFormField, type PasswordFormErrors } from './password-form';
export { isSameOriginPath } from './same-origin-path';
export { NEW_PASSWORD_MIN, NEW_PASSWORD_MAX, newPasswordProblem } from './password-policy';
export { stripEmoji, preparePasswordForSubmit, decodeSubmittedPassword } from './password-encoding';
export {
  INVOICE_TITLE_KINDS,
  INVOICE_TYPES,
  TAX_NUMBER_PATTERN,
  invoiceTitleProblems,
  isTaxNumber,
  normaliseTaxNumber,
  type InvoiceTitleKind,
  type InvoiceType,
  type InvoiceTitleValues,
  type InvoiceTitleProblem,
} from './invoice-title';
