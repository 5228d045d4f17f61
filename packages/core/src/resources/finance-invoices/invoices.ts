import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '../system/enumerations';
import type { ColumnsOf, ResourceOf } from '../types';
import { invoiceStatusEnum, invoiceTitleKindEnum } from './enumerations';

const status = { kind: 'enumeration', enumeration: invoiceStatusEnum } as const;

const columns: ColumnsOf<'getInvoiceList'> = [
  { key: 'id', title: 'resources.field.id', format: 'number' },
  { key: 'orderNo', title: 'invoices.col.order' },
  { key: 'memberName', title: 'invoices.col.member' },
  { key: 'titleName', title: 'invoices.col.title' },
  { key: 'kind', title: 'invoices.col.kind', format: 'enum', enumeration: invoiceTitleKindEnum },
  { key: 'amountCents', title: 'invoices.col.amount', format: 'cents' },
  { key: 'status', title: 'invoices.col.status', format: 'enum', enumeration: invoiceStatusEnum },
  { key: 'invoiceNo', title: 'invoices.col.invoiceNo' },
  { key: 'issuedAt', title: 'invoices.col.issuedAt', format: 'date' },
  { key: 'studioName', title: 'invoices.col.studio', hidden: true },
  { key: 'createdAt', title: 'invoices.col.createdAt', format: 'date', hidden: true },
];

/**
 * Invoicing (`/finance/invoiceManage`, `/finance/invoiceApply/:id`): applications for paid
 * orders, reviewed along core's invoice machine: issue or reject a pending one, reverse an issued
 * one with a red invoice. `careops invoices list|view|apply|issue|reject|red`.
 */
export const invoicesResource: ResourceOf<'getInvoiceList', 'getInvoice'> = {
  id: 'invoices',
  cli: 'invoices',
  title: 'invoices.invoice.list',
  recordTitle: 'invoices.invoice.record',
  group: 'finance',
  permission: 'invoiceManage',
  route: '/finance/invoiceManage',
  nameKey: 'orderNo',
  list: {
    endpoint: 'getInvoiceList',
    filters: [
      { key: 'status', label: 'invoices.col.status', kind: 'enum', options: status },
      { key: 'orderId', arg: 'order-id', label: 'invoices.field.orderId', kind: 'number' },
      { key: 'memberId', arg: 'member', label: 'invoices.field.memberId', kind: 'number' },
      { key: 'invoiceNo', arg: 'number', label: 'invoices.col.invoiceNo', kind: 'text' },
      { key: 'applied', label: 'invoices.col.createdAt', kind: 'date-range', range: { from: 'from', to: 'to' } },
    ],
    columns,
    sort: { keys: ['id', 'createdAt', 'amountCents'], default: { key: 'id', order: 'desc' } },
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: LIST_DEFAULT_LIMIT,
  },
  record: {
    endpoint: 'getInvoice',
    idKey: 'invoiceId',
    fields: [
      ...columns.map((c) => ({ ...c, hidden: false })),
      { key: 'title.taxNumber', title: 'invoices.col.taxNumber' },
      { key: 'orderPaidCents', title: 'invoices.col.paid', format: 'cents' },
      { key: 'orderInvoicedCents', title: 'invoices.col.invoiced', format: 'cents' },
      { key: 'fileUrl', title: 'invoices.col.file' },
      { key: 'rejectReason', title: 'invoices.col.rejectReason' },
      { key: 'redInvoiceNo', title: 'invoices.col.redInvoiceNo' },
      { key: 'redReason', title: 'invoices.col.redReason' },
      { key: 'version', title: 'resources.field.version', format: 'number' },
    ],
  },
  create: {
    endpoint: 'applyInvoice',
    cli: 'apply',
    title: 'invoices.action.apply',
    fields: [
      { key: 'orderId', arg: 'order', label: 'invoices.field.orderId', kind: 'number', required: true },
      { key: 'titleId', arg: 'title', label: 'invoices.field.titleId', kind: 'number', required: true },
      { key: 'amount', label: 'invoices.field.amount', kind: 'text' },
    ],
  },
  actions: [
    {
      id: 'issue', cli: 'issue', title: 'invoices.action.issue', endpoint: 'issueInvoice', idKey: 'invoiceId', versionKey: 'version', done: 'invoices.done.issue',
      appliesWhen: { key: 'status', values: [2] }, appliesStrictly: true, notApplicable: 'invoices.notApplicable', shortcut: 'i',
      fields: [
        { key: 'invoiceNo', arg: 'number', label: 'invoices.field.invoiceNo', kind: 'text', required: true, help: 'invoices.contract.invoiceNo' },
        { key: 'fileId', arg: 'file', label: 'invoices.field.fileId', kind: 'number', required: true },
      ],
    },
    {
      id: 'reject', cli: 'reject', title: 'invoices.action.reject', endpoint: 'rejectInvoice', idKey: 'invoiceId', versionKey: 'version', done: 'invoices.done.reject', danger: true,
      appliesWhen: { key: 'status', values: [2] }, appliesStrictly: true, notApplicable: 'invoices.notApplicable', bulk: true, shortcut: 'r',
      fields: [{ key: 'reason', label: 'invoices.field.reason', kind: 'text', required: true }],
    },
    {
      id: 'red', cli: 'red', title: 'invoices.action.reverse', endpoint: 'reverseInvoice', idKey: 'invoiceId', versionKey: 'version', done: 'invoices.done.reverse', danger: true,
      appliesWhen: { key: 'status', values: [1] }, appliesStrictly: true, notApplicable: 'invoices.notApplicable', confirm: 'invoices.confirm.reverse',
      fields: [
        { key: 'redInvoiceNo', arg: 'number', label: 'invoices.field.redInvoiceNo', kind: 'text', required: true, help: 'invoices.contract.invoiceNo' },
        { key: 'reason', label: 'invoices.field.reason', kind: 'text', required: true },
      ],
    },
  ],
  path: (record) => (typeof record.id === 'number' ? `/finance/invoiceApply/${record.id}` : undefined),
};
