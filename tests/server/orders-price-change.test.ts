import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('price changes', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const request = async (orderId: number, newAmountCents: number, who = 'studio') =>
    api.ok(who, 'applyOrderAlterPrice', { orderId, version: await kit.version(orderId), newAmountCents, reason: 'Extra dressing materials' });

  it('shows the data before the change, records a request with old and new amounts, one pending at a time', async () => {
    const order = await kit.place();
    const before = await api.ok('studio', 'getOrderDataBeforePriceAlter', { orderId: order.id });
    expect(before).toMatchObject({ listPriceCents: order.amountCents, discountCents: 0, amountCents: order.amountCents, coupon: null, pending: null, canRequest: true, reason: '' });
    const made = await request(order.id, order.amountCents + 1500);
    expect(made).toMatchObject({ order: { id: order.id, orderNo: order.orderNo, status: -2 }, oldAmountCents: order.amountCents, newAmountCents: order.amountCents + 1500, status: 2, requestedBy: { name: 'Wang Lei' }, decidedBy: null, version: 1 });
    expect(Number((await kit.row(order.id)).amount_cents)).toBe(order.amountCents);
    const again = await api.call('studio', 'applyOrderAlterPrice', { orderId: order.id, version: await kit.version(order.id), newAmountCents: 1, reason: 'again' });
    expect(again.resultcode).toBe(101);
    expect(again.msg).toBe(t('orders.server.pricePending', { orderNo: order.orderNo }));
    const after = await api.ok('studio', 'getOrderDataBeforePriceAlter', { orderId: order.id });
    expect(after).toMatchObject({ canRequest: false, pending: { id: made.id } });
    const [event] = await sqlOn(server(), "select from_status, to_status from order_events where order_id = ? and event = 'order.requestPriceChange'", [order.id]);
    expect(event).toEqual({ from_status: -2, to_status: -2 });
  });

  it('approval applies the new amount atomically: order amount, version, timeline, audit; no money moves on an unpaid order', async () => {
    const order = await kit.orderIn(0);
    const made = await request(order.id, order.amountCents - 900);
    const orderVersion = await kit.version(order.id);
    const decided = await api.ok('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'approve' });
    expect(decided).toMatchObject({ status: 1, decidedBy: { name: 'Chen Jing' }, version: 2 });
    const row = await kit.row(order.id);
    expect(Number(row.amount_cents)).toBe(order.amountCents - 900);
    expect(Number(row.version)).toBe(orderVersion + 1);
    expect(await kit.count('select count(*) from journal_transactions where order_id = ?', [order.id])).toBe(0);
    expect(await kit.count("select count(*) from order_events where order_id = ? and event = 'order.priceChanged'", [order.id])).toBe(1);
    expect(await kit.count("select count(*) from audit_log where action = 'orderAlterPrice.approve' and entity_id = ?", [made.id])).toBe(1);
    // The member now pays the new amount.
    await kit.appEvent(order.id, 'order.pay');
    expect(Number((await kit.row(order.id)).paid_cents)).toBe(order.amountCents - 900);
  });

  it('rejects with a reason (required) and leaves the order alone; a decided request cannot be decided again', async () => {
    const order = await kit.place();
    const made = await request(order.id, 1);
    const noReason = await api.call('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'reject' });
    expect(noReason.msg).toBe(`reason: ${t('orders.contract.reasonRequired')}`);
    const rejected = await api.ok('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'reject', reason: 'Materials are included' });
    expect(rejected).toMatchObject({ status: 0, decisionReason: 'Materials are included' });
    expect(Number((await kit.row(order.id)).amount_cents)).toBe(order.amountCents);
    const twice = await api.call('admin', 'reviewPriceChange', { requestId: made.id, version: 2, decision: 'approve' });
    expect(twice.resultcode).toBe(101);
    expect(twice.msg).toBe(t('orders.server.priceDecided', { decision: t('orders.server.rejected') }));
    expect(await kit.count('select count(*) from journal_transactions where order_id = ?', [order.id])).toBe(0);
  });

  it('nobody approves their own request', async () => {
    const order = await kit.place();
    const made = await request(order.id, 100, 'admin');
    const own = await api.call('admin', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'approve' });
    expect(own.msg).toBe(`requestId: ${t('orders.server.priceOwnRequest')}`);
    expect((await api.ok('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'approve' })).status).toBe(1);
  });

  it('is refused once the order is paid, and an approval after the order moved on is refused', async () => {
    const paid = await kit.orderIn(1);
    const refused = await api.call('studio', 'applyOrderAlterPrice', { orderId: paid.id, version: await kit.version(paid.id), newAmountCents: 100, reason: 'late' });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(t('orders.server.refused', { orderNo: paid.orderNo, status: t('enum.orderStatus.1'), event: 'requestPriceChange' }));
    const order = await kit.orderIn(0);
    const made = await request(order.id, 500);
    await kit.appEvent(order.id, 'order.pay');
    const late = await api.call('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'approve' });
    expect(late.msg).toBe(t('orders.server.priceOrderMoved', { orderNo: order.orderNo, status: t('enum.orderStatus.1') }));
    expect((await api.ok('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'reject', reason: 'Paid already' })).status).toBe(0);
  });

  it('approval racing a cancel of the same order: exactly one wins', async () => {
    const order = await kit.place();
    const made = await request(order.id, 4321);
    // Both at the version before either runs (read inside Promise.all, it could see the approval's).
    const version = await kit.version(order.id);
    const [approve, cancel] = await Promise.all([
      api.call('cs', 'reviewPriceChange', { requestId: made.id, version: 1, decision: 'approve' }),
      api.call('admin', 'cancelOrder', { orderId: order.id, version, reason: 'Member cancelled' }),
    ]);
    expect([approve.resultcode, cancel.resultcode].sort()).toEqual([1, 104]);
    const row = await kit.row(order.id);
    if (approve.resultcode === 1) {
      expect(row).toMatchObject({ status: -2 });
      expect(Number(row.amount_cents)).toBe(4321);
    } else {
      expect(row).toMatchObject({ status: 6 });
      expect(Number(row.amount_cents)).toBe(order.amountCents);
      expect(await kit.count('select status from price_change_requests where id = ?', [made.id])).toBe(2);
      expect(await kit.count('select count(*) from journal_transactions where order_id = ?', [order.id])).toBe(0);
    }
  });

  it('lists requests by status, studio and order number, scoped to the caller\'s stations', async () => {
    const pending = await api.ok('admin', 'getPriceChangeList', { status: 2, limit: 1000 });
    expect(pending.total).toBe(await kit.count('select count(*) from price_change_requests where status = 2'));
    expect(pending.list.every((r) => r.status === 2)).toBe(true);
    const station = await kit.studioStation();
    const mine = await api.ok('studio', 'getPriceChangeList', { limit: 1000 });
    expect(mine.total).toBe(await kit.count('select count(*) from price_change_requests where studio_id = ?', [station]));
    const first = pending.list[0];
    if (first) expect((await api.ok('admin', 'getPriceChangeList', { orderNo: first.order.orderNo })).list.map((r) => r.id)).toContain(first.id);
    expect((await api.ok('admin', 'getPriceChangeList', { status: 1 })).list.every((r) => r.decidedBy !== null)).toBe(true);
  });

  it('reads one request as the list shows it; outside the caller\'s stations or unknown it answers 102', async () => {
    const station = await kit.studioStation();
    const [inside] = await sqlOn(server(), 'select id from price_change_requests where studio_id = ? order by id limit 1', [station]);
    const [outside] = await sqlOn(server(), 'select id from price_change_requests where studio_id <> ? order by id limit 1', [station]);
    const requestId = Number(inside?.id);
    const one = await api.ok('admin', 'getPriceChange', { requestId });
    const listed = (await api.ok('admin', 'getPriceChangeList', { limit: 1000, sort: 'id' })).list.find((r) => r.id === requestId);
    expect(one).toEqual(listed);
    expect((await api.ok('studio', 'getPriceChange', { requestId })).id).toBe(requestId);
    expect((await api.call('studio', 'getPriceChange', { requestId: Number(outside?.id) })).resultcode).toBe(102);
    expect((await api.call('admin', 'getPriceChange', { requestId: 99_999_999 })).resultcode).toBe(102);
    expect((await api.call('admin', 'getPriceChange', { requestId: 'x' })).resultcode).toBe(101);
  });

  it('refuses bad amounts naming the field', async () => {
    const order = await kit.place();
    for (const [value, problem] of [
      [-1, t('orders.contract.cents')],
      [1.5, t('orders.contract.cents')],
      ['abc', t('orders.contract.cents')],
      [order.amountCents, t('orders.server.priceSame')],
    ] as const) {
      const answer = await api.call('studio', 'applyOrderAlterPrice', { orderId: order.id, version: await kit.version(order.id), newAmountCents: value, reason: 'x' });
      expect(answer.msg).toBe(`newAmountCents: ${problem}`);
    }
    expect(await kit.count('select count(*) from price_change_requests where order_id = ?', [order.id])).toBe(0);
  });
});
