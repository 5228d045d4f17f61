import { defineEnumeration } from '../../enums/enumeration';

/** An invoice application's status (core's invoice machine). */
export const invoiceStatusEnum = defineEnumeration<number>('invoiceStatus', [
  { value: 2, slug: 'pending', labelKey: 'invoices.status.2' },
  { value: 1, slug: 'issued', labelKey: 'invoices.status.1' },
  { value: 0, slug: 'rejected', labelKey: 'invoices.status.0' },
  { value: 3, slug: 'reversed', labelKey: 'invoices.status.3' },
]);

export const invoiceTitleKindEnum = defineEnumeration<string>('invoiceTitleKind', [
  { value: 'personal', slug: 'personal', labelKey: 'invoices.kind.personal' },
  { value: 'company', slug: 'company', labelKey: 'invoices.kind.company' },
]);

export const invoiceTypeEnum = defineEnumeration<string>('invoiceType', [
  { value: 'normal', slug: 'normal', labelKey: 'invoices.type.normal' },
  { value: 'special', slug: 'special', labelKey: 'invoices.type.special' },
]);

/** What an e-coin record was. */
export const ecoinKindEnum = defineEnumeration<string>('ecoinKind', [
  { value: 'purchase', slug: 'purchase', labelKey: 'ecoin.kind.purchase' },
  { value: 'spend', slug: 'spend', labelKey: 'ecoin.kind.spend' },
  { value: 'refund', slug: 'refund', labelKey: 'ecoin.kind.refund' },
  { value: 'opening', slug: 'opening', labelKey: 'ecoin.kind.opening' },
  { value: 'adjustment', slug: 'adjustment', labelKey: 'ecoin.kind.adjustment' },
]);
