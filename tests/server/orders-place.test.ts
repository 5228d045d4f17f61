import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

describe('placing orders', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  const DAY = 86_400_000;
  let memberId = 0;
  let patientId = 0;
  let serviceId = 0;
  let price = 0;
  let station = 0;

  /** A coupon of `kind` granted to the member (the marketing area has no endpoints yet). */
  const grant = async (kind: string, value: number, threshold = 0, member = memberId, expiresAt = Date.now() + 30 * DAY) => {
    const now = Date.now();
    await sqlOn(server(), 'insert into coupons (name, kind, value, threshold_cents, quantity, created_at, updated_at, version) values (?, ?, ?, ?, 100, ?, ?, 1)', [`${kind} ${value}`, kind, value, threshold, now, now]);
    const couponId = await kit.count('select max(id) from coupons');
    await sqlOn(server(), "insert into member_coupons (coupon_id, member_id, status, expires_at, created_at, updated_at, version) values (?, ?, 'unused', ?, ?, ?, 1)", [couponId, member, expiresAt, now, now]);
    return kit.count('select max(id) from member_coupons');
  };
  const body = (extra: Record<string, unknown> = {}) => ({ memberId, patientId, serviceId, studioId: station, address: '8 Century Avenue', appointmentAt: Date.now() + 2 * DAY, ...extra });

  beforeAll(async () => {
    const [patient] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    memberId = Number(patient?.member_id);
    patientId = Number(patient?.id);
    const [service] = await sqlOn(server(), 'select id, price_cents from services where on_shelf = 1 order by price_cents desc limit 1');
    serviceId = Number(service?.id);
    price = Number(service?.price_cents);
    station = await kit.studioStation();
  });

  it('offers the member\'s patients and coupons, what is on sale and the caller\'s studios', async () => {
    const couponId = await grant('cash', 500);
    const options = await api.ok('studio', 'getOrderPlaceOptions', { memberId });
    expect(options.member.phone).toMatch(/\*{4}/);
    expect(options.patients.map((p) => p.id)).toContain(patientId);
    expect(options.services.length).toBe(await kit.count('select count(*) from services where on_shelf = 1'));
    expect(options.coupons.map((c) => c.memberCouponId)).toContain(couponId);
    expect(options.studios.map((s) => s.id)).toEqual([station]);
    expect((await api.call('studio', 'getOrderPlaceOptions', { memberId: 999_999 })).resultcode).toBe(101);
  });

  it('prices with cash, threshold and percent coupons on the server', async () => {
    const cash = await grant('cash', 3000);
    expect(await api.ok('admin', 'quoteOrderPrice', { memberId, serviceId, memberCouponId: cash })).toMatchObject({ listPriceCents: price, discountCents: 3000, amountCents: price - 3000 });
    const percent = await grant('percent', 1500); // 15 %
    expect((await api.ok('admin', 'quoteOrderPrice', { memberId, serviceId, memberCouponId: percent })).discountCents).toBe(Math.floor((price * 1500) / 10_000));
    const tooHigh = await grant('threshold', 1000, price + 1);
    const refused = await api.call('admin', 'quoteOrderPrice', { memberId, serviceId, memberCouponId: tooHigh });
    expect(refused.msg).toBe(`memberCouponId: ${t('orders.server.couponUnusable', { id: tooHigh, why: t('orders.server.couponThreshold', { threshold: price + 1 }) })}`);
    const [other] = await sqlOn(server(), 'select id from members where id <> ? order by id limit 1', [memberId]);
    const foreign = await grant('cash', 100, 0, Number(other?.id));
    expect((await api.call('admin', 'quoteOrderPrice', { memberId, serviceId, memberCouponId: foreign })).msg).toContain(t('orders.server.couponNotMine'));
    const expired = await grant('cash', 100, 0, memberId, Date.now() - 1000);
    expect((await api.call('admin', 'quoteOrderPrice', { memberId, serviceId, memberCouponId: expired })).msg).toContain(t('coupons.server.expired'));
    const [pkg] = await sqlOn(server(), 'select id, price_cents from packages order by id limit 1');
    expect((await api.ok('admin', 'quoteOrderPrice', { memberId, packageId: Number(pkg?.id) })).amountCents).toBe(Number(pkg?.price_cents));
    expect((await api.call('admin', 'quoteOrderPrice', { memberId })).msg).toBe(`serviceId: ${t('orders.contract.serviceOrPackage')}`);
  });

  it('places an order at −2 with the server\'s price, uses the coupon up, and writes the timeline and audit', async () => {
    const coupon = await grant('cash', 1000);
    const order = await api.ok('studio', 'placeOrder', body({ memberCouponId: coupon, amountCents: 1 }));
    expect(order).toMatchObject({ status: -2, amountCents: price - 1000, studio: { id: station }, version: 1 });
    expect(order.orderNo).toMatch(/^\d{8}\d{8}$/);
    const row = await kit.row(order.id);
    expect(row).toMatchObject({ list_price_cents: price, discount_cents: 1000, member_coupon_id: coupon, booking: 1 });
    expect((await sqlOn(server(), 'select status, order_id from member_coupons where id = ?', [coupon]))[0]).toEqual({ status: 'used', order_id: order.id });
    const again = await api.call('studio', 'placeOrder', body({ memberCouponId: coupon }));
    expect(again.msg).toContain(t('orders.server.couponUsed'));
    const detail = await api.ok('admin', 'getOrder', { orderId: order.id });
    expect(detail.coupon).toMatchObject({ memberCouponId: coupon, kind: 'cash', value: 1000, status: 'used' });
    expect(detail.timeline.map((e) => e.event)).toEqual(['order.created']);
    expect(detail.createdBy?.name).toBe('Wang Lei');
    expect(await kit.count("select count(*) from audit_log where action = 'order.place' and entity_id = ?", [order.id])).toBe(1);
  });

  it('refuses bad placements naming the field, placing nothing', async () => {
    const before = await kit.count('select count(*) from orders');
    const [otherPatient] = await sqlOn(server(), 'select id from patients where member_id <> ? limit 1', [memberId]);
    const [disabledMember] = await sqlOn(server(), 'select m.id, p.id as patient from members m join patients p on p.member_id = m.id where m.status = 0 limit 1');
    const cases: Array<[Record<string, unknown>, string, string | null]> = [
      [{ patientId: Number(otherPatient?.id) }, 'patientId', t('orders.server.patientOtherMember', { id: Number(otherPatient?.id) })],
      [{ appointmentAt: Date.now() - 1000 }, 'appointmentAt', t('orders.server.appointmentPast')],
      [{ address: '  ' }, 'address', t('orders.contract.addressRequired')],
      [{ serviceId: 999_999 }, 'serviceId', null],
      [{ studioId: await kit.otherStation() }, 'studioId', t('orders.server.studioOutside', { id: await kit.otherStation() })],
      [{ packageId: 1 }, 'serviceId', t('orders.contract.serviceOrPackage')],
    ];
    for (const [patch, field, problem] of cases) {
      const answer = await api.call('studio', 'placeOrder', body(patch));
      expect(answer.resultcode, field).toBe(101);
      if (problem) expect(answer.msg).toBe(`${field}: ${problem}`);
      else expect(answer.msg.startsWith(`${field}:`)).toBe(true);
    }
    if (disabledMember) {
      const answer = await api.call('admin', 'placeOrder', body({ memberId: Number(disabledMember.id), patientId: Number(disabledMember.patient) }));
      expect(answer.msg.startsWith('memberId:')).toBe(true);
    }
    // Staff bound to one station may leave the studio out; unbound staff must name it.
    expect((await api.ok('studio', 'placeOrder', body({ studioId: '' }))).studio.id).toBe(station);
    expect((await api.call('admin', 'placeOrder', body({ studioId: undefined }))).msg).toBe(`studioId: ${t('orders.server.studioNeeded')}`);
    expect(await kit.count('select count(*) from orders')).toBe(before + 1);
  });
});
