import { t } from '@careops/core/i18n';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { systemClient } from './system-fixtures';

let made = 0;
const invoiceNo = () => `INV${process.pid}${String(++made).padStart(6, '0')}`;
const TAX = '91310000MA1FL8XQ3B';

describe('finance: invoice titles and invoicing', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  let fileId = 0;

  beforeAll(async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    const auth = await api.as('finance');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invoice.png');
    const response = await fetch(`${server().url}/api/admin/uploadInvoiceFile`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form });
    const body = (await response.json()) as { resultcode: number; result: { id: number } };
    expect(body.resultcode).toBe(1);
    fileId = body.result.id;
  });

  const memberOf = async (orderId: number) => Number((await kit.row(orderId)).member_id);
  const titleFor = async (memberId: number, extra: Record<string, unknown> = {}) =>
    api.ok('finance', 'addInvoiceTitle', { memberId, kind: 'company', name: 'Shanghai Care Ltd', taxNumber: TAX, ...extra });
  const paidOrder = async () => {
    const order = await kit.orderIn(2);
    const title = await titleFor(await memberOf(order.id));
    return { order, title };
  };

  it('titles: a company needs a 15, 17, 18 or 20 character tax number; a special invoice its bank details; the same rule in every face', async () => {
    const memberId = Number((await sqlOn(server(), 'select min(id) as id from members'))[0]?.id);
    const before = await kit.count('select count(*) from invoice_titles');
    const noTax = await api.call('finance', 'addInvoiceTitle', { memberId, kind: 'company', name: 'No Tax Co' });
    expect(noTax).toMatchObject({ resultcode: 101, result: { field: 'taxNumber' } });
    expect(noTax.msg).toContain(t('invoices.rule.taxNumberRequired'));
    const shortTax = await api.call('finance', 'addInvoiceTitle', { memberId, kind: 'company', name: 'Short Co', taxNumber: '1234567890123456' });
    expect(shortTax).toMatchObject({ resultcode: 101, result: { field: 'taxNumber' } });
    const special = await api.call('finance', 'addInvoiceTitle', { memberId, kind: 'company', invoiceType: 'special', name: 'Special Co', taxNumber: TAX, address: '1 Road' });
    expect(special).toMatchObject({ resultcode: 101 });
    expect(special.msg).toContain(t('invoices.field.phone'));
    expect(await kit.count('select count(*) from invoice_titles')).toBe(before);

    const personal = await api.ok('finance', 'addInvoiceTitle', { memberId, kind: 'personal', name: 'Li Hua', taxNumber: 'ignored' });
    expect(personal).toMatchObject({ kind: 'personal', invoiceType: 'normal', taxNumber: '' });
    const company = await api.ok('finance', 'addInvoiceTitle', {
      memberId, kind: 'company', invoiceType: 'special', name: 'Care Co', taxNumber: '9131 0000 ma1f l8xq 3b', address: '1 Road', phone: '021-12345678', bank: 'ICBC', bankAccount: '6222 0000 1111',
    });
    expect(company).toMatchObject({ taxNumber: TAX, bankAccount: '622200001111', invoiceType: 'special' });
    const edited = await api.ok('finance', 'editInvoiceTitle', { titleId: company.id, version: company.version, kind: 'company', name: 'Care Co', taxNumber: TAX, invoiceType: 'normal' });
    expect(edited).toMatchObject({ invoiceType: 'normal', bank: '', version: company.version + 1 });
    const stale = await api.call('finance', 'editInvoiceTitle', { titleId: company.id, version: company.version, kind: 'personal', name: 'x' });
    const needsTax = await api.call('finance', 'editInvoiceTitle', { titleId: personal.id, version: personal.version, kind: 'company' });
    expect(needsTax).toMatchObject({ resultcode: 101, result: { field: 'taxNumber' } });
    const renamed = await api.ok('finance', 'editInvoiceTitle', { titleId: personal.id, version: personal.version, name: 'Li Hua Jr' });
    expect(renamed).toMatchObject({ name: 'Li Hua Jr', kind: 'personal' });
    expect(stale.resultcode).toBe(104);
    const listed = await api.ok('finance', 'getInvoiceTitleList', { memberId, kind: 'company' });
    expect(listed.list.map((x) => x.id)).toContain(company.id);
  });

  it('only paid orders, never more than paid across applications; issue, reject, red invoice', async () => {
    const unpaid = await kit.orderIn(0);
    const unpaidTitle = await titleFor(await memberOf(unpaid.id));
    const refused = await api.call('finance', 'applyInvoice', { orderId: unpaid.id, titleId: unpaidTitle.id });
    expect(refused).toMatchObject({ resultcode: 101, result: { field: 'orderId' } });
    expect(refused.msg).toContain(t('invoices.server.notPaid', { orderNo: unpaid.orderNo }));

    const { order, title } = await paidOrder();
    const paid = order.paidCents;
    expect(paid).toBeGreaterThan(100);
    const otherTitle = await titleFor(await kit.count('select min(id) from members where id <> ?', [await memberOf(order.id)]));
    expect((await api.call('finance', 'applyInvoice', { orderId: order.id, titleId: otherTitle.id })).result).toMatchObject({ field: 'titleId' });

    const first = await api.ok('finance', 'applyInvoice', { orderId: order.id, titleId: title.id, amount: ((paid - 100) / 100).toFixed(2) });
    expect(first).toMatchObject({ status: 2, amountCents: paid - 100, orderPaidCents: paid, orderInvoicedCents: paid - 100 });
    const tooMuch = await api.call('finance', 'applyInvoice', { orderId: order.id, titleId: title.id, amount: '1.01' });
    expect(tooMuch).toMatchObject({ resultcode: 101, result: { field: 'amount' } });
    const rest = await api.ok('finance', 'applyInvoice', { orderId: order.id, titleId: title.id });
    expect(rest.amountCents).toBe(100);
    const nothingLeft = await api.call('finance', 'applyInvoice', { orderId: order.id, titleId: title.id });
    expect(nothingLeft).toMatchObject({ resultcode: 101, result: { field: 'orderId' } });
    expect(nothingLeft.msg).toContain(order.orderNo);

    const noReason = await api.call('finance', 'rejectInvoice', { invoiceId: rest.id, version: rest.version, reason: ' ' });
    expect(noReason.result).toMatchObject({ field: 'reason' });
    const rejected = await api.ok('finance', 'rejectInvoice', { invoiceId: rest.id, version: rest.version, reason: 'Wrong title' });
    expect(rejected).toMatchObject({ status: 0, rejectReason: 'Wrong title', orderInvoicedCents: paid - 100 });

    const number = invoiceNo();
    const badNumber = await api.call('finance', 'issueInvoice', { invoiceId: first.id, version: first.version, invoiceNo: '12-34', fileId });
    expect(badNumber.result).toMatchObject({ field: 'invoiceNo' });
    const noFile = await api.call('finance', 'issueInvoice', { invoiceId: first.id, version: first.version, invoiceNo: number, fileId: 2_000_000 });
    expect(noFile.result).toMatchObject({ field: 'fileId' });
    const issued = await api.ok('finance', 'issueInvoice', { invoiceId: first.id, version: first.version, invoiceNo: number, fileId });
    expect(issued).toMatchObject({ status: 1, invoiceNo: number, fileId, fileUrl: expect.stringMatching(/^\/uploads\//), issuedAt: expect.any(Number) });
    expect((await api.call('finance', 'issueInvoice', { invoiceId: first.id, version: issued.version, invoiceNo: invoiceNo(), fileId })).msg).toContain(t('invoices.status.1'));
    expect((await api.call('finance', 'rejectInvoice', { invoiceId: rejected.id, version: rejected.version, reason: 'again' })).resultcode).toBe(101);

    const numberTaken = await api.ok('finance', 'applyInvoice', { orderId: order.id, titleId: title.id, amount: '0.50' });
    expect((await api.call('finance', 'issueInvoice', { invoiceId: numberTaken.id, version: numberTaken.version, invoiceNo: number, fileId })).result).toMatchObject({ field: 'invoiceNo' });

    // A refund with invoices outstanding is refused and moves nothing; after a red invoice and the pending rejected, it goes through.
    const cancel = await api.call('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Patient moved' });
    expect(cancel.resultcode).toBe(101);
    expect(cancel.msg).toContain(order.orderNo);
    expect(Number((await kit.row(order.id)).refunded_cents)).toBe(0);
    expect(Number((await kit.row(order.id)).status)).toBe(2);

    const red = await api.ok('finance', 'reverseInvoice', { invoiceId: issued.id, version: issued.version, redInvoiceNo: invoiceNo(), reason: 'Order refunded' });
    expect(red).toMatchObject({ status: 3, redReason: 'Order refunded', reversedAt: expect.any(Number) });
    expect((await api.call('finance', 'reverseInvoice', { invoiceId: issued.id, version: red.version, redInvoiceNo: invoiceNo(), reason: 'twice' })).resultcode).toBe(101);
    expect((await api.call('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Patient moved' })).resultcode).toBe(101);
    await api.ok('finance', 'rejectInvoice', { invoiceId: numberTaken.id, version: numberTaken.version, reason: 'Order cancelled' });
    const cancelled = await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Patient moved' });
    expect(cancelled).toMatchObject({ status: 6, refundedCents: paid });
    expect((await api.call('finance', 'applyInvoice', { orderId: order.id, titleId: title.id })).msg).toContain(t('invoices.server.notPaid', { orderNo: order.orderNo }));

    const audited = await kit.count("select count(*) from audit_log where entity = 'invoice_application' and entity_id in (?, ?, ?)", [first.id, rest.id, numberTaken.id]);
    expect(audited).toBe(7);
    const detail = await api.ok('finance', 'getInvoice', { invoiceId: first.id });
    expect(detail).toMatchObject({ title: { id: title.id, taxNumber: TAX }, orderPaidCents: 0, orderInvoicedCents: 0 });
    const listed = await api.ok('finance', 'getInvoiceList', { orderId: order.id, status: 3 });
    expect(listed.list.map((x) => x.id)).toEqual([first.id]);
  });

  it('two applications racing for the last amount: one wins, the order is never over-invoiced', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, title } = await paidOrder();
      await api.as('finance');
      const answers = await Promise.all(Array.from({ length: 6 }, () => api.call('finance', 'applyInvoice', { orderId: order.id, titleId: title.id })));
      expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(1);
      for (const lost of answers.filter((a) => a.resultcode !== 1)) expect(lost.resultcode).toBe(101);
      const held = await kit.count('select coalesce(sum(amount_cents), 0) from invoice_applications where order_id = ? and status in (1, 2)', [order.id]);
      expect(held).toBe(order.paidCents);
    }
  });

  it('an application racing a refund: never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, title } = await paidOrder();
      const [applied, cancelled] = await Promise.all([
        api.call('finance', 'applyInvoice', { orderId: order.id, titleId: title.id }),
        api.call('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'race' }),
      ]);
      expect([applied.resultcode, cancelled.resultcode].filter((c) => c === 1)).toHaveLength(1);
      const row = await kit.row(order.id);
      const held = await kit.count('select coalesce(sum(amount_cents), 0) from invoice_applications where order_id = ? and status in (1, 2)', [order.id]);
      expect(held).toBeLessThanOrEqual(Number(row.paid_cents) - Number(row.refunded_cents));
    }
  });

  it('an order the scheduler refunds: its pending application is rejected; an issued invoice holds the refund back', async () => {
    const runJobs = () => kit.hook<{ expiredAcceptance: number; failed: number }>('/api/test/runOrderJobs');
    const pendingOrder = await kit.orderIn(1);
    const pendingTitle = await titleFor(await memberOf(pendingOrder.id));
    const pending = await api.ok('finance', 'applyInvoice', { orderId: pendingOrder.id, titleId: pendingTitle.id });
    await kit.hook('/api/test/setOrderClock', { orderId: pendingOrder.id, deadlineAt: Date.now() - 1000 });
    await runJobs();
    expect(await kit.row(pendingOrder.id)).toMatchObject({ status: 8 });
    expect(await api.ok('finance', 'getInvoice', { invoiceId: pending.id })).toMatchObject({ status: 0, rejectReason: t('invoices.server.orderRefunded'), orderInvoicedCents: 0 });

    const issuedOrder = await kit.orderIn(1);
    const issuedTitle = await titleFor(await memberOf(issuedOrder.id));
    const applied = await api.ok('finance', 'applyInvoice', { orderId: issuedOrder.id, titleId: issuedTitle.id });
    await api.ok('finance', 'issueInvoice', { invoiceId: applied.id, version: applied.version, invoiceNo: invoiceNo(), fileId });
    await kit.hook('/api/test/setOrderClock', { orderId: issuedOrder.id, deadlineAt: Date.now() - 1000 });
    expect((await runJobs()).failed).toBeGreaterThanOrEqual(1);
    expect(Number((await kit.row(issuedOrder.id)).status)).toBe(1);
    expect(Number((await kit.row(issuedOrder.id)).refunded_cents)).toBe(0);
  });

  it('staff bound to studios see and review only their studios\' invoices', async () => {
    const { order, title } = await paidOrder();
    const application = await api.ok('finance', 'applyInvoice', { orderId: order.id, titleId: title.id });
    const elsewhere = await kit.otherStation();
    const user = await api.addUser({ roleIds: [await api.roleId('finance')], stationIds: [elsewhere] });
    const bound = user.username;
    expect((await api.call(bound, 'getInvoice', { invoiceId: application.id })).resultcode).toBe(106);
    expect((await api.call(bound, 'rejectInvoice', { invoiceId: application.id, version: application.version, reason: 'no' })).resultcode).toBe(106);
    expect((await api.ok(bound, 'getInvoiceList', { orderId: order.id })).total).toBe(0);
    expect((await api.call(bound, 'applyInvoice', { orderId: order.id, titleId: title.id })).resultcode).toBe(106);
    expect((await api.call('cs', 'getInvoiceList', {})).resultcode).toBe(106);
    expect((await api.call('ops', 'addInvoiceTitle', { memberId: title.memberId, kind: 'personal', name: 'x' })).resultcode).toBe(106);
    expect((await api.ok('finance', 'getInvoice', { invoiceId: application.id })).status).toBe(2);
  });
});
