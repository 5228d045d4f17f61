import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';
import { couponKit } from './marketing-coupons-fixtures';

describe('coupons in orders', () => {
  const server = useServer();
  const api = systemClient(server);
  const orders = ordersKit(server, api);
  const kit = couponKit(server, api);
  let member = 0;
  let patient = 0;
  let service = { id: 0, categoryId: 0, priceCents: 0 };
  let studioId = 0;

  beforeAll(async () => {
    const [p] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    member = Number(p?.member_id);
    patient = Number(p?.id);
    const [s] = await sqlOn(server(), "select id, category_id, price_cents from services where on_shelf = 1 and required_title = 'nurse' order by id limit 1");
    service = { id: Number(s?.id), categoryId: Number(s?.category_id), priceCents: Number(s?.price_cents) };
    studioId = await orders.studioStation();
  });

  /** A coupon of `fields` granted to the test member; answers the member's coupon id. */
  const couponFor = async (fields: Record<string, unknown>) => {
    const coupon = await kit.coupon({ quantity: 10, perMemberLimit: 5, ...fields });
    await kit.grant({ couponId: coupon.id, source: 'members', memberIds: [member] });
    return { couponId: coupon.id, memberCouponId: await countOn(server(), 'select max(id) from member_coupons where coupon_id = ? and member_id = ?', [coupon.id, member]) };
  };
  const quote = (memberCouponId: number, item: Record<string, unknown> = { serviceId: service.id }) => api.call('cs', 'quoteOrderPrice', { memberId: member, memberCouponId, ...item });
  const place = (memberCouponId: number) =>
    api.call('admin', 'placeOrder', { memberId: member, patientId: patient, serviceId: service.id, studioId, address: '1 Coupon Road', appointmentAt: Date.now() + 2 * 86_400_000, memberCouponId });
  const why = (id: number, reason: string) => t('orders.server.couponUnusable', { id, why: reason });

  it('prices every kind on the server: cash, threshold from its threshold, percent rounded down and capped', async () => {
    const price = service.priceCents;
    const cash = await couponFor({ kind: 'cash', value: '5' });
    expect((await quote(cash.memberCouponId)).result).toMatchObject({ listPriceCents: price, discountCents: Math.min(500, price), amountCents: Math.max(0, price - 500) });
    const threshold = await couponFor({ kind: 'threshold', value: '1', threshold: (price / 100).toFixed(2) });
    expect((await quote(threshold.memberCouponId)).result).toMatchObject({ discountCents: 100 });
    const percent = await couponFor({ kind: 'percent', value: '33.33' });
    expect((await quote(percent.memberCouponId)).result).toMatchObject({ discountCents: Math.floor((price * 3333) / 10_000) });
    const capped = await couponFor({ kind: 'percent', value: '50', cap: '0.5' });
    expect((await quote(capped.memberCouponId)).result).toMatchObject({ discountCents: 50, amountCents: price - 50 });
    const category = await couponFor({ kind: 'cash', value: '1', categoryIds: [service.categoryId] });
    expect((await quote(category.memberCouponId)).result).toMatchObject({ discountCents: 100 });
  });

  it('refuses a coupon below its threshold, not for the item, not yet valid, expired, disabled or used, naming the reason', async () => {
    const price = service.priceCents;
    const below = await couponFor({ kind: 'threshold', value: '1', threshold: ((price + 1) / 100).toFixed(2) });
    expect(await quote(below.memberCouponId)).toMatchObject({ resultcode: 101, result: { field: 'memberCouponId' }, msg: `memberCouponId: ${why(below.memberCouponId, t('orders.server.couponThreshold', { threshold: price + 1 }))}` });
    const [pkg] = await sqlOn(server(), 'select id, name from packages order by id limit 1');
    const [serviceName] = await sqlOn(server(), 'select name from services where id = ?', [service.id]);
    const packageOnly = await couponFor({ kind: 'cash', value: '1', packageIds: [Number(pkg?.id)] });
    expect((await quote(packageOnly.memberCouponId)).msg).toBe(`memberCouponId: ${why(packageOnly.memberCouponId, t('coupons.server.notApplicable', { item: String(serviceName?.name) }))}`);
    const later = await couponFor({ kind: 'cash', value: '1', validFrom: '2098-01-01', validUntil: '2099-01-01', validDays: undefined });
    expect((await quote(later.memberCouponId)).msg).toBe(`memberCouponId: ${why(later.memberCouponId, t('coupons.server.notYet', { day: '2098-01-01' }))}`);
    const expired = await couponFor({ kind: 'cash', value: '1' });
    await sqlOn(server(), 'update member_coupons set expires_at = ? where id = ?', [Date.now() - 1000, expired.memberCouponId]);
    expect((await quote(expired.memberCouponId)).msg).toBe(`memberCouponId: ${why(expired.memberCouponId, t('coupons.server.expired'))}`);
    const disabled = await couponFor({ kind: 'cash', value: '1' });
    const version = await countOn(server(), 'select version from coupons where id = ?', [disabled.couponId]);
    await api.ok('admin', 'editCoupon', { couponId: disabled.couponId, version, enabled: false });
    expect((await quote(disabled.memberCouponId)).result).toMatchObject({ field: 'memberCouponId' });
    const used = await couponFor({ kind: 'cash', value: '1' });
    expect((await place(used.memberCouponId)).resultcode).toBe(1);
    expect((await place(used.memberCouponId)).msg).toBe(`memberCouponId: ${why(used.memberCouponId, t('orders.server.couponUsed'))}`);
    const orderCount = await countOn(server(), 'select count(*) from orders where member_coupon_id = ?', [used.memberCouponId]);
    expect(orderCount).toBe(1);
  });

  it('two orders racing for one coupon: exactly one gets it, the other is refused and not placed', async () => {
    for (let round = 0; round < 3; round++) {
      const coupon = await couponFor({ kind: 'cash', value: '2' });
      const before = await countOn(server(), 'select count(*) from orders');
      const answers = await Promise.all([place(coupon.memberCouponId), place(coupon.memberCouponId)]);
      expect(answers.map((a) => a.resultcode).sort()).toEqual([1, 101]);
      expect(await countOn(server(), 'select count(*) from orders')).toBe(before + 1);
      const [row] = await sqlOn(server(), 'select status, order_id from member_coupons where id = ?', [coupon.memberCouponId]);
      const winner = answers.find((a) => a.resultcode === 1)!.result as { id: number };
      expect(row).toMatchObject({ status: 'used', order_id: winner.id });
      expect(await countOn(server(), 'select discount_cents from orders where id = ?', [winner.id])).toBeGreaterThan(0);
    }
  });

  it('cancelling an unpaid order gives the coupon back while it is valid; a paid order keeps it used', async () => {
    const unpaid = await couponFor({ kind: 'cash', value: '1' });
    const order = (await place(unpaid.memberCouponId)).result as { id: number };
    await api.ok('admin', 'cancelOrder', { orderId: order.id, version: await orders.version(order.id), reason: 'Member changed plans' });
    const [back] = await sqlOn(server(), 'select status, order_id, used_at from member_coupons where id = ?', [unpaid.memberCouponId]);
    expect(back).toMatchObject({ status: 'unused', order_id: null, used_at: null });
    expect((await place(unpaid.memberCouponId)).resultcode).toBe(1);

    const lapsed = await couponFor({ kind: 'cash', value: '1' });
    const lapsedOrder = (await place(lapsed.memberCouponId)).result as { id: number };
    await sqlOn(server(), 'update member_coupons set expires_at = ? where id = ?', [Date.now() - 1000, lapsed.memberCouponId]);
    await api.ok('admin', 'cancelOrder', { orderId: lapsedOrder.id, version: await orders.version(lapsedOrder.id), reason: 'Member changed plans' });
    expect((await sqlOn(server(), 'select status from member_coupons where id = ?', [lapsed.memberCouponId]))[0]).toMatchObject({ status: 'expired' });

    const paid = await couponFor({ kind: 'cash', value: '1' });
    const paidOrder = (await place(paid.memberCouponId)).result as { id: number };
    for (let i = 0; i < 2; i++) await api.ok('admin', 'auditOrder', { orderId: paidOrder.id, version: await orders.version(paidOrder.id), decision: 'approve' });
    expect((await orders.appEvent(paidOrder.id, 'order.pay')).resultcode).toBe(1);
    await api.ok('admin', 'cancelOrder', { orderId: paidOrder.id, version: await orders.version(paidOrder.id), reason: 'Member changed plans' });
    expect((await sqlOn(server(), 'select status, order_id from member_coupons where id = ?', [paid.memberCouponId]))[0]).toMatchObject({ status: 'used', order_id: paidOrder.id });
  });
});
