import { t } from '../i18n/translate';

/**
 * The rules of an invoice title (docs/finance.md, Invoices), shared by the form, the API and the
 * CLI: a company title needs a tax number of 15, 17, 18 or 20 letters and digits; a special
 * invoice (company only) also needs the address, phone, bank and account printed on it.
 */

export const INVOICE_TITLE_KINDS = ['personal', 'company'] as const;
export type InvoiceTitleKind = (typeof INVOICE_TITLE_KINDS)[number];
export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** 15, 17, 18 or 20 letters and digits (upper case once normalised). */
export const TAX_NUMBER_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{17,18}|[0-9A-Z]{20})$/;

export interface InvoiceTitleValues {
  kind: InvoiceTitleKind;
  invoiceType: InvoiceType;
  taxNumber: string;
  address: string;
  phone: string;
  bank: string;
  bankAccount: string;
}

export interface InvoiceTitleProblem {
  field: keyof InvoiceTitleValues;
  message: string;
}

/** A tax number as typed, without spaces and in upper case. */
export const normaliseTaxNumber = (text: string) => text.replace(/\s+/g, '').toUpperCase();

export const isTaxNumber = (text: string) => TAX_NUMBER_PATTERN.test(normaliseTaxNumber(text));

/** What is wrong with a title's values, field by field (empty when it may be saved). */
export function invoiceTitleProblems(values: InvoiceTitleValues): InvoiceTitleProblem[] {
  const problems: InvoiceTitleProblem[] = [];
  if (values.kind === 'personal') {
    if (values.invoiceType === 'special') problems.push({ field: 'invoiceType', message: t('invoices.rule.specialNeedsCompany') });
    return problems;
  }
  const tax = normaliseTaxNumber(values.taxNumber);
  if (!tax) problems.push({ field: 'taxNumber', message: t('invoices.rule.taxNumberRequired') });
  else if (!TAX_NUMBER_PATTERN.test(tax)) problems.push({ field: 'taxNumber', message: t('invoices.rule.taxNumber') });
  if (values.invoiceType === 'special') {
    for (const field of ['address', 'phone', 'bank', 'bankAccount'] as const) {
      if (!values[field].trim()) problems.push({ field, message: t('invoices.rule.specialField', { field: t(`invoices.field.${field}`) }) });
    }
  }
  return problems;
}
