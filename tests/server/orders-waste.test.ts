import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('medical-waste tasks', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const taskOf = async (orderId: number) => Number((await sqlOn(server(), 'select id from medical_waste_tasks where order_id = ?', [orderId]))[0]?.id);

  it('is created when a waste-producing service finishes, due in two days; not for other services', async () => {
    const order = await kit.orderIn(5, { waste: true });
    const [task] = await sqlOn(server(), 'select status, due_at, studio_id from medical_waste_tasks where order_id = ?', [order.id]);
    const finished = Number((await kit.row(order.id)).finished_at);
    expect(task).toMatchObject({ status: 0, due_at: finished + 2 * 86_400_000, studio_id: order.studio.id });
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.wasteTask).toMatchObject({ status: 0, overdue: false, order: { id: order.id } });
    const clean = await kit.orderIn(5, { waste: false });
    expect(await kit.count('select count(*) from medical_waste_tasks where order_id = ?', [clean.id])).toBe(0);
    // A complaint and its resolution keep the one task.
    await api.ok('admin', 'openOrderComplaint', { orderId: order.id, version: await kit.version(order.id), content: 'x' });
    await api.ok('admin', 'resolveOrderComplaint', { orderId: order.id, version: await kit.version(order.id), resolution: 'y' });
    expect(await kit.count('select count(*) from medical_waste_tasks where order_id = ?', [order.id])).toBe(1);
  });

  it('is created on the resolution of a complaint raised while the order was pending review', async () => {
    const order = await kit.orderIn(4, { waste: true });
    await api.ok('admin', 'openOrderComplaint', { orderId: order.id, version: await kit.version(order.id), content: 'Bleeding' });
    expect(await kit.count('select count(*) from medical_waste_tasks where order_id = ?', [order.id])).toBe(0);
    await api.ok('admin', 'resolveOrderComplaint', { orderId: order.id, version: await kit.version(order.id), resolution: 'Checked by phone' });
    expect(await kit.count('select count(*) from medical_waste_tasks where order_id = ?', [order.id])).toBe(1);
  });

  it('goes pending pickup → collected (weight, photos, collector) → disposed, each with an audit row', async () => {
    const order = await kit.orderIn(5, { waste: true });
    const taskId = await taskOf(order.id);
    const early = await api.call('studio', 'disposeWasteTask', { taskId, version: 1, disposalRef: 'D-1' });
    expect(early.msg).toBe(`taskId: ${t('orders.server.wasteNotCollected', { id: taskId })}`);
    const collected = await api.ok('studio', 'collectWasteTask', { taskId, version: 1, weightGrams: 350, collectorName: 'Green Medical Waste Co.', photos: ['/demo/photos/waste-1.jpg'] });
    expect(collected).toMatchObject({ status: 1, weightGrams: 350, collectorName: 'Green Medical Waste Co.', photos: ['/demo/photos/waste-1.jpg'], collectedBy: { name: 'Wang Lei' }, version: 2 });
    const twice = await api.call('studio', 'collectWasteTask', { taskId, version: 2, weightGrams: 1, collectorName: 'x', photos: ['/a.jpg'] });
    expect(twice.msg).toBe(`taskId: ${t('orders.server.wasteNotPending', { id: taskId })}`);
    const disposed = await api.ok('studio', 'disposeWasteTask', { taskId, version: 2, disposalRef: 'DSP-2026-001' });
    expect(disposed).toMatchObject({ status: 2, disposalRef: 'DSP-2026-001', disposedBy: { name: 'Wang Lei' }, version: 3 });
    const actions = await sqlOn(server(), "select action from audit_log where entity = 'medical_waste_task' and entity_id = ? order by id", [taskId]);
    expect(actions.map((a) => a.action)).toEqual(['medicalWaste.collect', 'medicalWaste.dispose']);
    expect((await api.call('studio', 'disposeWasteTask', { taskId, version: 1, disposalRef: 'again' })).resultcode).toBe(104);
  });

  it('refuses bad collection data naming the field', async () => {
    const order = await kit.orderIn(5, { waste: true });
    const taskId = await taskOf(order.id);
    const base = { taskId, version: 1, weightGrams: 100, collectorName: 'Collector', photos: ['/p.jpg'] };
    for (const [patch, field] of [
      [{ weightGrams: 0 }, 'weightGrams'],
      [{ weightGrams: 'heavy' }, 'weightGrams'],
      [{ photos: [] }, 'photos'],
      [{ photos: ['not a url'] }, 'photos.0'],
      [{ collectorName: '  ' }, 'collectorName'],
    ] as const) {
      const answer = await api.call('studio', 'collectWasteTask', { ...base, ...patch });
      expect(answer.resultcode, field).toBe(101);
      expect(answer.msg.startsWith(`${field}:`), answer.msg).toBe(true);
    }
    expect(await kit.count('select status from medical_waste_tasks where id = ?', [taskId])).toBe(0);
  });

  it('lists by status, studio and overdue (pending past due), scoped to the caller\'s stations', async () => {
    const now = Date.now();
    const overdue = await api.ok('admin', 'getWasteTaskList', { overdue: true, limit: 1000 });
    expect(overdue.total).toBe(await kit.count('select count(*) from medical_waste_tasks where status = 0 and due_at < ?', [now]));
    expect(overdue.total).toBeGreaterThan(0);
    expect(overdue.list.every((w) => w.overdue && w.status === 0)).toBe(true);
    const dues = overdue.list.map((w) => w.dueAt);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect((await api.ok('admin', 'getWasteTaskList', { status: 2, limit: 1000 })).total).toBe(await kit.count('select count(*) from medical_waste_tasks where status = 2'));
    const station = await kit.studioStation();
    const mine = await api.ok('studio', 'getWasteTaskList', { limit: 1000 });
    expect(mine.total).toBe(await kit.count('select count(*) from medical_waste_tasks where studio_id = ?', [station]));
    const [outside] = await sqlOn(server(), 'select id from medical_waste_tasks where studio_id <> ? limit 1', [station]);
    expect((await api.call('studio', 'getWasteTask', { taskId: Number(outside?.id) })).resultcode).toBe(102);
    expect((await api.call('studio', 'collectWasteTask', { taskId: Number(outside?.id), version: 1, weightGrams: 1, collectorName: 'x', photos: ['/a.jpg'] })).resultcode).toBe(102);
  });

  it('turns overdue when pending past its due time', async () => {
    const order = await kit.orderIn(5, { waste: true });
    await kit.hook('/api/test/setOrderClock', { orderId: order.id, wasteDueAt: Date.now() - 60_000 });
    const task = await api.ok('admin', 'getWasteTask', { taskId: await taskOf(order.id) });
    expect(task.overdue).toBe(true);
  });
});
