import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { financeInvoiceRoutes as r } from './finance-invoice-routes';
import * as invoices from './schemas/finance-invoices';
import * as uploads from './schemas/catalogue-uploads';
import * as ecoin from './schemas/finance-ecoin';
import * as advance from './schemas/finance-advance-payments';

/** Invoice titles and invoicing with their schemas; the compiler keeps the names equal to financeInvoiceRoutes. */
export const financeInvoiceEndpoints = {
  getInvoiceTitleList: def({ ...r.getInvoiceTitleList, request: invoices.invoiceTitleListRequest, response: invoices.invoiceTitleListResult, mutates: false }),
  getInvoiceTitle: def({ ...r.getInvoiceTitle, request: invoices.getInvoiceTitleRequest, response: invoices.invoiceTitleDetailSchema, mutates: false }),
  addInvoiceTitle: def({ ...r.addInvoiceTitle, request: invoices.addInvoiceTitleRequest, response: invoices.invoiceTitleDetailSchema, mutates: true }),
  editInvoiceTitle: def({ ...r.editInvoiceTitle, request: invoices.editInvoiceTitleRequest, response: invoices.invoiceTitleDetailSchema, mutates: true }),
  getInvoiceList: def({ ...r.getInvoiceList, request: invoices.invoiceListRequest, response: invoices.invoiceListResult, mutates: false }),
  getInvoice: def({ ...r.getInvoice, request: invoices.getInvoiceRequest, response: invoices.invoiceDetailSchema, mutates: false }),
  applyInvoice: def({ ...r.applyInvoice, request: invoices.applyInvoiceRequest, response: invoices.invoiceDetailSchema, mutates: true }),
  issueInvoice: def({ ...r.issueInvoice, request: invoices.issueInvoiceRequest, response: invoices.invoiceDetailSchema, mutates: true }),
  rejectInvoice: def({ ...r.rejectInvoice, request: invoices.rejectInvoiceRequest, response: invoices.invoiceDetailSchema, mutates: true }),
  reverseInvoice: def({ ...r.reverseInvoice, request: invoices.reverseInvoiceRequest, response: invoices.invoiceDetailSchema, mutates: true }),
  uploadInvoiceFile: def({ ...r.uploadInvoiceFile, request: uploads.uploadImageRequest, response: uploads.uploadImageResult, mutates: true, multipart: true }),
  getEcoinRecordList: def({ ...r.getEcoinRecordList, request: ecoin.ecoinRecordListRequest, response: ecoin.ecoinRecordListResult, mutates: false }),
  getEcoinRecord: def({ ...r.getEcoinRecord, request: ecoin.getEcoinRecordRequest, response: ecoin.ecoinRecordSchema, mutates: false }),
  recordEcoinPurchase: def({ ...r.recordEcoinPurchase, request: ecoin.recordEcoinPurchaseRequest, response: ecoin.ecoinRecordSchema, mutates: true }),
  getAdvancePaymentList: def({ ...r.getAdvancePaymentList, request: advance.advancePaymentListRequest, response: advance.advancePaymentListResult, mutates: false }),
} satisfies Record<keyof typeof r, EndpointDef>;
