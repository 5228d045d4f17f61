import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('refunds', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const platformBalance = async () => Number((await sqlOn(server(), "select balance_cents from ledger_accounts where kind = 'platformRevenue'"))[0]?.balance_cents ?? 0);
  const postingsOf = (orderId: number, kind: string) =>
    sqlOn(server(), 'select a.kind, p.amount_cents, p.balance_after_cents from journal_postings p join journal_transactions j on j.id = p.journal_id join ledger_accounts a on a.id = p.account_id where j.order_id = ? and j.kind = ? order by a.kind', [orderId, kind]);

  it('cancelling a paid order returns the money: a refund payment, refunded_cents, a journal transaction from revenue back to clearing with the balance after it', async () => {
    const order = await kit.orderIn(2);
    const balance = await platformBalance();
    const cancelled = await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Patient admitted to hospital' });
    expect(cancelled).toMatchObject({ status: 6, paidCents: order.amountCents, refundedCents: order.amountCents });
    const refunds = await sqlOn(server(), "select method, amount_cents, status, reason from order_payments where order_id = ? and kind = 'refund'", [order.id]);
    expect(refunds).toEqual([{ method: 'wechat', amount_cents: order.amountCents, status: 'succeeded', reason: 'Patient admitted to hospital' }]);
    const postings = await postingsOf(order.id, 'refund');
    expect(postings).toEqual([
      { kind: 'paymentClearing', amount_cents: order.amountCents, balance_after_cents: expect.any(Number) },
      { kind: 'platformRevenue', amount_cents: -order.amountCents, balance_after_cents: balance - order.amountCents },
    ]);
    const [event] = await sqlOn(server(), "select data from order_events where order_id = ? and event = 'order.cancel'", [order.id]);
    expect(JSON.parse(String(event?.data))).toEqual({ refundedCents: order.amountCents });
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.payments.map((p) => `${p.kind}:${p.amountCents}`)).toEqual([`payment:${order.amountCents}`, `refund:${order.amountCents}`]);
    expect(detail).toMatchObject({ cancelReason: 'Patient admitted to hospital', cancelledAt: expect.any(Number) });
  });

  it('returns e-coin to the member\'s balance through their wallet on the journal', async () => {
    const order = await kit.orderIn(0);
    const [member] = await sqlOn(server(), 'select m.id, m.ecoin_cents from members m join orders o on o.member_id = m.id where o.id = ?', [order.id]);
    await kit.hook('/api/test/grantEcoin', { memberId: Number(member?.id), amountCents: order.amountCents });
    const before = Number(member?.ecoin_cents) + order.amountCents;
    expect((await kit.appEvent(order.id, 'order.pay', { method: 'ecoin' })).resultcode).toBe(1);
    expect(await kit.count('select ecoin_cents from members where id = ?', [Number(member?.id)])).toBe(before - order.amountCents);
    await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Changed plans' });
    expect(await kit.count('select ecoin_cents from members where id = ?', [Number(member?.id)])).toBe(before);
    const wallet = await sqlOn(server(), "select j.kind, p.amount_cents, p.balance_after_cents from journal_postings p join journal_transactions j on j.id = p.journal_id join ledger_accounts a on a.id = p.account_id where j.order_id = ? and a.kind = 'memberWallet' order by p.id", [order.id]);
    expect(wallet).toEqual([
      { kind: 'payment', amount_cents: -order.amountCents, balance_after_cents: before - order.amountCents },
      { kind: 'refund', amount_cents: order.amountCents, balance_after_cents: before },
    ]);
  });

  it('cancelling or rejecting an unpaid order moves no money', async () => {
    const unpaid = await kit.orderIn(0);
    await api.ok('admin', 'cancelOrder', { orderId: unpaid.id, version: await kit.version(unpaid.id), reason: 'Duplicate order' });
    const rejected = await kit.place();
    await api.ok('admin', 'auditOrder', { orderId: rejected.id, version: 1, decision: 'reject', reason: 'Address could not be verified' });
    for (const id of [unpaid.id, rejected.id]) {
      expect(await kit.count('select count(*) from order_payments where order_id = ?', [id])).toBe(0);
      expect(await kit.count('select count(*) from journal_transactions where order_id = ?', [id])).toBe(0);
      expect(Number((await kit.row(id)).refunded_cents)).toBe(0);
    }
  });

  it('a cancelled order cannot be cancelled again (no second refund)', async () => {
    const order = await kit.orderIn(1);
    await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'first' });
    const again = await api.call('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'second' });
    expect(again.resultcode).toBe(101);
    expect(await kit.count("select count(*) from order_payments where order_id = ? and kind = 'refund'", [order.id])).toBe(1);
  });
});
