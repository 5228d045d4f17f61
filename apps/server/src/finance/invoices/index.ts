import type { Handler, HandlerMap } from '../../http/handler-types';
import { uploadImage } from '../../uploads';
import { getAdvancePaymentList } from '../advance-payments/advance-payment-list';
import { getEcoinRecord, getEcoinRecordList, recordEcoinPurchase } from '../ecoin/ecoin-handlers';
import { getInvoice, getInvoiceList } from './invoice-read';
import { applyInvoice, issueInvoice, rejectInvoice, reverseInvoice } from './invoice-write';
import { addInvoiceTitle, editInvoiceTitle, getInvoiceTitle, getInvoiceTitleList } from './title-handlers';

export { assertRefundKeepsInvoicesCovered } from './invoice-cover';

/** The invoice file goes through the shared upload storage, under the invoicing permission. */
const uploadInvoiceFile: Handler<'uploadInvoiceFile'> = (ctx) => uploadImage(ctx);

/** The handlers of invoice titles, invoicing, e-coin and advance payments, by endpoint name (docs/finance.md). */
export function createInvoiceHandlers(): HandlerMap {
  return {
    getInvoiceTitleList, getInvoiceTitle, addInvoiceTitle, editInvoiceTitle,
    getInvoiceList, getInvoice, applyInvoice, issueInvoice, rejectInvoice, reverseInvoice, uploadInvoiceFile,
    getEcoinRecordList, getEcoinRecord, recordEcoinPurchase, getAdvancePaymentList,
  };
}
