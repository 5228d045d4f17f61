import sharp from 'sharp';
import { countOn } from '../support/database';
import { ordersKit } from '../orders-fixtures';
import type { MatrixArea } from './matrix-area';

let made = 0;
const invoiceNo = () => `MX${process.pid}${String(++made).padStart(8, '0')}`;

/**
 * Invoice titles and invoicing in the permission matrix. Each review gets a fresh application
 * on a fresh paid order at the studio manager's station (so scoping never refuses an allowed
 * role); the invoice file is a real multipart image.
 */
export const financeInvoicesMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from invoice_titles)',
    '(select coalesce(sum(version), 0) from invoice_titles)',
    '(select count(*) from invoice_applications)',
    '(select coalesce(sum(version), 0) from invoice_applications)',
    "(select count(*) from journal_transactions where kind = 'ecoinPurchase')",
    '(select coalesce(sum(ecoin_cents), 0) from members)',
  ],
  bodies: async ({ server, api }) => {
    const kit = ordersKit(() => server, api);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 20, b: 20 } } }).png().toBuffer();
    const fileId = await countOn(server, 'select min(id) from uploads');
    const paidOrder = async () => {
      const order = await kit.orderIn(1);
      const memberId = await countOn(server, 'select member_id from orders where id = ?', [order.id]);
      const title = await api.ok('admin', 'addInvoiceTitle', { memberId, kind: 'personal', name: 'Matrix person' });
      return { order, title };
    };
    const first = await paidOrder();
    const application = async () => {
      const { order, title } = await paidOrder();
      return api.ok('admin', 'applyInvoice', { orderId: order.id, titleId: title.id });
    };
    const issued = async () => {
      const a = await application();
      return api.ok('admin', 'issueInvoice', { invoiceId: a.id, version: a.version, invoiceNo: invoiceNo(), fileId: fileId || (await upload()) });
    };
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invoice.png');
      const auth = await api.as('admin');
      const answer = (await (await fetch(`${server.url}/api/admin/uploadInvoiceFile`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form })).json()) as { result: { id: number } };
      return answer.result.id;
    };
    const firstApplication = await api.ok('admin', 'applyInvoice', { orderId: first.order.id, titleId: first.title.id, amount: '0.01' });
    const ecoinRecord = await api.ok('admin', 'recordEcoinPurchase', { memberId: first.title.memberId, amount: '1.00', reference: 'Matrix opening' });
    return {
      getInvoiceTitleList: async () => ({}),
      getInvoiceTitle: async () => ({ titleId: first.title.id }),
      addInvoiceTitle: async () => ({ memberId: first.title.memberId, kind: 'company', name: 'Matrix Co', taxNumber: '91310000MA1FL8XQ3B' }),
      editInvoiceTitle: async () => {
        const title = await api.ok('admin', 'addInvoiceTitle', { memberId: first.title.memberId, kind: 'personal', name: 'Matrix edit' });
        return { titleId: title.id, version: title.version, kind: 'personal', name: 'Matrix edited' };
      },
      getInvoiceList: async () => ({}),
      getInvoice: async () => ({ invoiceId: firstApplication.id }),
      applyInvoice: async () => {
        const { order, title } = await paidOrder();
        return { orderId: order.id, titleId: title.id };
      },
      issueInvoice: async () => {
        const a = await application();
        return { invoiceId: a.id, version: a.version, invoiceNo: invoiceNo(), fileId: fileId || (await upload()) };
      },
      rejectInvoice: async () => {
        const a = await application();
        return { invoiceId: a.id, version: a.version, reason: 'Matrix' };
      },
      reverseInvoice: async () => {
        const a = await issued();
        return { invoiceId: a.id, version: a.version, redInvoiceNo: invoiceNo(), reason: 'Matrix' };
      },
      uploadInvoiceFile: async () => ({ file: new Blob([new Uint8Array(png)], { type: 'image/png' }) }),
      getEcoinRecordList: async () => ({}),
      getEcoinRecord: async () => ({ recordId: ecoinRecord.id }),
      recordEcoinPurchase: async () => ({ memberId: first.title.memberId, amount: '12.50', reference: 'Matrix transfer' }),
      getAdvancePaymentList: async () => ({}),
    };
  },
};
