import type { Handler, HandlerMap } from '../../http/handler-types';
import { uploadImage } from '../../uploads';
import { getInvoice, getInvoiceList } from './invoice-read';
import { applyInvoice, issueInvoice, rejectInvoice, reverseInvoice } from './invoice-write';
import { addInvoiceTitle, editInvoiceTitle, getInvoiceTitle, getInvoiceTitleList } from './title-handlers';

export { assertRefundKeepsInvoicesCovered } from './invoice-cover';

/** The invoice file goes through the shared upload storage, under the invoicing permission. */
const uploadInvoiceFile: Handler<'uploadInvoiceFile'> = (ctx) => uploadImage(ctx);

/** The handlers of invoice titles and invoicing, by endpoint name (docs/finance.md). */
export function createInvoiceHandlers(): HandlerMap {
  return {
    getInvoiceTitleList, getInvoiceTitle, addInvoiceTitle, editInvoiceTitle,
    getInvoiceList, getInvoice, applyInvoice, issueInvoice, rejectInvoice, reverseInvoice, uploadInvoiceFile,
  };
}
