// careops invoice-titles|invoices|ecoin|advance-payments against a real server: a title refused
// by core's tax-number rule, then saved; an application on a paid order, issued with its file,
// refused a second review, reversed with a red invoice; an e-coin purchase recorded once per
// idempotency key; the order's advance payment listed.
import { t } from '@careops/core/i18n';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sqlOn } from '../server/support/database';
import { ordersKit } from '../server/orders-fixtures';
import { systemClient } from '../server/system-fixtures';
import { useCliUsers } from './support/cli-users';

const cli = useCliUsers(['finance']);
const { run, json } = cli.users.finance;

describe('careops invoices, invoice titles, e-coin and advance payments', () => {
  it('keeps the invoice rules on the command line and walks an invoice from application to red invoice', async () => {
    const api = systemClient(() => cli.server);
    const kit = ordersKit(() => cli.server, api);
    const order = await kit.orderIn(2);
    const member = String((await kit.row(order.id)).member_id);

    const refused = await run(['invoice-titles', 'add', '--member', member, '--kind', 'company', '--name', 'CLI Care Co', '--tax-number', '12345']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(t('invoices.rule.taxNumber'));
    const title = await json<{ id: number; taxNumber: string }>(['invoice-titles', 'add', '--member', member, '--kind', 'company', '--name', 'CLI Care Co', '--tax-number', '91310000ma1fl8xq3b']);
    expect(title.taxNumber).toBe('91310000MA1FL8XQ3B');

    const application = await json<{ id: number; status: number; amountCents: number }>(['invoices', 'apply', '--order', String(order.id), '--title', String(title.id)]);
    expect(application).toMatchObject({ status: 2, amountCents: order.amountCents });
    const again = await run(['invoices', 'apply', '--order', String(order.id), '--title', String(title.id)]);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toContain(order.orderNo);

    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#884422' } }).png().toBuffer();
    const auth = await api.as('admin');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invoice.png');
    const file = (await (await fetch(`${cli.server.url}/api/admin/uploadInvoiceFile`, { method: 'POST', headers: { token: auth.token, userId: String(auth.userId) }, body: form })).json()) as { result: { id: number } };

    const issued = await run(['invoices', 'issue', String(application.id), '--number', '04400123456789', '--file', String(file.result.id)]);
    expect(issued.code, issued.stderr).toBe(0);
    const listed = await json<Array<{ id: number; status: number; invoiceNo: string }>>(['invoices', 'list', '--status', 'issued', '--order-id', String(order.id)]);
    expect(listed).toEqual([expect.objectContaining({ id: application.id, invoiceNo: '04400123456789' })]);
    const rejectIssued = await run(['invoices', 'reject', String(application.id), '--reason', 'late']);
    expect(rejectIssued.code).not.toBe(0);

    const red = await run(['invoices', 'red', String(application.id), '--number', '04400123456790', '--reason', 'Order refunded', '--yes']);
    expect(red.code, red.stderr).toBe(0);
    const viewed = await json<{ status: number; redInvoiceNo: string }>(['invoices', 'view', String(application.id)]);
    expect(viewed).toMatchObject({ status: 3, redInvoiceNo: '04400123456790' });

    const purchase = ['ecoin', 'purchase', '--member', member, '--amount', '30.00', '--reference', 'BANK-CLI-1', '--idempotency-key', `cli-ecoin-${process.pid}`];
    const first = await json<{ journalId: number; amountCents: number }>(purchase);
    const second = await json<{ journalId: number }>(purchase);
    expect(second.journalId).toBe(first.journalId);
    expect(first.amountCents).toBe(3000);
    const records = await json<Array<{ kind: string; journalId: number }>>(['ecoin', 'list', '--member', member, '--kind', 'purchase']);
    expect(records.filter((r) => r.journalId === first.journalId)).toHaveLength(1);
    expect(Number((await sqlOn(cli.server, "select count(*) as n from journal_transactions where kind = 'ecoinPurchase'"))[0]?.n)).toBe(1);

    const advance = await json<Array<{ orderId: number; status: number }>>(['advance-payments', 'list', '--order-id', String(order.id)]);
    expect(advance).toEqual([expect.objectContaining({ orderId: order.id, status: 2 })]);
  });
});
