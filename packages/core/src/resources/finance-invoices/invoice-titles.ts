import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceField, ResourceOf } from '../types';
import { invoiceTitleKindEnum, invoiceTypeEnum } from './enumerations';

const columns: ColumnsOf<'getInvoiceTitleList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'memberName', title: 'invoices.col.member' },
  { key: 'kind', title: 'invoices.col.kind', format: 'enum', enumeration: invoiceTitleKindEnum },
  { key: 'invoiceType', title: 'invoices.col.invoiceType', format: 'enum', enumeration: invoiceTypeEnum },
  { key: 'name', title: 'invoices.col.name' },
  { key: 'taxNumber', title: 'invoices.col.taxNumber' },
  { key: 'email', title: 'invoices.col.email', hidden: true },
  { key: 'createdAt', title: 'resources.field.createdAt', format: 'date', hidden: true },
];

const fields: ResourceField[] = [
  { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number', required: true, createOnly: true },
  { key: 'kind', label: 'invoices.col.kind', kind: 'enum', required: true, options: { kind: 'enumeration', enumeration: invoiceTitleKindEnum } },
  { key: 'invoiceType', arg: 'type', label: 'invoices.col.invoiceType', kind: 'enum', options: { kind: 'enumeration', enumeration: invoiceTypeEnum } },
  { key: 'name', label: 'invoices.col.name', kind: 'text', required: true },
  { key: 'taxNumber', arg: 'tax-number', label: 'invoices.col.taxNumber', kind: 'text', help: 'invoices.rule.taxNumber' },
  { key: 'address', label: 'invoices.col.address', kind: 'text' },
  { key: 'phone', label: 'invoices.col.phone', kind: 'text' },
  { key: 'bank', label: 'invoices.col.bank', kind: 'text' },
  { key: 'bankAccount', arg: 'bank-account', label: 'invoices.col.bankAccount', kind: 'text' },
  { key: 'email', label: 'invoices.col.email', kind: 'text' },
];

/** Invoice titles (`/finance/invoiceRise`): a member's personal or company title; the rules are core's (validate/invoice-title.ts). */
export const invoiceTitlesResource: ResourceOf<'getInvoiceTitleList', 'getInvoiceTitle'> = {
  id: 'invoiceTitles',
  cli: 'invoice-titles',
  title: 'invoices.title.list',
  recordTitle: 'invoices.title.record',
  group: 'finance',
  permission: 'invoiceRise',
  route: '/finance/invoiceRise',
  nameKey: 'name',
  list: {
    endpoint: 'getInvoiceTitleList',
    filters: [
      { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number' },
      { key: 'kind', label: 'invoices.col.kind', kind: 'enum', options: { kind: 'enumeration', enumeration: invoiceTitleKindEnum } },
      { key: 'name', label: 'invoices.col.name', kind: 'text' },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'updatedAt', 'name'], default: { key: 'createdAt', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getInvoiceTitle',
    idKey: 'titleId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'address', title: 'invoices.col.address' },
      { key: 'phone', title: 'invoices.col.phone' },
      { key: 'bank', title: 'invoices.col.bank' },
      { key: 'bankAccount', title: 'invoices.col.bankAccount' },
      { key: 'applications', title: 'invoices.invoice.list', format: 'names', itemLabel: 'orderNo' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: { endpoint: 'addInvoiceTitle', fields, title: 'invoices.action.addTitle' },
  update: { endpoint: 'editInvoiceTitle', idKey: 'titleId', versionKey: 'version', fields, title: 'invoices.action.editTitle' },
  actions: [],
  path: (record) => (typeof record.id === 'number' ? `/finance/invoiceRiseDetail/${record.id}` : undefined),
};
