const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** Invoice titles, invoice applications, e-coin and advance payments: path, method and permission node (docs/finance.md). */
export const financeInvoiceRoutes = {
  // Invoice titles (/finance/invoiceRise, /finance/invoiceRiseDetail/:id)
  getInvoiceTitleList: post('getInvoiceTitleList', 'invoiceRise'),
  getInvoiceTitle: post('getInvoiceTitle', 'invoiceRise'),
  addInvoiceTitle: post('addInvoiceTitle', 'invoiceRise.edit'),
  editInvoiceTitle: post('editInvoiceTitle', 'invoiceRise.edit'),
  // Invoicing (/finance/invoiceManage, /finance/invoiceApply/:id)
  getInvoiceList: post('getInvoiceList', 'invoiceManage'),
  getInvoice: post('getInvoice', 'invoiceManage'),
  applyInvoice: post('applyInvoice', 'invoiceManage.apply'),
  issueInvoice: post('issueInvoice', 'invoiceManage.issue'),
  rejectInvoice: post('rejectInvoice', 'invoiceManage.issue'),
  reverseInvoice: post('reverseInvoice', 'invoiceManage.red'),
  uploadInvoiceFile: post('uploadInvoiceFile', 'invoiceManage.issue'),
  // E-coin (/finance/e-coin-record, key eCoinBuyRecord)
  getEcoinRecordList: post('getEcoinRecordList', 'eCoinBuyRecord'),
  getEcoinRecord: post('getEcoinRecord', 'eCoinBuyRecord'),
  recordEcoinPurchase: post('recordEcoinPurchase', 'eCoinBuyRecord.record'),
  // Advance payments: prepaid orders' money until the visit (read with the journal)
  getAdvancePaymentList: post('getAdvancePaymentList', 'collectionPayment'),
};
