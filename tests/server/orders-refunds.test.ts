import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('refunds', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const platformBalance = async () => Number((await sqlOn(server(), "select balance_after_cents from ledger_entries where party_kind = 'platform' order by id desc limit 1"))[0]?.balance_after_cents ?? 0);

  it('cancelling a paid order returns the money: a refund payment, refunded_cents, a ledger entry with the balance after it', async () => {
    const order = await kit.orderIn(2);
    const balance = await platformBalance();
    const cancelled = await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Patient admitted to hospital' });
    expect(cancelled).toMatchObject({ status: 6, paidCents: order.amountCents, refundedCents: order.amountCents });
    const refunds = await sqlOn(server(), "select method, amount_cents, status, reason from order_payments where order_id = ? and kind = 'refund'", [order.id]);
    expect(refunds).toEqual([{ method: 'wechat', amount_cents: order.amountCents, status: 'succeeded', reason: 'Patient admitted to hospital' }]);
    const [entry] = await sqlOn(server(), "select kind, party_kind, amount_cents, balance_after_cents from ledger_entries where order_id = ? and kind = 'refund'", [order.id]);
    expect(entry).toEqual({ kind: 'refund', party_kind: 'platform', amount_cents: -order.amountCents, balance_after_cents: balance - order.amountCents });
    const [event] = await sqlOn(server(), "select data from order_events where order_id = ? and event = 'order.cancel'", [order.id]);
    expect(JSON.parse(String(event?.data))).toEqual({ refundedCents: order.amountCents });
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.payments.map((p) => `${p.kind}:${p.amountCents}`)).toEqual([`payment:${order.amountCents}`, `refund:${order.amountCents}`]);
    expect(detail).toMatchObject({ cancelReason: 'Patient admitted to hospital', cancelledAt: expect.any(Number) });
  });

  it('returns e-coin to the member\'s balance with a member ledger entry', async () => {
    const order = await kit.orderIn(0);
    const [member] = await sqlOn(server(), 'select m.id, m.ecoin_cents from members m join orders o on o.member_id = m.id where o.id = ?', [order.id]);
    await sqlOn(server(), 'update members set ecoin_cents = ecoin_cents + ? where id = ?', [order.amountCents, Number(member?.id)]);
    const before = Number(member?.ecoin_cents) + order.amountCents;
    expect((await kit.appEvent(order.id, 'order.pay', { method: 'ecoin' })).resultcode).toBe(1);
    expect(await kit.count('select ecoin_cents from members where id = ?', [Number(member?.id)])).toBe(before - order.amountCents);
    await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'Changed plans' });
    expect(await kit.count('select ecoin_cents from members where id = ?', [Number(member?.id)])).toBe(before);
    const entries = await sqlOn(server(), "select kind, amount_cents, balance_after_cents from ledger_entries where order_id = ? and party_kind = 'member' order by id", [order.id]);
    expect(entries).toEqual([
      { kind: 'spend', amount_cents: -order.amountCents, balance_after_cents: before - order.amountCents },
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
      expect(await kit.count('select count(*) from ledger_entries where order_id = ?', [id])).toBe(0);
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
