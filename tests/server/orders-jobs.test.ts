import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

interface JobResult {
  expiredPayment: number;
  expiredAcceptance: number;
  autoFinished: number;
  failed: number;
}

describe('order scheduler', () => {
  // Auto-finish after 3 days here, to see the setting apply.
  const server = useServer({ CAREOPS_ORDER_AUTO_FINISH_DAYS: '3' });
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const run = () => kit.hook<JobResult>('/api/test/runOrderJobs');
  const DAY = 86_400_000;

  it('expires an unpaid order past its payment deadline (0 → 8) as the system, with an audit row on channel system', async () => {
    const order = await kit.orderIn(0);
    const waiting = await kit.orderIn(0);
    await kit.hook('/api/test/setOrderClock', { orderId: order.id, deadlineAt: Date.now() - 1000 });
    const result = await run();
    expect(result.expiredPayment).toBeGreaterThanOrEqual(1);
    expect(await kit.row(order.id)).toMatchObject({ status: 8, deadline_at: null });
    expect((await kit.row(waiting.id)).status).toBe(0);
    const [event] = await sqlOn(server(), "select actor_kind, actor_name, from_status from order_events where order_id = ? and event = 'order.expire'", [order.id]);
    expect(event).toEqual({ actor_kind: 'system', actor_name: 'system', from_status: 0 });
    const [audit] = await sqlOn(server(), "select channel, actor_id from audit_log where entity = 'order' and entity_id = ? and action = 'order.expire'", [order.id]);
    expect(audit).toEqual({ channel: 'system', actor_id: null });
  });

  it('expires a paid order nobody accepted (1 → 8) and refunds it', async () => {
    const order = await kit.orderIn(1);
    await kit.hook('/api/test/setOrderClock', { orderId: order.id, deadlineAt: Date.now() - 1000 });
    expect((await run()).expiredAcceptance).toBeGreaterThanOrEqual(1);
    expect(await kit.row(order.id)).toMatchObject({ status: 8 });
    expect(Number((await kit.row(order.id)).refunded_cents)).toBe(order.amountCents);
    expect(await kit.count("select count(*) from order_payments where order_id = ? and kind = 'refund'", [order.id])).toBe(1);
  });

  it('finishes orders pending review the configured days after the service ended, creating the waste task', async () => {
    const due = await kit.orderIn(4, { waste: true });
    const recent = await kit.orderIn(4, { waste: true });
    await kit.hook('/api/test/setOrderClock', { orderId: due.id, serviceEndedAt: Date.now() - 3 * DAY - 1000 });
    await kit.hook('/api/test/setOrderClock', { orderId: recent.id, serviceEndedAt: Date.now() - 2 * DAY });
    expect((await run()).autoFinished).toBeGreaterThanOrEqual(1);
    expect((await kit.row(due.id)).status).toBe(5);
    expect((await kit.row(recent.id)).status).toBe(4);
    expect(await kit.count('select count(*) from medical_waste_tasks where order_id = ?', [due.id])).toBe(1);
  });

  it('leaves an order alone that moved on before its deadline was acted on, and runs nothing twice', async () => {
    const order = await kit.orderIn(0);
    await kit.hook('/api/test/setOrderClock', { orderId: order.id, deadlineAt: Date.now() - 1000 });
    await kit.appEvent(order.id, 'order.pay'); // paid just in time: a fresh acceptance deadline
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.failed + second.failed).toBe(0);
    expect((await kit.row(order.id)).status).toBe(1);
    expect(await kit.count("select count(*) from order_events where event = 'order.expire' and order_id = ?", [order.id])).toBe(0);
  });

  it('has nothing left to do after a run (every due order handled once)', async () => {
    await run();
    expect(await run()).toEqual({ expiredPayment: 0, expiredAcceptance: 0, autoFinished: 0, failed: 0 });
    expect(await kit.count('select count(*) from orders where status in (0, 1) and deadline_at < ?', [Date.now() - 5000])).toBe(0);
  });
});
