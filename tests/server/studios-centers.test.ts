import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

const DAY = 86_400_000;

describe('nursing centers', () => {
  const server = useServer();
  const api = systemClient(server);
  const base = { practiceLicenceNo: 'PLN-2026-001', phone: '021-5555 0101', province: 'Shanghai', city: 'Shanghai', district: 'Jing’an', businessHours: '08:00-20:00' };

  it('creates, reads, edits at the version read, with audit rows; refuses bad input naming the field', async () => {
    const created = await api.ok('admin', 'addStudio', { ...base, name: 'Jing’an Care Center', latitude: 31.23, longitude: 121.45, licenceExpiresAt: Date.now() + 300 * DAY, securityContactId: 1 });
    expect(created).toMatchObject({ name: 'Jing’an Care Center', status: 1, version: 1, securityContact: { id: 1 }, affects: { openOrders: 0, nurses: 0, openAlarms: 0, releases: 0 } });
    const edited = await api.ok('admin', 'editStudio', { studioId: created.id, version: 1, serviceRadiusKm: 12, district: 'Putuo' });
    expect(edited).toMatchObject({ serviceRadiusKm: 12, district: 'Putuo', version: 2 });
    expect((await api.call('admin', 'editStudio', { studioId: created.id, version: 1, serviceRadiusKm: 3 })).resultcode).toBe(104);
    const duplicate = await api.call('admin', 'addStudio', { ...base, name: 'Jing’an Care Center' });
    expect(duplicate).toMatchObject({ resultcode: 101, result: { field: 'name' } });
    expect((await api.call('admin', 'addStudio', { ...base, name: 'X', businessHours: '8-20' })).msg).toBe(`businessHours: ${t('studios.contract.hours')}`);
    expect((await api.call('admin', 'addStudio', { ...base, name: 'Y', latitude: 91 })).result).toEqual({ field: 'latitude' });
    expect((await api.call('admin', 'addStudio', { ...base, name: 'Z', securityContactId: 99_999 })).result).toEqual({ field: 'securityContactId' });
    const audit = await sqlOn(server(), "select action from audit_log where entity = 'studio' and entity_id = ? order by id", [created.id]);
    expect(audit.map((r) => r.action)).toEqual(['studio.add', 'studio.edit']);
  });

  it('lists with filters, sort whitelist, paging and the licence window; station-bound staff see their studios only', async () => {
    const page = await api.ok('admin', 'getStudioList', { limit: 2, sort: 'id' });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = await api.ok('admin', 'getStudioList', { limit: 2, sort: 'id', cursor: page.nextCursor });
    expect(next.list[0]?.id).toBeGreaterThan(page.list[1]?.id ?? 0);
    expect((await api.call('admin', 'getStudioList', { sort: 'phone' })).result).toEqual({ field: 'sort' });
    const expiring = await api.ok('admin', 'getStudioList', { licenceExpiringWithinDays: 30, sort: 'licenceExpiresAt', limit: 100 });
    expect(expiring.total).toBeGreaterThan(0);
    expect(expiring.list.every((s) => s.licenceExpiresAt !== null && s.licenceExpiresAt <= Date.now() + 30 * DAY)).toBe(true);
    const [own, other] = await api.stationIds();
    const mine = await api.ok('studio', 'getStudioList', { limit: 100 });
    expect(mine.list.map((s) => s.id)).toEqual([own]);
    expect((await api.call('studio', 'getStudio', { studioId: other })).resultcode).toBe(102);
    expect((await api.call('studio', 'addStudio', { ...base, name: 'Not mine' })).resultcode).toBe(106);
    expect((await api.call('reviewer', 'getStudioList', {})).resultcode).toBe(106);
  });

  it('the detail shows its stock (held, below threshold, value at cost) and its income (paid less refunded)', async () => {
    const [studio] = await sqlOn(server(), "select min(us.studio_id) as id from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const studioId = Number(studio!.id);
    const before = await api.ok('admin', 'getStudio', { studioId });
    const item = await api.ok('admin', 'addConsumable', { name: `Studio detail gauze ${Date.now()}`, unit: 'box', unitCost: '2.50', reorderThreshold: 5 });
    await api.ok('admin', 'receiveStock', { studioId, consumableId: item.id, quantity: 4 });
    const after = await api.ok('admin', 'getStudio', { studioId });
    expect(after.stock).toEqual({ items: before.stock.items + 1, belowThreshold: before.stock.belowThreshold + 1, valueCents: before.stock.valueCents + 1000 });
    await api.ok('admin', 'receiveStock', { studioId, consumableId: item.id, quantity: 1 });
    expect((await api.ok('admin', 'getStudio', { studioId })).stock.belowThreshold).toBe(before.stock.belowThreshold);
    // Income from the payments themselves: succeeded payments less refunds of the studio's orders.
    const paid = await countOn(server(), "select coalesce(sum(case when p.kind = 'refund' then -p.amount_cents else p.amount_cents end), 0) from order_payments p join orders o on o.id = p.order_id where o.studio_id = ? and p.status = 'succeeded'", [studioId]);
    expect(after.income.totalCents).toBe(paid);
    expect(after.income.totalCents).toBeGreaterThan(0);
    expect(after.income.last30DaysCents).toBeLessThanOrEqual(after.income.totalCents);
  });

  it('disabling asks for the reason, says what it affects, refuses new orders and keeps read access', async () => {
    const [own] = await api.stationIds();
    const before = await api.ok('studio', 'getStudio', { studioId: own });
    expect(before.affects.nurses).toBeGreaterThan(0);
    expect((await api.call('admin', 'alterStudioStatus', { studioId: own, version: before.version, status: 0 })).msg).toBe(`reason: ${t('studios.contract.reasonRequired')}`);
    const disabled = await api.ok('admin', 'alterStudioStatus', { studioId: own, version: before.version, status: 0, reason: 'licence under renewal' });
    expect(disabled).toMatchObject({ status: 0, version: before.version + 1, affects: before.affects });
    expect((await api.call('admin', 'alterStudioStatus', { studioId: own, version: before.version + 1, status: 0, reason: 'again' })).result).toEqual({ field: 'status' });
    const read = await api.ok('studio', 'getStudio', { studioId: own });
    expect(read).toMatchObject({ status: 0, disabledReason: 'licence under renewal' });
    // No new orders: placement refuses the studio by name.
    const member = await countOn(server(), 'select min(id) from members where status = 1');
    const patient = await countOn(server(), 'select min(id) from patients where member_id = ?', [member]);
    const service = await countOn(server(), 'select min(id) from services where on_shelf = 1');
    const placed = await api.call('admin', 'placeOrder', { memberId: member, patientId: patient, serviceId: service, studioId: own, address: 'No. 1 Test Road', appointmentAt: Date.now() + 2 * DAY });
    expect(placed).toMatchObject({ resultcode: 101, result: { field: 'studioId' } });
    expect(placed.msg).toContain(read.name);
    await api.ok('admin', 'alterStudioStatus', { studioId: own, version: before.version + 1, status: 1 });
    expect(await api.ok('studio', 'getStudio', { studioId: own })).toMatchObject({ status: 1, disabledReason: '' });
    expect((await api.call('studio', 'alterStudioStatus', { studioId: own, version: before.version + 2, status: 0, reason: 'x' })).resultcode).toBe(106);
  });
});
