import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('order notes, pickers, follow-up questions, places and reveal', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);

  it('adds platform notes (audited) and lists them newest first', async () => {
    const order = await kit.place();
    const first = await api.ok('cs', 'addPlatformNotes', { orderId: order.id, content: '  Gate code 1204  ' });
    expect(first).toMatchObject({ orderId: order.id, content: 'Gate code 1204', author: { name: 'Chen Jing' } });
    await api.ok('admin', 'addPlatformNotes', { orderId: order.id, content: 'Bring extra gauze' });
    const notes = await api.ok('finance', 'getPlatformNotes', { orderId: order.id });
    expect(notes.list.map((n) => n.content)).toEqual(['Bring extra gauze', 'Gate code 1204']);
    expect(await kit.count("select count(*) from audit_log where action = 'order.addNote' and entity_id = ?", [order.id])).toBe(2);
    expect((await api.ok('admin', 'getOrder', { orderId: order.id })).noteCount).toBe(2);
    const empty = await api.call('cs', 'addPlatformNotes', { orderId: order.id, content: ' ' });
    expect(empty.msg).toBe(`content: ${t('orders.contract.noteRequired')}`);
    expect((await api.call('cs', 'addPlatformNotes', { orderId: order.id, content: 'x'.repeat(501) })).resultcode).toBe(101);
  });

  it('searches fitting nurses of the order\'s studio by name or phone; none suspended, lapsed or under-titled', async () => {
    const order = await kit.orderIn(1);
    const found = await api.ok('admin', 'searchServiceStaff', { orderId: order.id });
    expect(found.list.length).toBeGreaterThan(0);
    const rows = await sqlOn(server(), 'select id, studio_id, status, certificate_expires_at from nurses');
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    for (const nurse of found.list) {
      const row = byId.get(nurse.id);
      expect(Number(row?.studio_id)).toBe(order.studio.id);
      expect(Number(row?.status)).toBe(1);
      expect(Number(row?.certificate_expires_at)).toBeGreaterThan(Date.now());
      expect(nurse.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    const one = found.list[0];
    if (!one) throw new Error('no nurse');
    expect((await api.ok('admin', 'searchServiceStaff', { orderId: order.id, serviceStaff: one.name.slice(0, 4) })).list.map((n) => n.id)).toContain(one.id);
    const [phone] = await sqlOn(server(), 'select phone from nurses where id = ?', [one.id]);
    expect((await api.ok('admin', 'searchServiceStaff', { serviceStaff: String(phone?.phone).slice(-4) })).list.map((n) => n.id)).toContain(one.id);
    // A service needing a higher title narrows the list.
    const [high] = await sqlOn(server(), "select id from services where required_title = 'supervisor-nurse' limit 1");
    const [patient] = await sqlOn(server(), 'select id, member_id from patients order by id limit 1');
    const senior = await api.ok('admin', 'placeOrder', { memberId: Number(patient?.member_id), patientId: Number(patient?.id), serviceId: Number(high?.id), studioId: order.studio.id, address: 'x', appointmentAt: Date.now() + 86_400_000 });
    const fits = await api.ok('admin', 'searchServiceStaff', { orderId: senior.id });
    expect(fits.list.every((n) => ['supervisor-nurse', 'chief-nurse'].includes(n.title))).toBe(true);
    // A station-bound caller sees its own studio's nurses only.
    const station = await kit.studioStation();
    expect((await api.ok('studio', 'searchServiceStaff', {})).list.every((n) => n.studio.id === station)).toBe(true);
  });

  it('finds staff accounts by username for pickers', async () => {
    const found = await api.ok('admin', 'getAdminServiceUserList', { username: 'fin' });
    expect(found.list.map((u) => u.username)).toContain('finance');
    expect(found.list.every((u) => u.username.includes('fin'))).toBe(true);
    expect((await api.ok('admin', 'getAdminServiceUserList', {})).list.length).toBeGreaterThan(5);
  });

  it('answers follow-up questions by type at the spec\'s path, and refuses an unknown type', async () => {
    const all = await api.ok('admin', 'getWorkFollowQuestionList', {});
    expect(all.list.length).toBe(await kit.count('select count(*) from follow_up_questions'));
    const satisfaction = await api.ok('admin', 'getWorkFollowQuestionList', { type: 'satisfaction' });
    expect(satisfaction.list.length).toBeGreaterThan(0);
    expect(satisfaction.list.every((q) => q.type === 'satisfaction')).toBe(true);
    const form = await api.call('admin', 'getWorkFollowQuestionList', { type: 'health' }, { form: true });
    expect(form.resultcode).toBe(1);
    expect((await api.call('admin', 'getWorkFollowQuestionList', { type: 'mood' })).resultcode).toBe(101);
  });

  it('answers the traced places of a visit (workId = order id) with photos', async () => {
    const order = await kit.orderIn(4);
    const places = await api.ok('admin', 'getWorkFlowPlaceList', { workId: order.id });
    expect(places.list.map((p) => p.step)).toEqual(['depart', 'arrive', 'start', 'finish']);
    expect(places.list.every((p) => p.photos.length > 0 && p.nurse?.id === order.nurse?.id)).toBe(true);
    const [seeded] = await sqlOn(server(), 'select order_id from order_service_steps where order_id <= 300 limit 1');
    const photo = (await api.ok('admin', 'getWorkFlowPlaceList', { workId: Number(seeded?.order_id) })).list[0]?.photos[0] ?? '';
    expect(photo).toMatch(/^\/demo\/photos\/[a-z]+-\d+\.svg$/);
    const image = await fetch(`${server().url}${photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await fetch(`${server().url}/demo/photos/..%2Fsecret.svg`)).status).toBe(404);
  });

  it('reveals a masked phone or ID number to pii.viewFull holders only, auditing the read', async () => {
    const order = await kit.orderIn(2);
    const [full] = await sqlOn(server(), 'select m.phone, p.id_number from orders o join members m on m.id = o.member_id join patients p on p.id = o.patient_id where o.id = ?', [order.id]);
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.member.phone).not.toBe(full?.phone);
    expect(detail.patient.idNumber).toMatch(/\*{4}/);
    expect(await api.ok('admin', 'revealOrderField', { orderId: order.id, field: 'memberPhone' })).toEqual({ field: 'memberPhone', value: full?.phone });
    expect((await api.ok('admin', 'revealOrderField', { orderId: order.id, field: 'patientIdNumber' })).value).toBe(full?.id_number);
    expect((await api.ok('admin', 'revealOrderField', { orderId: order.id, field: 'nursePhone' })).value).toMatch(/^1\d{10}$/);
    expect(await kit.count("select count(*) from audit_log where action = 'pii.read' and entity = 'order' and entity_id = ?", [order.id])).toBe(3);
    expect((await api.call('cs', 'revealOrderField', { orderId: order.id, field: 'memberPhone' })).resultcode).toBe(106);
    const noNurse = await kit.place();
    expect((await api.call('admin', 'revealOrderField', { orderId: noNurse.id, field: 'nursePhone' })).msg).toBe(`field: ${t('orders.server.noOrderNurse', { orderNo: noNurse.orderNo })}`);
    expect((await api.call('admin', 'revealOrderField', { orderId: order.id, field: 'password' })).resultcode).toBe(101);
  });
});
