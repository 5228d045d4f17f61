import type { OrderSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('order list', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const all = async (body: Record<string, unknown>, who = 'admin'): Promise<OrderSummary[]> => (await api.ok(who, 'getOrderList', { ...body, limit: 1000 })).list;
  const ids = (rows: Array<Record<string, unknown>>) => rows.map((r) => Number(r.id));
  let total = 0;

  beforeAll(async () => {
    total = await kit.count('select count(*) from orders');
  });

  it('has demo orders in every status, newest first by default, with masked phones', async () => {
    const page = await api.ok('admin', 'getOrderList', {});
    expect(page).toMatchObject({ total, page: 1, limit: 20 });
    expect(total).toBeGreaterThanOrEqual(290);
    const statuses = await sqlOn(server(), 'select status, count(*) as n from orders group by status order by status');
    expect(statuses.map((s) => Number(s.status))).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const created = page.list.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const o of page.list) expect(o.member.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(JSON.stringify(page)).not.toMatch(/1370000\d{4}/);
  });

  it('filters by one or several statuses (numbers, arrays, "a,b" form values)', async () => {
    const expected = ids(await sqlOn(server(), 'select id from orders where status in (-2, 7) order by created_at desc, id desc'));
    expect(ids(await all({ status: [-2, 7] }))).toEqual(expected);
    expect((await api.call('admin', 'getOrderList', { status: '-2,7', limit: '1000' }, { form: true })).result.total).toBe(expected.length);
    expect((await all({ status: 5 })).every((o) => o.status === 5)).toBe(true);
    expect((await api.ok('admin', 'getOrderList', { status: '' })).total).toBe(total);
    const bad = await api.call('admin', 'getOrderList', { status: [9] });
    expect(bad.resultcode).toBe(101);
    expect(bad.msg).toMatch(/^status/);
  });

  it('filters by order number prefix, member phone digits, patient name, service, studio, nurse, booking', async () => {
    const [sample] = await sqlOn(server(), 'select o.id, o.order_no, o.service_id, o.studio_id, o.nurse_id, m.phone, p.name as patient from orders o join members m on m.id = o.member_id join patients p on p.id = o.patient_id where o.nurse_id is not null order by o.id limit 1');
    if (!sample) throw new Error('no order with a nurse');
    expect(ids(await all({ orderNo: String(sample.order_no) }))).toEqual([Number(sample.id)]);
    const prefix = String(sample.order_no).slice(0, 8);
    expect((await all({ orderNo: prefix })).length).toBe(await kit.count('select count(*) from orders where order_no like ?', [`${prefix}%`]));
    const digits = String(sample.phone).slice(-4);
    expect(ids(await all({ memberPhone: digits }))).toEqual(ids(await sqlOn(server(), 'select o.id from orders o join members m on m.id = o.member_id where m.phone like ? order by o.created_at desc, o.id desc', [`%${digits}%`])));
    // A whole number (matched by equality on the unique index) finds the same orders as its digits.
    expect(ids(await all({ memberPhone: String(sample.phone) }))).toEqual(ids(await sqlOn(server(), 'select o.id from orders o join members m on m.id = o.member_id where m.phone = ? order by o.created_at desc, o.id desc', [String(sample.phone)])));
    expect((await all({ memberPhone: String(sample.phone) })).length).toBeGreaterThan(0);
    const name = String(sample.patient).split(' ')[0] ?? '';
    expect(ids(await all({ patientName: name.toLowerCase() }))).toEqual(ids(await sqlOn(server(), 'select o.id from orders o join patients p on p.id = o.patient_id where lower(p.name) like ? order by o.created_at desc, o.id desc', [`%${name.toLowerCase()}%`])));
    for (const [filter, column] of [['serviceId', 'service_id'], ['studioId', 'studio_id'], ['nurseId', 'nurse_id']] as const) {
      const value = Number(sample[column]);
      expect(ids(await all({ [filter]: value })), filter).toEqual(ids(await sqlOn(server(), `select id from orders where ${column} = ? order by created_at desc, id desc`, [value])));
    }
    expect((await api.ok('admin', 'getOrderList', { booking: 0 })).total).toBe(await kit.count('select count(*) from orders where booking = 0'));
    expect((await api.call('admin', 'getOrderList', { memberPhone: '13a' })).msg).toBe(`memberPhone: ${t('system.validate.phoneDigits')}`);
  });

  it('filters by appointment and creation ranges (inclusive) and refuses reversed ones naming the end', async () => {
    const [mid] = await sqlOn(server(), 'select appointment_at, created_at from orders order by appointment_at limit 1 offset 100');
    const at = Number(mid?.appointment_at);
    expect((await api.ok('admin', 'getOrderList', { appointmentFrom: at })).total).toBe(await kit.count('select count(*) from orders where appointment_at >= ?', [at]));
    expect((await api.ok('admin', 'getOrderList', { appointmentTo: at })).total).toBe(await kit.count('select count(*) from orders where appointment_at <= ?', [at]));
    const created = Number(mid?.created_at);
    expect((await api.ok('admin', 'getOrderList', { createdFrom: created - 86_400_000, createdTo: created })).total).toBe(
      await kit.count('select count(*) from orders where created_at between ? and ?', [created - 86_400_000, created]),
    );
    const reversed = await api.call('admin', 'getOrderList', { createdFrom: 10, createdTo: 5 });
    expect(reversed.msg).toBe(`createdTo: ${t('system.list.rangeReversed')}`);
    expect((await api.call('admin', 'getOrderList', { appointmentFrom: 10, appointmentTo: 5 })).msg).toBe(`appointmentTo: ${t('system.list.rangeReversed')}`);
  });

  it('sorts by amount, appointment and id both ways, ties broken by id', async () => {
    expect(ids(await all({ sort: 'amountCents' }))).toEqual(ids(await sqlOn(server(), 'select id from orders order by amount_cents, id')));
    expect(ids(await all({ sort: '-appointmentAt' }))).toEqual(ids(await sqlOn(server(), 'select id from orders order by appointment_at desc, id desc')));
    expect(ids(await all({ sort: 'id' }))).toEqual(ids(await sqlOn(server(), 'select id from orders order by id')));
    const bad = await api.call('admin', 'getOrderList', { sort: 'nurse' });
    expect(bad.resultcode).toBe(101);
    expect(bad.msg).toContain('sort');
  });

  it('pages by offset and by cursor to the same rows', async () => {
    const whole = ids(await all({ sort: '-amountCents' }));
    const byPage: number[] = [];
    for (let page = 1; page <= 4; page++) byPage.push(...ids((await api.ok('admin', 'getOrderList', { sort: '-amountCents', limit: 30, page })).list));
    expect(byPage).toEqual(whole.slice(0, 120));
    const byCursor: number[] = [];
    let cursor: string | null | undefined;
    for (let n = 0; n < 4; n++) {
      const answer: { list: OrderSummary[]; nextCursor: string | null } = await api.ok('admin', 'getOrderList', { sort: '-amountCents', limit: 30, ...(cursor ? { cursor } : {}) });
      byCursor.push(...ids(answer.list));
      cursor = answer.nextCursor;
    }
    expect(byCursor).toEqual(byPage);
    const wrong = await api.call('admin', 'getOrderList', { sort: 'id', cursor: cursor ?? 'x' });
    expect(wrong.resultcode).toBe(101);
  });

  it('gives every page by offset the rows of the whole list, pages past the middle (read from the far end) included', async () => {
    for (const sort of ['-createdAt', 'amountCents', 'id']) {
      for (const filter of [{}, { status: [5, 6] }]) {
        const whole = ids(await all({ ...filter, sort }));
        const limit = 17;
        const pages = Math.ceil(whole.length / limit);
        const byPage: number[] = [];
        for (let page = 1; page <= pages + 1; page++) {
          const answer = await api.ok('admin', 'getOrderList', { ...filter, sort, limit, page });
          expect(answer.total).toBe(whole.length);
          expect(answer.nextCursor === null, `${sort} page ${page} of ${pages}`).toBe(page >= pages);
          byPage.push(...ids(answer.list));
        }
        expect(byPage, `${sort} ${JSON.stringify(filter)}`).toEqual(whole);
      }
    }
  });

  it('scopes a station-bound caller to its studio: list, detail and every order endpoint answer 102 outside', async () => {
    const station = await kit.studioStation();
    const mine = await all({}, 'studio');
    expect(mine.length).toBe(await kit.count('select count(*) from orders where studio_id = ?', [station]));
    expect(mine.every((o) => o.studio.id === station)).toBe(true);
    expect((await api.ok('studio', 'getOrderList', { studioId: await kit.otherStation() })).total).toBe(0);
    const [outside] = await sqlOn(server(), 'select id, version from orders where studio_id <> ? and status = -2 limit 1', [station]);
    const orderId = Number(outside?.id);
    const version = Number(outside?.version);
    for (const [name, body] of [
      ['getOrder', { orderId }],
      ['getPlatformNotes', { orderId }],
      ['addPlatformNotes', { orderId, content: 'x' }],
      ['auditOrder', { orderId, version, decision: 'approve' }],
      ['cancelOrder', { orderId, version, reason: 'x' }],
      ['getWorkFlowPlaceList', { workId: orderId }],
      ['getOrderDataBeforePriceAlter', { orderId }],
      ['applyOrderAlterPrice', { orderId, version, newAmountCents: 100, reason: 'x' }],
    ] as const) {
      const answer = await api.call('studio', name, body);
      expect(answer.resultcode, name).toBe(102);
    }
    expect(Number((await kit.row(orderId)).version)).toBe(version);
  });

  it('lists the staff events each caller may send, per status', async () => {
    const order = await kit.place();
    const asReviewer = (await all({ orderNo: order.orderNo }, 'reviewer'))[0];
    expect(asReviewer?.allowedEvents).toEqual(['order.approve', 'order.reject']);
    const asFinance = (await all({ orderNo: order.orderNo }, 'finance'))[0];
    // Finance reads orders and changes none (a cancel of a paid order is a refund).
    expect(asFinance?.allowedEvents).toEqual([]);
    const asAdmin = (await all({ orderNo: order.orderNo }))[0];
    expect(asAdmin?.allowedEvents).toEqual(['order.approve', 'order.reject', 'order.cancel', 'order.requestPriceChange']);
  });

  it('counts the queues a caller may see', async () => {
    const counts = await api.ok('admin', 'getOrderQueueCounts', {});
    expect(counts).toEqual({
      organisationReview: await kit.count('select count(*) from orders where status = -2'),
      customerServiceReview: await kit.count('select count(*) from orders where status = -1'),
      priceChangesPending: await kit.count('select count(*) from price_change_requests where status = 2'),
      wasteOverdue: await kit.count('select count(*) from medical_waste_tasks where status = 0 and due_at < ?', [Date.now()]),
    });
    expect(counts.wasteOverdue).toBeGreaterThan(0);
    const station = await kit.studioStation();
    expect((await api.ok('studio', 'getOrderQueueCounts', {})).organisationReview).toBe(await kit.count('select count(*) from orders where status = -2 and studio_id = ?', [station]));
    expect(await api.ok('noperm', 'getOrderQueueCounts', {})).toEqual({ organisationReview: null, customerServiceReview: null, priceChangesPending: null, wasteOverdue: null });
    expect((await api.ok('reviewer', 'getOrderQueueCounts', {})).priceChangesPending).toBeNull();
  });
});
