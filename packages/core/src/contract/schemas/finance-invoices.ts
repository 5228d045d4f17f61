import * as z from 'zod';
import { t } from '../../i18n/translate';
import { INVOICE_STATUSES } from '../../machines/invoice-machine';
import { INVOICE_TITLE_KINDS, INVOICE_TYPES, invoiceTitleProblems, normaliseTaxNumber } from '../../validate/invoice-title';
import { longText, priceSchema } from './catalogue-common';
import { idFilter, listPageOf, listRequest, recordIdSchema, sortRequest, textFilter, timeFilter, versionSchema } from './list';

/**
 * Invoice titles (/finance/invoiceRise) and invoice applications (/finance/invoiceManage):
 * docs/finance.md, Invoices. Money is integer cents on the wire; amounts are typed as money text.
 */

export const INVOICE_TITLE_SORT_FIELDS = ['id', 'createdAt', 'updatedAt', 'name'] as const;
export const INVOICE_SORT_FIELDS = ['id', 'createdAt', 'amountCents'] as const;
/** An invoice number as tax systems print it: 8 to 20 letters and digits. */
export const INVOICE_NUMBER_PATTERN = /^[0-9A-Za-z]{8,20}$/;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const text = (max: number) => longText(max).default('');
const kindSchema = z.enum(INVOICE_TITLE_KINDS, { error: t('invoices.contract.kind') });
const typeSchema = z.enum(INVOICE_TYPES, { error: t('invoices.contract.invoiceType') });
const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, t('system.validate.tooLong', { max }));
const reasonSchema = requiredText(200, t('invoices.contract.reason'));
const invoiceNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: t('invoices.contract.invoiceNo') }).regex(INVOICE_NUMBER_PATTERN, t('invoices.contract.invoiceNo')),
);
const statusFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
  z.union(INVOICE_STATUSES.map((s) => z.literal(s)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], { error: t('invoices.contract.status') }).optional(),
);

// Titles

export const invoiceTitleSchema = z.object({
  id: z.number(),
  memberId: z.number(),
  memberName: z.string(),
  kind: kindSchema,
  invoiceType: typeSchema,
  name: z.string(),
  taxNumber: z.string(),
  address: z.string(),
  phone: z.string(),
  bank: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
});
export type InvoiceTitle = z.infer<typeof invoiceTitleSchema>;

export const invoiceTitleListRequest = listRequest.extend({
  memberId: idFilter,
  kind: z.preprocess(blankToUndefined, kindSchema.optional()),
  name: textFilter(100),
  sort: sortRequest(INVOICE_TITLE_SORT_FIELDS, '-createdAt'),
});
export const invoiceTitleListResult = listPageOf(invoiceTitleSchema);
export const getInvoiceTitleRequest = z.object({ titleId: recordIdSchema });
export const invoiceTitleDetailSchema = invoiceTitleSchema.extend({
  /** Applications made under this title, newest first (at most 50). */
  applications: z.array(z.object({ id: z.number(), orderNo: z.string(), amountCents: z.number(), status: z.number(), invoiceNo: z.string() })),
});

const titleFields = {
  kind: kindSchema,
  invoiceType: typeSchema.default('normal'),
  name: requiredText(100, t('invoices.contract.name')),
  taxNumber: z.string({ error: t('invoices.rule.taxNumber') }).transform(normaliseTaxNumber).default(''),
  address: text(200),
  phone: text(40),
  bank: text(100),
  bankAccount: z.string({ error: t('invoices.contract.bankAccount') }).transform((v) => v.replace(/\s+/g, '')).pipe(z.string().max(40, t('system.validate.tooLong', { max: 40 }))).default(''),
  email: text(100),
};

/** The shared title rules (validate/invoice-title.ts) as issues on their fields. */
const titleRules = (values: z.infer<z.ZodObject<typeof titleFields>>, ctx: z.RefinementCtx) => {
  for (const problem of invoiceTitleProblems(values)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
};

export const addInvoiceTitleRequest = z.object({ memberId: recordIdSchema, ...titleFields }).superRefine(titleRules);
/** Edits send the fields that change; the server checks the same rules on the title they make. */
export const editInvoiceTitleRequest = z.object({
  titleId: recordIdSchema,
  version: versionSchema,
  kind: titleFields.kind.optional(),
  invoiceType: typeSchema.optional(),
  name: titleFields.name.optional(),
  taxNumber: z.string({ error: t('invoices.rule.taxNumber') }).transform(normaliseTaxNumber).optional(),
  address: longText(200).optional(),
  phone: longText(40).optional(),
  bank: longText(100).optional(),
  bankAccount: z.string({ error: t('invoices.contract.bankAccount') }).transform((v) => v.replace(/\s+/g, '')).pipe(z.string().max(40, t('system.validate.tooLong', { max: 40 }))).optional(),
  email: longText(100).optional(),
});

// Applications

export const invoiceApplicationSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  studioId: z.number(),
  studioName: z.string(),
  memberId: z.number(),
  memberName: z.string(),
  titleId: z.number(),
  titleName: z.string(),
  kind: kindSchema,
  invoiceType: typeSchema,
  amountCents: z.number(),
  /** 2 pending review, 1 issued, 0 rejected, 3 reversed by a red invoice (InvoiceStatus). */
  status: z.number(),
  invoiceNo: z.string(),
  issuedAt: z.number().nullable(),
  fileId: z.number().nullable(),
  fileUrl: z.string(),
  rejectReason: z.string(),
  redInvoiceNo: z.string(),
  redReason: z.string(),
  reversedAt: z.number().nullable(),
  createdAt: z.number(),
  version: z.number(),
});
export type InvoiceApplication = z.infer<typeof invoiceApplicationSchema>;

export const invoiceListRequest = listRequest.extend({
  status: statusFilter,
  orderId: idFilter,
  memberId: idFilter,
  titleId: idFilter,
  studioId: idFilter,
  invoiceNo: textFilter(20),
  from: timeFilter,
  to: timeFilter,
  sort: sortRequest(INVOICE_SORT_FIELDS, '-id'),
});
export const invoiceListResult = listPageOf(invoiceApplicationSchema);
export const getInvoiceRequest = z.object({ invoiceId: recordIdSchema });
export const invoiceDetailSchema = invoiceApplicationSchema.extend({
  /** The order's paid amount less refunds, and what its pending and issued applications hold. */
  orderPaidCents: z.number(),
  orderInvoicedCents: z.number(),
  /** The title's full details, as printed on the invoice. */
  title: invoiceTitleSchema,
});

export const applyInvoiceRequest = z.object({
  orderId: recordIdSchema,
  titleId: recordIdSchema,
  /** The amount to invoice; blank: all that is still invoiceable on the order. */
  amount: z.preprocess(blankToUndefined, priceSchema.optional()),
});
export const issueInvoiceRequest = z.object({
  invoiceId: recordIdSchema,
  version: versionSchema,
  invoiceNo: invoiceNumber,
  /** The date printed on the invoice (epoch ms); blank: now. */
  issuedAt: timeFilter,
  /** The invoice's file (an upload: a scan or image of the invoice). */
  fileId: recordIdSchema,
});
export const rejectInvoiceRequest = z.object({ invoiceId: recordIdSchema, version: versionSchema, reason: reasonSchema });
export const reverseInvoiceRequest = z.object({
  invoiceId: recordIdSchema,
  version: versionSchema,
  /** The red (reversing) invoice's own number. */
  redInvoiceNo: invoiceNumber,
  reason: reasonSchema,
});
