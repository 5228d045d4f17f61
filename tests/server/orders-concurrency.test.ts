import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('order transitions racing each other', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);

  it('approve and cancel at the same version: exactly one wins, the other is told what happened', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await kit.place();
      const [approve, cancel] = await Promise.all([
        api.call('admin', 'auditOrder', { orderId: order.id, version: 1, decision: 'approve' }),
        api.call('cs', 'cancelOrder', { orderId: order.id, version: 1, reason: 'Member called to cancel' }),
      ]);
      const codes = [approve.resultcode, cancel.resultcode].sort();
      expect(codes).toEqual([1, 104]);
      const row = await kit.row(order.id);
      const loser = approve.resultcode === 104 ? approve : cancel;
      expect(loser.msg).toBe(t('orders.server.lostRace', { orderNo: order.orderNo, status: t(`enum.orderStatus.${row.status}` as 'enum.orderStatus.0') }));
      expect(row.version).toBe(2);
      expect(row.status).toBe(approve.resultcode === 1 ? -1 : 6);
      expect(await kit.count('select count(*) from order_events where order_id = ? and event <> ?', [order.id, 'order.created'])).toBe(1);
      expect(await kit.count("select count(*) from audit_log where entity = 'order' and entity_id = ? and action <> 'order.place'", [order.id])).toBe(1);
    }
  });

  it('eight clients cancelling one paid order: one refund, seven clear refusals', async () => {
    const order = await kit.orderIn(1);
    const version = await kit.version(order.id);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => api.call(i % 2 ? 'cs' : 'admin', 'cancelOrder', { orderId: order.id, version, reason: `client ${i}` })));
    expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.resultcode === 104)).toHaveLength(7);
    expect(await kit.count("select count(*) from order_payments where order_id = ? and kind = 'refund'", [order.id])).toBe(1);
    expect(await kit.count("select count(*) from journal_transactions where order_id = ? and kind = 'refund'", [order.id])).toBe(1);
    expect(Number((await kit.row(order.id)).refunded_cents)).toBe(order.amountCents);
  });

  it('a staff cancel racing the nurse accepting: one side wins, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await kit.orderIn(1);
      const nurseId = await kit.fittingNurse(order.id);
      const [cancel, accept] = await Promise.all([
        api.call('admin', 'cancelOrder', { orderId: order.id, version: await kit.version(order.id), reason: 'race' }),
        kit.appEvent(order.id, 'order.accept', { nurseId }),
      ]);
      const row = await kit.row(order.id);
      const won = [cancel.resultcode, accept.resultcode].filter((c) => c === 1);
      expect(won).toHaveLength(1);
      expect(row.status).toBe(cancel.resultcode === 1 ? 6 : 2);
      const [events] = await sqlOn(server(), "select count(*) as n from order_events where order_id = ? and event in ('order.cancel', 'order.accept')", [order.id]);
      expect(Number(events?.n)).toBe(1);
    }
  });

  it('different orders move in parallel without blocking each other', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => kit.place()));
    const answers = await Promise.all(orders.map((o) => api.call('admin', 'auditOrder', { orderId: o.id, version: 1, decision: 'approve' })));
    expect(answers.map((a) => a.resultcode)).toEqual(orders.map(() => 1));
  });
});
