import { businessDayOf, businessDayRange } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { couponKit } from './marketing-coupons-fixtures';

describe('coupons and their grants', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = couponKit(server, api);

  it('coupons: each kind stored by its rules, impossible combinations refused naming the field, edits at a version', async () => {
    const cash = await api.ok('ops', 'addCoupon', { name: 'Ten off', kind: 'cash', value: '10', quantity: 50, validDays: 30 });
    expect(cash).toMatchObject({ kind: 'cash', value: 1000, offer: t('coupons.server.offer.cash', { value: '10.00' }), quantity: 50, granted: 0, remaining: 50, perMemberLimit: 1, enabled: 1 });
    const percent = await api.ok('ops', 'addCoupon', { name: 'Fifteen percent', kind: 'percent', value: '15', cap: '20', quantity: 10, validUntil: '2099-12-31' });
    expect(percent).toMatchObject({ value: 1500, capCents: 2000, valueText: '15', cap: '20.00', validUntil: businessDayRange('2099-12-31')?.start });
    const threshold = await api.ok('ops', 'addCoupon', { name: 'Thirty off 150', kind: 'threshold', value: '30', threshold: '150', quantity: 10, validDays: 7 });
    expect(threshold).toMatchObject({ thresholdCents: 15000, offer: t('coupons.server.offer.threshold', { value: '30.00', threshold: '150.00' }) });

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'threshold', value: '30' }, 'threshold'],
      [{ kind: 'threshold', value: '300', threshold: '150' }, 'value'],
      [{ kind: 'percent', value: '150' }, 'value'],
      [{ kind: 'cash', value: '0' }, 'value'],
      [{ kind: 'cash', value: '10', cap: '5' }, 'cap'],
      [{ kind: 'cash', value: '10', validDays: undefined }, 'validUntil'],
      [{ kind: 'cash', value: '10', validFrom: '2030-01-10', validUntil: '2030-01-01', validDays: undefined }, 'validUntil'],
      [{ kind: 'cash', value: '10', serviceIds: [999_999] }, 'serviceIds'],
      [{ kind: 'coupon' }, 'kind'],
      [{ kind: 'cash', value: '10', quantity: 0 }, 'quantity'],
    ];
    for (const [fields, field] of refusals) {
      const answer = await api.call('ops', 'addCoupon', { name: 'Refused', quantity: 5, validDays: 3, ...fields });
      expect(answer, JSON.stringify(fields)).toMatchObject({ resultcode: 101, result: { field } });
    }
    expect(await kit.count("select count(*) from coupons where name = 'Refused'")).toBe(0);

    const edited = await api.ok('ops', 'editCoupon', { couponId: cash.id, version: 1, value: '12.5', enabled: false });
    expect(edited).toMatchObject({ value: 1250, enabled: 0, version: 2 });
    expect((await api.call('ops', 'editCoupon', { couponId: cash.id, version: 1, value: '9' })).resultcode).toBe(104);
    expect((await api.call('cs', 'addCoupon', { name: 'Not allowed', kind: 'cash', value: '1', quantity: 1, validDays: 1 })).resultcode).toBe(106);
    const actions = await sqlOn(server(), "select action from audit_log where entity = 'coupon' and entity_id = ? order by id", [cash.id]);
    expect(actions.map((r) => r.action)).toEqual(['coupon.add', 'coupon.edit']);
  });

  it('eight grants at once never exceed the quantity or the per-member limit', async () => {
    const members = await kit.members(10);
    const memberIds = members.map((m) => m.id);
    // Room for 20 (10 members × 2) but only 15 units; the other coupon has units to spare.
    const scarce = await kit.coupon({ quantity: 15, perMemberLimit: 2 });
    const plenty = await kit.coupon({ quantity: 1000, perMemberLimit: 2 });
    for (const coupon of [scarce, plenty]) {
      const started = await Promise.all(Array.from({ length: 8 }, () => api.ok('ops', 'addCouponGrant', { couponId: coupon.id, idempotencyKey: kit.key(), source: 'members', memberIds })));
      await Promise.all(started.map((g) => kit.awaitGrant(g.id)));
      const grants = await Promise.all(started.map((g) => api.ok('ops', 'getCouponGrant', { grantId: g.id })));
      const given = await kit.count('select count(*) from member_coupons where coupon_id = ?', [coupon.id]);
      expect(given).toBe(coupon === scarce ? 15 : 20);
      expect(grants.reduce((sum, g) => sum + g.granted, 0)).toBe(given);
      expect(grants.reduce((sum, g) => sum + g.refused, 0)).toBe(80 - given);
      expect(grants.every((g) => g.status === 'partial' || g.status === 'done')).toBe(true);
      expect(await kit.count('select granted from coupons where id = ?', [coupon.id])).toBe(given);
      expect(await kit.count('select max(n) from (select count(*) as n from member_coupons where coupon_id = ? group by member_id) held', [coupon.id])).toBe(2);
    }
    const refusals = (await api.ok('ops', 'getCouponGrantList', { couponId: scarce.id })).list;
    expect(refusals).toHaveLength(8);
  });

  it('the same grant request again changes nothing, even sent twice at once; a key of another coupon is refused', async () => {
    const members = await kit.members(3);
    const coupon = await kit.coupon({ quantity: 10, perMemberLimit: 3 });
    const idempotencyKey = kit.key();
    const body = { couponId: coupon.id, idempotencyKey, source: 'members', memberIds: members.map((m) => m.id) };
    const [a, b] = await Promise.all([api.ok('ops', 'addCouponGrant', body), api.ok('admin', 'addCouponGrant', body)]);
    expect(a.id).toBe(b.id);
    await kit.awaitGrant(a.id);
    const again = await api.ok('ops', 'addCouponGrant', body);
    expect(again).toMatchObject({ id: a.id, status: 'done', granted: 3 });
    expect(await kit.count('select count(*) from member_coupons where coupon_id = ?', [coupon.id])).toBe(3);
    expect(await kit.count("select count(*) from audit_log where action = 'couponGrant.add' and entity_id = ?", [a.id])).toBe(1);
    const other = await kit.coupon();
    const clash = await api.call('ops', 'addCouponGrant', { ...body, couponId: other.id });
    expect(clash).toMatchObject({ resultcode: 101, result: { field: 'idempotencyKey' } });
  });

  it('grants to pasted phones and to a segment; a dry run names who would receive it and changes nothing', async () => {
    const members = await kit.members(4, 400);
    const coupon = await kit.coupon({ quantity: 3 });
    const phones = `phone\n${members.map((m) => m.phone).join('\n')}\n13800000000\n`;
    const preview = await api.ok('ops', 'previewCouponGrant', { couponId: coupon.id, idempotencyKey: kit.key(), source: 'phones', phones });
    expect(preview).toMatchObject({ total: 5, wouldGrant: 3 });
    expect(preview.refusals).toEqual(expect.arrayContaining([{ reason: 'unknownPhone', count: 1 }, { reason: 'quantity', count: 1 }]));
    expect(preview.sample.map((s) => s.memberId)).toEqual(members.slice(0, 3).map((m) => m.id));
    expect(await kit.count('select count(*) from member_coupons where coupon_id = ?', [coupon.id])).toBe(0);

    const bad = await api.call('ops', 'addCouponGrant', { couponId: coupon.id, idempotencyKey: kit.key(), source: 'phones', phones: `${members[0]!.phone}\n12345` });
    expect(bad).toMatchObject({ resultcode: 101, result: { field: 'phones' } });
    expect(bad.msg).toContain(t('coupons.server.badPhones', { line: 2, text: '12345' }));

    const byPhone = await kit.grant({ couponId: coupon.id, source: 'phones', phones });
    expect(byPhone).toMatchObject({ status: 'partial', total: 5, granted: 3, refused: 2 });
    const recipients = await api.ok('ops', 'getCouponGrantRecipientList', { grantId: byPhone.id, limit: 50 });
    expect(recipients.list.filter((r) => r.couponState === 'unused')).toHaveLength(3);
    expect(recipients.list.find((r) => r.memberId === null)).toMatchObject({ status: 'refused', reason: 'unknownPhone', couponState: null });

    const wide = await kit.coupon({ quantity: 100 });
    const day = (ms: number) => businessDayOf(ms);
    const registered = Date.now() - 400 * 86_400_000;
    const segment = await kit.grant({ couponId: wide.id, source: 'segment', registeredFrom: day(registered), registeredTo: day(registered), noOrderDays: 30 });
    const ids = (await sqlOn(server(), 'select member_id from member_coupons where coupon_id = ? order by member_id', [wide.id])).map((r) => Number(r.member_id));
    expect(ids).toEqual(expect.arrayContaining(members.map((m) => m.id)));
    expect(segment.granted).toBe(ids.length);
    const none = await api.call('ops', 'addCouponGrant', { couponId: wide.id, idempotencyKey: kit.key(), source: 'segment' });
    expect(none).toMatchObject({ resultcode: 101, result: { field: 'source' } });

    const disabled = await kit.coupon({ enabled: false });
    const refused = await api.call('ops', 'addCouponGrant', { couponId: disabled.id, idempotencyKey: kit.key(), source: 'members', memberIds: [members[0]!.id] });
    expect(refused).toMatchObject({ resultcode: 101, result: { field: 'couponId' } });
    expect((await api.call('cs', 'addCouponGrant', { couponId: wide.id, idempotencyKey: kit.key(), source: 'members', memberIds: [members[0]!.id] })).resultcode).toBe(106);
  });

  it('the scheduler expires unused coupons past their day; the detail counts them and charts use by day', async () => {
    const members = await kit.members(2);
    const coupon = await kit.coupon({ quantity: 5, validDays: 2 });
    await kit.grant({ couponId: coupon.id, source: 'members', memberIds: members.map((m) => m.id) });
    const before = await kit.hook<{ expired: number }>('/api/test/runCouponJobs', {});
    expect(await kit.count("select count(*) from member_coupons where coupon_id = ? and status = 'unused'", [coupon.id])).toBe(2);
    expect(before.expired).toBeGreaterThanOrEqual(0);
    await kit.hook('/api/test/runCouponJobs', { now: Date.now() + 3 * 86_400_000 });
    expect(await kit.count("select count(*) from member_coupons where coupon_id = ? and status = 'expired'", [coupon.id])).toBe(2);
    const detail = await api.ok('ops', 'getCoupon', { couponId: coupon.id });
    expect(detail.stats).toEqual({ granted: 2, unused: 0, used: 0, expired: 2, remaining: 3 });
    expect(detail.usage.reduce((sum, d) => sum + d.granted, 0)).toBe(2);
    expect(detail.usage.reduce((sum, d) => sum + d.expired, 0)).toBe(2);
  });
});
