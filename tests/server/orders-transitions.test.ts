import type { OrderSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

const refused = (orderNo: string, status: string, event: string) => t('orders.server.refused', { orderNo, status, event });

describe('order transitions', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const body = async (order: OrderSummary, extra: Record<string, unknown> = {}) => ({ orderId: order.id, version: await kit.version(order.id), ...extra });

  it('walks −2 → −1 → 0 → 1 → 2 → 3 → 4 → 5 with a timeline row, an audit row and the clocks of each step', async () => {
    const order = await kit.place({ waste: false });
    expect(order).toMatchObject({ status: -2, version: 1, allowedEvents: ['order.approve', 'order.reject', 'order.cancel', 'order.requestPriceChange'] });
    const reviewed = await api.ok('admin', 'auditOrder', await body(order, { decision: 'approve' }));
    expect(reviewed).toMatchObject({ status: -1, version: 2 });
    const approved = await api.ok('admin', 'auditOrder', await body(order, { decision: 'approve' }));
    expect(approved.status).toBe(0);
    const deadline = Number((await kit.row(order.id)).deadline_at);
    expect(deadline).toBeGreaterThan(Date.now() + 25 * 60_000); // 30 minutes to pay
    expect((await kit.appEvent(order.id, 'order.pay')).result.status).toBe(1);
    expect(Number((await kit.row(order.id)).deadline_at)).toBeGreaterThan(Date.now());
    const nurseId = await kit.fittingNurse(order.id);
    const assigned = await api.ok('admin', 'assignOrderNurse', await body(order, { nurseId }));
    expect(assigned).toMatchObject({ status: 2, nurse: { id: nurseId } });
    expect((await kit.row(order.id)).deadline_at).toBeNull();
    expect((await kit.appEvent(order.id, 'order.start')).result.status).toBe(3);
    expect((await kit.appEvent(order.id, 'order.finishService')).result.status).toBe(4);
    expect((await kit.appEvent(order.id, 'order.finish')).result.status).toBe(5);
    const row = await kit.row(order.id);
    for (const column of ['paid_at', 'accepted_at', 'started_at', 'service_ended_at', 'finished_at']) expect(row[column], column).not.toBeNull();
    const events = await sqlOn(server(), 'select event, from_status, to_status, actor_kind from order_events where order_id = ? order by id', [order.id]);
    expect(events.map((e) => `${e.event}:${e.from_status ?? ''}>${e.to_status}:${e.actor_kind}`)).toEqual([
      'order.created:>-2:staff',
      'order.approve:-2>-1:staff',
      'order.approve:-1>0:staff',
      'order.pay:0>1:member',
      'order.assign:1>2:staff',
      'order.start:2>3:nurse',
      'order.finishService:3>4:nurse',
      'order.finish:4>5:member',
    ]);
    const audits = await sqlOn(server(), "select action, channel from audit_log where entity = 'order' and entity_id = ? order by id", [order.id]);
    expect(audits.map((a) => a.action)).toEqual(['order.place', 'order.approve', 'order.approve', 'order.pay', 'order.assign', 'order.start', 'order.finishService', 'order.finish']);
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.timeline).toHaveLength(8);
    expect(detail.steps.map((s) => s.step)).toEqual(['depart', 'arrive', 'start', 'finish']);
    expect(detail.allowedEvents).toEqual(['order.complain']);
  });

  it('rejects at either review with a reason (→ 6) and needs the reason', async () => {
    const first = await kit.place();
    const missing = await api.call('admin', 'auditOrder', await body(first, { decision: 'reject' }));
    expect(missing.resultcode).toBe(101);
    expect(missing.msg).toBe(`reason: ${t('orders.contract.reasonRequired')}`);
    const rejected = await api.ok('admin', 'auditOrder', await body(first, { decision: 'reject', reason: 'Needs hospital care' }));
    expect(rejected).toMatchObject({ status: 6, allowedEvents: [] });
    expect(await kit.row(first.id)).toMatchObject({ cancel_reason: 'Needs hospital care', refunded_cents: 0 });
    const second = await kit.orderIn(-1);
    expect((await api.ok('admin', 'auditOrder', await body(second, { decision: 'reject', reason: 'No prescription' }))).status).toBe(6);
    const [event] = await sqlOn(server(), "select reason, from_status from order_events where order_id = ? and event = 'order.reject'", [second.id]);
    expect(event).toMatchObject({ reason: 'No prescription', from_status: -1 });
  });

  // Every staff endpoint × every reachable status: the machine's answer, or its refusal naming the status.
  const cases: Array<{ status: number; call: 'approve' | 'reject' | 'cancel' | 'assign' | 'complain' | 'resolve'; to: number | null }> = [];
  const table: Record<number, Partial<Record<(typeof cases)[number]['call'], number>>> = {
    [-2]: { approve: -1, reject: 6, cancel: 6 },
    [-1]: { approve: 0, reject: 6, cancel: 6 },
    0: { cancel: 6 },
    1: { cancel: 6, assign: 2 },
    2: { cancel: 6, assign: 2 },
    3: {},
    4: { complain: 7 },
    5: { complain: 7 },
    7: { resolve: 5 },
  };
  for (const [status, allowed] of Object.entries(table)) {
    for (const call of ['approve', 'reject', 'cancel', 'assign', 'complain', 'resolve'] as const) cases.push({ status: Number(status), call, to: allowed[call] ?? null });
  }

  it.each(cases)('status $status + $call → $to', async ({ status, call, to }) => {
    const order = await kit.orderIn(status);
    const request = async () => {
      switch (call) {
        case 'approve': return api.call('admin', 'auditOrder', await body(order, { decision: 'approve' }));
        case 'reject': return api.call('admin', 'auditOrder', await body(order, { decision: 'reject', reason: 'Test' }));
        case 'cancel': return api.call('admin', 'cancelOrder', await body(order, { reason: 'Test' }));
        case 'assign': {
          // A reassignment needs another fitting nurse than the current one.
          const nurses = (await api.ok('admin', 'searchServiceStaff', { orderId: order.id })).list.filter((n) => n.id !== order.nurse?.id);
          return api.call('admin', 'assignOrderNurse', await body(order, { nurseId: nurses[0]?.id ?? 1 }));
        }
        case 'complain': return api.call('admin', 'openOrderComplaint', await body(order, { content: 'Late' }));
        case 'resolve': return api.call('admin', 'resolveOrderComplaint', await body(order, { resolution: 'Apologised' }));
      }
    };
    const before = await kit.row(order.id);
    const events = await kit.count('select count(*) from order_events where order_id = ?', [order.id]);
    const answer = await request();
    if (to === null) {
      const label = t(`enum.orderStatus.${status}` as 'enum.orderStatus.0');
      expect(answer.resultcode, answer.msg).toBe(101);
      expect(answer.msg).toBe(refused(order.orderNo, label, call === 'approve' || call === 'reject' ? call : call));
      expect(await kit.row(order.id)).toEqual(before);
      expect(await kit.count('select count(*) from order_events where order_id = ?', [order.id])).toBe(events);
    } else {
      expect(answer.resultcode, answer.msg).toBe(1);
      expect((answer.result as OrderSummary).status).toBe(to);
      expect(Number((await kit.row(order.id)).version)).toBe(Number(before.version) + 1);
      expect(await kit.count('select count(*) from order_events where order_id = ?', [order.id])).toBe(events + 1);
    }
  });

  it('refuses the apps\' events the machine refuses, naming the status', async () => {
    const order = await kit.place();
    const answer = await kit.appEvent(order.id, 'order.start');
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe(refused(order.orderNo, t('enum.orderStatus.-2'), 'start'));
    const paid = await kit.orderIn(1);
    expect((await kit.appEvent(paid.id, 'order.pay')).msg).toBe(refused(paid.orderNo, t('enum.orderStatus.1'), 'pay'));
  });

  it('answers 104 for a stale version with the order\'s current status, and 102 for an unknown order', async () => {
    const order = await kit.place();
    await api.ok('admin', 'auditOrder', { orderId: order.id, version: 1, decision: 'approve' });
    const stale = await api.call('admin', 'cancelOrder', { orderId: order.id, version: 1, reason: 'Old page' });
    expect(stale.resultcode).toBe(104);
    expect(stale.msg).toBe(t('orders.server.lostRace', { orderNo: order.orderNo, status: t('enum.orderStatus.-1') }));
    expect((await kit.row(order.id)).status).toBe(-1);
    expect((await api.call('admin', 'cancelOrder', { orderId: 99_999_999, version: 1, reason: 'x' })).resultcode).toBe(102);
  });

  it('opens and resolves a complaint, recording both and returning to finished', async () => {
    const order = await kit.orderIn(5);
    const opened = await api.ok('admin', 'openOrderComplaint', await body(order, { content: 'Bruising after the injection' }));
    expect(opened.status).toBe(7);
    const resolved = await api.ok('admin', 'resolveOrderComplaint', await body(order, { resolution: 'Nurse called the member; coupon granted' }));
    expect(resolved.status).toBe(5);
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.complaint).toMatchObject({ content: 'Bruising after the injection', status: 'resolved', fromStatus: 5, resolution: 'Nurse called the member; coupon granted', raisedBy: { name: 'Administrator' } });
    const empty = await api.call('admin', 'openOrderComplaint', await body(order, { content: '   ' }));
    expect(empty.msg).toBe(`content: ${t('orders.contract.complaintRequired')}`);
  });

  it('assigns only fitting nurses: active, of the studio, licence valid, title high enough', async () => {
    const order = await kit.orderIn(1);
    const [other] = await sqlOn(server(), 'select id, name from nurses where status = 1 and studio_id <> ? order by id limit 1', [order.studio.id]);
    const [suspended] = await sqlOn(server(), 'select id, name from nurses where status = 2 and studio_id = ? limit 1', [order.studio.id]);
    const tryAssign = async (nurseId: number) => api.call('admin', 'assignOrderNurse', await body(order, { nurseId }));
    expect((await tryAssign(Number(other?.id))).msg).toBe(`nurseId: ${t('orders.server.nurseOtherStudio', { name: String(other?.name) })}`);
    expect((await tryAssign(Number(suspended?.id))).msg).toBe(`nurseId: ${t('orders.server.nurseNotActive', { name: String(suspended?.name) })}`);
    expect((await tryAssign(99_999)).resultcode).toBe(101);
    // A lapsed licence: the demo has one in studio 0.
    const [lapsed] = await sqlOn(server(), 'select id, name, studio_id from nurses where status = 1 and certificate_expires_at < ? limit 1', [Date.now()]);
    const lapsedOrder = await kit.orderIn(1, { studioId: Number(lapsed?.studio_id) });
    const answer = await api.call('admin', 'assignOrderNurse', await body(lapsedOrder, { nurseId: Number(lapsed?.id) }));
    expect(answer.msg).toBe(`nurseId: ${t('orders.server.nurseLicenceExpired', { name: String(lapsed?.name) })}`);
    expect((await kit.row(order.id)).status).toBe(1);
    // A title too low for the service.
    const [service] = await sqlOn(server(), "select id from services where required_title = 'supervisor-nurse' limit 1");
    const [junior] = await sqlOn(server(), "select id, name, title from nurses where status = 1 and title = 'nurse' and certificate_expires_at > ? and studio_id = ? limit 1", [Date.now(), order.studio.id]);
    if (junior) {
      const [patient] = await sqlOn(server(), 'select id, member_id from patients order by id limit 1');
      const high = await api.ok('admin', 'placeOrder', { memberId: Number(patient?.member_id), patientId: Number(patient?.id), serviceId: Number(service?.id), studioId: order.studio.id, address: 'x', appointmentAt: Date.now() + 86_400_000 });
      for (const decision of ['approve', 'approve']) await api.ok('admin', 'auditOrder', await body(high, { decision }));
      await kit.appEvent(high.id, 'order.pay');
      const low = await api.call('admin', 'assignOrderNurse', await body(high, { nurseId: Number(junior.id) }));
      expect(low.msg).toBe(`nurseId: ${t('orders.server.nurseTitleLow', { name: String(junior.name), title: 'nurse', required: 'supervisor-nurse' })}`);
    }
  });

  it('reassigns an accepted order to another nurse and refuses the same nurse again', async () => {
    const order = await kit.orderIn(2);
    const current = order.nurse?.id ?? 0;
    const same = await api.call('admin', 'assignOrderNurse', await body(order, { nurseId: current }));
    expect(same.resultcode).toBe(101);
    const others = (await api.ok('admin', 'searchServiceStaff', { orderId: order.id })).list.filter((n) => n.id !== current);
    const next = others[0];
    if (!next) throw new Error('no second fitting nurse');
    const reassigned = await api.ok('admin', 'assignOrderNurse', await body(order, { nurseId: next.id }));
    expect(reassigned).toMatchObject({ status: 2, nurse: { id: next.id } });
    const [event] = await sqlOn(server(), "select data from order_events where order_id = ? and event = 'order.assign' order by id desc limit 1", [order.id]);
    expect(JSON.parse(String(event?.data))).toMatchObject({ nurseId: next.id, previousNurseId: current });
  });
});
