import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('orders: permissions, station scoping and audit rows', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);

  it('refuses callers without the node (106) and changes nothing', async () => {
    const order = await kit.place();
    for (const [who, name, body] of [
      ['noperm', 'getOrderList', {}],
      ['noperm', 'getOrder', { orderId: order.id }],
      ['ops', 'auditOrder', { orderId: order.id, version: 1, decision: 'approve' }],
      ['finance', 'placeOrder', { memberId: 1, patientId: 1, serviceId: 1, address: 'x', appointmentAt: Date.now() + 86_400_000 }],
      ['reviewer', 'applyOrderAlterPrice', { orderId: order.id, version: 1, newAmountCents: 1, reason: 'x' }],
      ['reviewer', 'getWasteTaskList', {}],
      ['finance', 'collectWasteTask', { taskId: 1, version: 1, weightGrams: 1, collectorName: 'x', photos: ['/a.jpg'] }],
    ] as const) {
      const answer = await api.call(who, name, body);
      expect(answer.resultcode, `${name} as ${who}`).toBe(106);
      expect(answer.msg).toBe(t('error.permissionDenied'));
    }
    expect(await kit.row(order.id)).toMatchObject({ status: -2, version: 1 });
  });

  it('keeps station-bound staff to their studio for price changes and waste tasks, and for what they create', async () => {
    const station = await kit.studioStation();
    const [outsideRequest] = await sqlOn(server(), 'select id, version from price_change_requests where studio_id <> ? and status = 2 limit 1', [station]);
    const review = await api.call('studio', 'reviewPriceChange', { requestId: Number(outsideRequest?.id), version: Number(outsideRequest?.version), decision: 'reject', reason: 'x' });
    expect(review.resultcode).toBe(102);
    expect(await kit.count('select status from price_change_requests where id = ?', [Number(outsideRequest?.id)])).toBe(2);
    const list = await api.ok('studio', 'getPriceChangeList', { limit: 1000 });
    expect(list.list.every((r) => r.studio.id === station)).toBe(true);
    const other = await kit.otherStation();
    const placed = await api.call('studio', 'placeOrder', { memberId: 1, patientId: 1, serviceId: 1, studioId: other, address: 'x', appointmentAt: Date.now() + 86_400_000 });
    expect(placed.msg.startsWith('studioId:') || placed.msg.startsWith('patientId:')).toBe(true);
    const outsideOrder = await kit.orderIn(1, { studioId: other });
    expect((await api.call('studio', 'searchServiceStaff', { orderId: outsideOrder.id })).resultcode).toBe(102);
    expect((await api.call('studio', 'assignOrderNurse', { orderId: outsideOrder.id, version: outsideOrder.version, nurseId: 1 })).resultcode).toBe(102);
    expect((await api.call('studio', 'revealOrderField', { orderId: outsideOrder.id, field: 'memberPhone' })).resultcode).toBe(106);
  });

  it('writes one audit row per mutation, attributed to the caller and channel, phones never in full', async () => {
    const order = await kit.place({ as: 'cs' });
    await api.ok('cs', 'auditOrder', { orderId: order.id, version: 1, decision: 'approve' }, { headers: { 'x-careops-channel': 'cli' } });
    await api.ok('cs', 'addPlatformNotes', { orderId: order.id, content: 'audited' });
    await api.ok('cs', 'cancelOrder', { orderId: order.id, version: 2, reason: 'audit test' });
    const { userId } = await api.as('cs');
    const rows = await sqlOn(server(), "select action, actor_id, channel, before_json, after_json from audit_log where entity = 'order' and entity_id = ? order by id", [order.id]);
    expect(rows.map((r) => r.action)).toEqual(['order.place', 'order.approve', 'order.addNote', 'order.cancel']);
    expect(rows.every((r) => Number(r.actor_id) === userId)).toBe(true);
    expect(rows[1]?.channel).toBe('cli');
    expect(JSON.parse(String(rows[1]?.before_json))).toEqual({ status: -2, version: 1 });
    expect(JSON.parse(String(rows[1]?.after_json))).toEqual({ status: -1, version: 2 });
    expect(JSON.parse(String(rows[3]?.after_json))).toMatchObject({ status: 6, version: 3, reason: 'audit test' });
    expect(rows.map((r) => `${r.before_json}${r.after_json}`).join('')).not.toMatch(/1370000\d{4}/);
    // A refused transition writes nothing.
    const audits = await kit.count('select count(*) from audit_log');
    expect((await api.call('cs', 'cancelOrder', { orderId: order.id, version: 3, reason: 'again' })).resultcode).toBe(101);
    expect(await kit.count('select count(*) from audit_log')).toBe(audits);
  });
});
