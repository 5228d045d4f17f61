import { endpoints } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { from, useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { demoIds, insertCoupon, insertNewMember } from './marketing-content-support';

const DAY = 24 * 60 * 60 * 1000;

describe('marketing: promotions and their attribution', () => {
  const server = useServer();
  const api = systemClient(server);
  let n = 0;
  const report = (body: Record<string, unknown>) => {
    n += 1;
    // Each report from its own address, as members' phones are: the public limit is per address.
    return apiCall<{ outcome: string; couponOutcome: string | null }>(server().url, endpoints.recordPromotionEvent.path, body, null, { headers: from(`10.21.${n % 250}.${(n * 7) % 250}`) });
  };
  const running = { startsAt: Date.now() - DAY, endsAt: Date.now() + 30 * DAY };

  it('counts visits once per visitor and day, sign-ups once per member, and first orders of the referred', async () => {
    const { memberId: promoterId } = await demoIds(server());
    const coupon = await insertCoupon(server(), { quantity: 10 });
    const promotion = await api.ok('ops', 'addPromotion', { name: 'Bring a neighbour', code: 'neighbour1', promoterKind: 'member', promoterId, couponId: coupon, ...running });
    expect(promotion).toMatchObject({ code: 'NEIGHBOUR1', link: 'https://m.careops.example/r/NEIGHBOUR1', promoter: { id: promoterId }, coupon: { id: coupon }, visits: 0 });
    const twin = await api.call('ops', 'addPromotion', { name: 'Twin', code: 'NEIGHBOUR1', promoterKind: 'member', promoterId, ...running });
    expect(twin.msg).toBe(`code: ${t('marketing.promotion.codeTaken', { code: 'NEIGHBOUR1' })}`);
    const generated = await api.ok('ops', 'addPromotion', { name: 'Generated code', promoterKind: 'staff', promoterId: (await api.as('ops')).userId, ...running });
    expect(generated.code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await api.call('ops', 'addPromotion', { name: 'No nurse', promoterKind: 'nurse', promoterId: 999999, ...running })).result).toMatchObject({ field: 'promoterId' });

    expect((await report({ code: 'NEIGHBOUR1', event: 'visit', visitorKey: 'device-aaaa-1' })).result.outcome).toBe('recorded');
    expect((await report({ code: 'NEIGHBOUR1', event: 'visit', visitorKey: 'device-aaaa-1' })).result.outcome).toBe('alreadyCounted');
    expect((await report({ code: 'neighbour1', event: 'visit', visitorKey: 'device-bbbb-2' })).result.outcome).toBe('recorded');
    expect((await report({ code: 'NEIGHBOUR1', event: 'visit' })).result).toMatchObject({ field: 'visitorKey' });
    expect((await report({ code: 'NOSUCHCODE', event: 'visit', visitorKey: 'device-cccc-3' })).result).toMatchObject({ field: 'code' });

    const referred = await insertNewMember(server());
    const signup = await report({ code: 'NEIGHBOUR1', event: 'signup', memberId: referred });
    expect(signup.result).toEqual({ outcome: 'recorded', couponOutcome: 'granted' });
    expect((await report({ code: 'NEIGHBOUR1', event: 'signup', memberId: referred })).result.outcome).toBe('alreadyReferred');
    expect((await report({ code: generated.code, event: 'signup', memberId: referred })).result.outcome).toBe('alreadyReferred');
    expect(await countOn(server(), "select count(*) from member_coupons where member_id = ? and coupon_id = ? and status = 'unused'", [referred, coupon])).toBe(1);
    const oldMember = await insertNewMember(server(), Date.now() - 3 * DAY);
    expect((await report({ code: 'NEIGHBOUR1', event: 'signup', memberId: oldMember })).msg).toBe(`memberId: ${t('marketing.promotion.signupTooOld', { hours: 24 })}`);

    // The referred member's first order: one placed after signing up (not cancelled).
    const [order] = await sqlOn(server(), 'select * from orders order by id limit 1');
    const columns = Object.keys(order ?? {}).filter((c) => c !== 'id');
    const values = columns.map((c) => (c === 'member_id' ? referred : c === 'created_at' ? Date.now() : c === 'status' ? 1 : c === 'order_no' ? `P${process.pid}${Date.now()}` : (order as Record<string, unknown>)[c]));
    await sqlOn(server(), `insert into orders (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`, values);

    const detail = await api.ok('ops', 'getPromotion', { promotionId: promotion.id });
    expect(detail).toMatchObject({ visits: 2, visitors: 2, signUps: 1, firstOrders: 1, couponsGranted: 1, couponsMissed: 0, signUpRate: 0.5, orderRate: 1 });
    expect(detail.referrals).toEqual([expect.objectContaining({ memberId: referred, couponOutcome: 'granted', firstOrderAt: expect.any(Number) })]);
    const listed = await api.ok('ops', 'getPromotionList', { code: 'neighbour1' });
    expect(listed.list.map((p) => [p.id, p.visits, p.signUps, p.firstOrders])).toEqual([[promotion.id, 2, 1, 1]]);

    const stopped = await api.ok('ops', 'editPromotion', { promotionId: promotion.id, version: promotion.version, enabled: false });
    expect(stopped.enabled).toBe(0);
    expect((await report({ code: 'NEIGHBOUR1', event: 'visit', visitorKey: 'device-dddd-4' })).msg).toBe(`code: ${t('marketing.promotion.notRunning', { code: 'NEIGHBOUR1' })}`);
    expect((await api.call('cs', 'getPromotionList', {})).resultcode).toBe(106);
    expect((await api.call('finance', 'addPromotion', { name: 'x', promoterKind: 'member', promoterId, ...running })).resultcode).toBe(106);
  });

  it('never gives more referral coupons than the coupon has, with eight sign-ups at once', async () => {
    const coupon = await insertCoupon(server(), { quantity: 3 });
    const { memberId: promoterId } = await demoIds(server());
    const promotion = await api.ok('ops', 'addPromotion', { name: 'Race', code: `RACE${process.pid % 10000}`, promoterKind: 'member', promoterId, couponId: coupon, ...running });
    const members = await Promise.all(Array.from({ length: 8 }, () => insertNewMember(server())));
    const answers = await Promise.all(members.map((memberId) => report({ code: promotion.code, event: 'signup', memberId })));
    expect(answers.map((a) => a.resultcode)).toEqual(Array(8).fill(1));
    const outcomes = answers.map((a) => a.result.couponOutcome).sort();
    expect(outcomes).toEqual(['exhausted', 'exhausted', 'exhausted', 'exhausted', 'exhausted', 'granted', 'granted', 'granted']);
    expect(await countOn(server(), 'select granted from coupons where id = ?', [coupon])).toBe(3);
    expect(await countOn(server(), 'select count(*) from member_coupons where coupon_id = ?', [coupon])).toBe(3);

    // The same member reported eight times at once is attributed once.
    const again = await insertNewMember(server());
    const coupon2 = await insertCoupon(server(), { quantity: 100 });
    await api.ok('ops', 'editPromotion', { promotionId: promotion.id, version: promotion.version, couponId: coupon2 });
    const repeats = await Promise.all(Array.from({ length: 8 }, () => report({ code: promotion.code, event: 'signup', memberId: again })));
    expect(repeats.filter((a) => a.result.outcome === 'recorded')).toHaveLength(1);
    expect(await countOn(server(), 'select count(*) from member_coupons where member_id = ?', [again])).toBe(1);
    expect(await countOn(server(), 'select count(*) from promotion_referrals where member_id = ?', [again])).toBe(1);
  });

  it('shares the coupon with a grant of the same coupon running at once: its quantity holds for both', async () => {
    const coupon = await insertCoupon(server(), { quantity: 6 });
    const { memberId: promoterId } = await demoIds(server());
    const promotion = await api.ok('ops', 'addPromotion', { name: 'Shared coupon', code: `SHARE${process.pid % 10000}`, promoterKind: 'member', promoterId, couponId: coupon, ...running });
    const granted = await Promise.all(Array.from({ length: 6 }, () => insertNewMember(server())));
    const referred = await Promise.all(Array.from({ length: 6 }, () => insertNewMember(server())));
    const [grant, ...signups] = await Promise.all([
      api.call('ops', 'addCouponGrant', { couponId: coupon, idempotencyKey: `share-${process.pid}-${coupon}`, source: 'members', memberIds: granted }),
      ...referred.map((memberId) => report({ code: promotion.code, event: 'signup', memberId })),
    ]);
    expect(grant?.resultcode, grant?.msg).toBe(1);
    expect(signups.map((a) => a.resultcode)).toEqual(Array(6).fill(1));
    await expect.poll(async () => countOn(server(), "select count(*) from coupon_grants where coupon_id = ? and status in ('done', 'partial')", [coupon]), { timeout: 30_000 }).toBe(1);
    expect(await countOn(server(), 'select count(*) from member_coupons where coupon_id = ?', [coupon])).toBe(6);
    expect(await countOn(server(), 'select granted from coupons where id = ?', [coupon])).toBe(6);
    const given = signups.filter((a) => a.result.couponOutcome === 'granted').length;
    expect(await countOn(server(), "select count(*) from promotion_referrals where promotion_id = ? and coupon_outcome = 'granted'", [promotion.id])).toBe(given);
  });
});
