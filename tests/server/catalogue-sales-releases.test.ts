import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';
import { ordersKit } from './orders-fixtures';

const DAY = 86_400_000;

describe('product releases', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  let station = 0;
  let other = 0;
  let serviceId = 0;
  let memberId = 0;
  let patientId = 0;
  /** A window far ahead of the demo releases, `offset` days on. */
  const base = Date.now();
  const ahead = (offset: number, days = 30) => ({ startsAt: base + (1000 + offset) * DAY, endsAt: base + (1000 + offset + days) * DAY });

  beforeAll(async () => {
    station = await kit.studioStation();
    other = await kit.otherStation();
    const [service] = await sqlOn(server(), "select id from services where on_shelf = 1 and required_title = 'nurse' and agreement_id is null order by id limit 1");
    serviceId = Number(service?.id);
    const [patient] = await sqlOn(server(), 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    memberId = Number(patient?.member_id);
    patientId = Number(patient?.id);
  });

  it('lists the demo releases of every studio, filters them and finds what is on sale now', async () => {
    const all = await api.ok('ops', 'getProductReleaseList', { limit: 5 });
    expect(all.total).toBeGreaterThan(10);
    const studios = await kit.count('select count(distinct studio_id) from product_releases');
    expect(studios).toBe(await kit.count('select count(*) from studios where status = 1'));
    const onSale = await api.ok('ops', 'getProductReleaseList', { studioId: station, serviceId, onSaleAt: Date.now(), limit: 50 });
    expect(onSale.list).toHaveLength(1);
    expect(onSale.list[0]).toMatchObject({ studio: { id: station }, item: { kind: 'service', id: serviceId }, onSale: true, status: 1 });
    expect((await api.call('ops', 'getProductReleaseList', { sort: 'studio' })).resultcode).toBe(101);
  });

  it('creates a release with its price and window (audited) and refuses an overlap naming the other release', async () => {
    const first = await api.ok('ops', 'addProductRelease', { studioId: station, serviceId, price: '88.80', ...ahead(0) });
    expect(first).toMatchObject({ priceCents: 8_880, price: '88.80', status: 1, onSale: false, version: 1, createdBy: { name: 'Liu Yang' } });
    expect(await kit.count("select count(*) from audit_log where action = 'productRelease.add' and entity_id = ?", [first.id])).toBe(1);
    const before = await kit.count('select count(*) from product_releases');
    const overlap = await api.call('ops', 'addProductRelease', { studioId: station, serviceId, price: '90', ...ahead(10) });
    expect(overlap.resultcode).toBe(101);
    expect(overlap.msg.startsWith('startsAt: ')).toBe(true);
    expect(overlap.msg).toContain(`release ${first.id} `);
    // Open-ended overlaps everything after it; a window ending where the other starts does not.
    expect((await api.call('ops', 'addProductRelease', { studioId: station, serviceId, price: '90', startsAt: ahead(20).startsAt })).resultcode).toBe(101);
    const before2 = ahead(-30, 30);
    expect((await api.ok('ops', 'addProductRelease', { studioId: station, serviceId, price: '70', ...before2 })).status).toBe(1);
    // Another studio, or another item, is no overlap.
    expect((await api.ok('ops', 'addProductRelease', { studioId: other, serviceId, price: '90', ...ahead(10) })).studio.id).toBe(other);
    expect(await kit.count('select count(*) from product_releases')).toBe(before + 2);
    // Bad input names the field.
    expect((await api.call('ops', 'addProductRelease', { studioId: station, serviceId, price: '1.234', ...ahead(200) })).msg.startsWith('price:')).toBe(true);
    expect((await api.call('ops', 'addProductRelease', { studioId: station, serviceId, price: '10', startsAt: '2030-02-01', endsAt: '2030-01-01' })).msg).toBe(`endsAt: ${t('catalogue.release.contract.endAfterStart')}`);
    expect((await api.call('ops', 'addProductRelease', { studioId: station, serviceId: 999_999, price: '10', ...ahead(300) })).msg.startsWith('serviceId:')).toBe(true);
  });

  it('lets exactly one of eight concurrent overlapping creates through', async () => {
    await Promise.all([api.as('admin'), api.as('ops')]);
    for (const [round, offset] of [400, 500, 600].entries()) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => api.call(i % 2 ? 'ops' : 'admin', 'addProductRelease', { studioId: station, serviceId, price: String(100 + i + round), ...ahead(offset + i, 20) })));
      expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(1);
      const refused = answers.filter((a) => a.resultcode === 101);
      expect(refused).toHaveLength(7);
      const winner = answers.find((a) => a.resultcode === 1)?.result as { id: number };
      expect(refused.every((a) => a.msg.includes(`release ${winner.id} `))).toBe(true);
      const window = ahead(offset, 40);
      expect(await kit.count('select count(*) from product_releases where studio_id = ? and service_id = ? and starts_at >= ? and starts_at < ?', [station, serviceId, window.startsAt - DAY, window.endsAt])).toBe(1);
    }
  });

  it('edits at the version read, withdraws to free the window, and answers 104 when stale', async () => {
    const release = await api.ok('ops', 'addProductRelease', { studioId: station, serviceId, price: '50', ...ahead(700) });
    const edited = await api.ok('ops', 'editProductRelease', { releaseId: release.id, version: 1, price: '55.5', endsAt: '' });
    expect(edited).toMatchObject({ priceCents: 5_550, endsAt: null, version: 2 });
    expect((await api.call('ops', 'editProductRelease', { releaseId: release.id, version: 1, price: '60' })).resultcode).toBe(104);
    expect((await api.call('ops', 'addProductRelease', { studioId: station, serviceId, price: '50', ...ahead(800) })).resultcode).toBe(101);
    await api.ok('ops', 'editProductRelease', { releaseId: release.id, version: 2, status: 0 });
    expect((await api.ok('ops', 'addProductRelease', { studioId: station, serviceId, price: '50', ...ahead(800) })).status).toBe(1);
    // Bringing the withdrawn one back would overlap: refused, nothing changed.
    expect((await api.call('ops', 'editProductRelease', { releaseId: release.id, version: 3, status: 1 })).resultcode).toBe(101);
    expect(await kit.count('select version from product_releases where id = ?', [release.id])).toBe(3);
    const audit = await sqlOn(server(), "select before_json, after_json from audit_log where action = 'productRelease.edit' and entity_id = ? order by id", [release.id]);
    expect(audit).toHaveLength(2);
  });

  it('scopes a studio manager to their studios', async () => {
    const mine = await api.ok('studio', 'getProductReleaseList', { limit: 1000 });
    expect(mine.list.length).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.studio.id === station)).toBe(true);
    const [foreign] = await sqlOn(server(), 'select id, version from product_releases where studio_id = ? limit 1', [other]);
    expect((await api.call('studio', 'getProductRelease', { releaseId: Number(foreign?.id) })).resultcode).toBe(102);
    expect((await api.call('studio', 'editProductRelease', { releaseId: Number(foreign?.id), version: Number(foreign?.version), price: '1' })).resultcode).toBe(102);
    const outside = await api.call('studio', 'addProductRelease', { studioId: other, serviceId, price: '10', ...ahead(900) });
    expect(outside.msg).toBe(`studioId: ${t('system.validate.stationOutOfScope')}`);
    expect((await api.ok('studio', 'addProductRelease', { studioId: station, serviceId, price: '10', ...ahead(900) })).studio.id).toBe(station);
    expect((await api.call('finance', 'getProductReleaseList', {})).resultcode).toBe(106);
    expect((await api.call('cs', 'addProductRelease', { studioId: station, serviceId, price: '10', ...ahead(950) })).resultcode).toBe(106);
  });

  it('prices an order from the release on sale at its studio, with the coupon, and refuses an item not released there', async () => {
    // This studio now sells the service at 66.00 instead of its list price.
    const [current] = await sqlOn(server(), 'select id, version from product_releases where studio_id = ? and service_id = ? and status = 1 and starts_at <= ? and (ends_at is null or ends_at > ?)', [station, serviceId, Date.now(), Date.now()]);
    await api.ok('ops', 'editProductRelease', { releaseId: Number(current?.id), version: Number(current?.version), status: 0 });
    const special = await api.ok('ops', 'addProductRelease', { studioId: station, serviceId, price: '66', startsAt: Date.now() - DAY, endsAt: Date.now() + 30 * DAY });
    const [list] = await sqlOn(server(), 'select price_cents from services where id = ?', [serviceId]);
    expect(Number(list?.price_cents)).not.toBe(6_600);
    const now = Date.now();
    await sqlOn(server(), "insert into coupons (name, kind, value, threshold_cents, quantity, created_at, updated_at, version) values ('release test', 'cash', 600, 0, 10, ?, ?, 1)", [now, now]);
    const couponId = await kit.count('select max(id) from coupons');
    await sqlOn(server(), "insert into member_coupons (coupon_id, member_id, status, expires_at, created_at, updated_at, version) values (?, ?, 'unused', ?, ?, ?, 1)", [couponId, memberId, now + 30 * DAY, now, now]);
    const memberCouponId = await kit.count('select max(id) from member_coupons');

    const options = await api.ok('studio', 'getOrderPlaceOptions', { memberId });
    expect(options.releases.every((r) => r.studioId === station)).toBe(true);
    expect(options.releases.find((r) => r.serviceId === serviceId)).toMatchObject({ id: special.id, priceCents: 6_600 });
    expect(await api.ok('studio', 'quoteOrderPrice', { memberId, serviceId, memberCouponId })).toMatchObject({ releaseId: special.id, listPriceCents: 6_600, discountCents: 600, amountCents: 6_000 });
    const order = await api.ok('studio', 'placeOrder', { memberId, patientId, serviceId, memberCouponId, address: '1 Release Road', appointmentAt: now + 2 * DAY });
    expect(order.amountCents).toBe(6_000);
    expect(await kit.row(order.id)).toMatchObject({ list_price_cents: 6_600, discount_cents: 600, release_id: special.id });

    // Withdrawn: the studio sells it no more; nothing is placed.
    await api.ok('ops', 'editProductRelease', { releaseId: special.id, version: 1, status: 0 });
    const before = await kit.count('select count(*) from orders');
    const [service] = await sqlOn(server(), 'select name from services where id = ?', [serviceId]);
    const [studio] = await sqlOn(server(), 'select name from studios where id = ?', [station]);
    const refused = await api.call('studio', 'placeOrder', { memberId, patientId, serviceId, address: '1 Release Road', appointmentAt: now + 2 * DAY });
    expect(refused.msg).toBe(`serviceId: ${t('catalogue.release.notReleased', { item: String(service?.name), studio: String(studio?.name) })}`);
    expect((await api.call('studio', 'quoteOrderPrice', { memberId, serviceId })).resultcode).toBe(101);
    expect(await kit.count('select count(*) from orders')).toBe(before);
    expect((await api.ok('studio', 'getOrderPlaceOptions', { memberId })).releases.some((r) => r.serviceId === serviceId)).toBe(false);
  });
});
