import { DAY_MS } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { businessDayStart } from '../../apps/server/src/home/order-day-counts';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { systemClient } from './system-fixtures';

describe('Home chart aggregates', () => {
  const server = useServer();
  const api = systemClient(server);
  const orders = ordersKit(server, api);

  it('counts orders per business day and status over the last 30 days, as the order list does', async () => {
    await orders.place();
    const answer = await api.ok('admin', 'getOrderDayCounts', {});
    expect(answer.dayStarts).toHaveLength(30);
    const today = businessDayStart(Date.now());
    expect(answer.dayStarts.at(-1)).toBe(today);
    expect(answer.dayStarts[0]).toBe(today - 29 * DAY_MS);
    // Each day and status equals the order list filtered the same way (the chart's link).
    for (const series of answer.series) {
      for (const [day, count] of series.counts.entries()) {
        if (count === 0 && day !== answer.dayStarts.length - 1) continue;
        const from = answer.dayStarts[day]!;
        const listed = await api.ok('admin', 'getOrderList', { status: String(series.status), createdFrom: from, createdTo: from + DAY_MS - 1, limit: 1 });
        expect(listed.total, `status ${series.status} day ${day}`).toBe(count);
      }
    }
    const total = answer.series.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
    expect(total).toBe(await countOn(server(), 'select count(*) from orders where created_at >= ?', [answer.dayStarts[0]]));
    expect((await api.ok('admin', 'getOrderDayCounts', { days: 7 })).dayStarts).toHaveLength(7);
  });

  it('keeps a studio manager to its stations, and refuses a bad number of days naming it', async () => {
    const [mine, all] = await Promise.all([api.ok('studio', 'getOrderDayCounts', {}), api.ok('admin', 'getOrderDayCounts', {})]);
    const sum = (a: typeof mine) => a.series.reduce((s, x) => s + x.counts.reduce((p, q) => p + q, 0), 0);
    const station = await orders.studioStation();
    expect(sum(mine)).toBe(await countOn(server(), 'select count(*) from orders where created_at >= ? and studio_id in (select studio_id from user_stations where user_id = (select id from system_users where username = ?))', [mine.dayStarts[0], 'studio']));
    expect(sum(mine)).toBeLessThanOrEqual(sum(all));
    expect(station).toBeGreaterThan(0);
    const refused = await api.call('admin', 'getOrderDayCounts', { days: 400 });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(`days: ${t('daily.contract.days', { max: 90 })}`);
    // Without the order list's node the chart is refused (106).
    expect((await api.call('ops', 'getOrderDayCounts', {})).resultcode).toBe(106);
  });

  it('gives each review queue the caller may work its size and waiting ages, matching the Home board', async () => {
    const order = await orders.place();
    await sqlOn(server(), 'update orders set created_at = ? where id = ?', [Date.now() - 5 * DAY_MS, order.id]);
    const { queues } = await api.ok('admin', 'getReviewQueueAges', {});
    expect(queues.map((q) => q.id)).toEqual(['organisationReview', 'customerServiceReview', 'priceChanges', 'nurseApplications', 'assistiveCards']);
    const board = await api.ok('admin', 'getOrderQueueCounts', {});
    const people = await api.ok('admin', 'getReviewQueueCounts', {});
    const byId = Object.fromEntries(queues.map((q) => [q.id, q]));
    expect(byId.organisationReview?.count).toBe(board.organisationReview);
    expect(byId.customerServiceReview?.count).toBe(board.customerServiceReview);
    expect(byId.priceChanges?.count).toBe(board.priceChangesPending);
    expect(byId.nurseApplications?.count).toBe(people.nurseApplications);
    expect(byId.assistiveCards?.count).toBe(people.assistiveCards);
    for (const q of queues) {
      expect(q.ages).toHaveLength(3);
      expect(q.ages.reduce((a, b) => a + b, 0), q.id).toBe(q.count);
      expect(q.oldestAt === null, q.id).toBe(q.count === 0);
    }
    // The order placed five days ago waits in the band of 3 days or more.
    const organisation = byId.organisationReview!;
    expect(organisation.ages[2]).toBeGreaterThanOrEqual(1);
    expect(organisation.oldestAt).toBeLessThanOrEqual(Date.now() - 5 * DAY_MS + 1000);
    // Finance reviews nothing: no queue; operations neither.
    expect((await api.ok('finance', 'getReviewQueueAges', {})).queues).toEqual([]);
  });

  it('counts active nurses by certificate expiry, as the nurse list filtered by days does', async () => {
    const [nurse] = await sqlOn(server(), 'select id from nurses where status = 1 order by id limit 1');
    await sqlOn(server(), 'update nurses set certificate_expires_at = ? where id = ?', [Date.now() - DAY_MS, nurse?.id]);
    const answer = await api.ok('admin', 'getCertificateExpiry', {});
    expect(answer.within.map((b) => b.days)).toEqual([30, 60, 90]);
    expect(answer.expired).toBeGreaterThanOrEqual(1);
    const listed = async (days: number) => (await api.ok('admin', 'getNurseList', { expiringWithinDays: days, status: '1', limit: 1 })).total;
    expect(answer.expired).toBe(await listed(0));
    let cumulative = answer.expired;
    for (const band of answer.within) {
      cumulative += band.count;
      expect(cumulative, `within ${band.days}`).toBe(await listed(band.days));
    }
    expect((await api.call('finance', 'getCertificateExpiry', {})).resultcode).toBe(106);
  });

  it('counts stock lines below their reorder threshold per studio, as the stock list filtered below threshold does, kept to the caller\'s studios', async () => {
    const studioId = await countOn(server(), "select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const otherStudioId = await countOn(server(), 'select min(id) from studios where id <> ?', [studioId]);
    const short = await api.ok('ops', 'addConsumable', { name: `Chart gloves ${process.pid}`, unit: 'box', unitCost: '1.00', reorderThreshold: 5 });
    const plenty = await api.ok('ops', 'addConsumable', { name: `Chart saline ${process.pid}`, unit: 'bottle', unitCost: '1.00', reorderThreshold: 2 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: short.id, quantity: 2 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: plenty.id, quantity: 9 });
    await api.ok('ops', 'receiveStock', { studioId: otherStudioId, consumableId: short.id, quantity: 1 });

    const all = await api.ok('admin', 'getLowStockCounts', {});
    expect(all.items).toEqual([]);
    for (const studio of all.studios) {
      const listed = await api.ok('admin', 'getStockList', { studioId: studio.studioId, belowThreshold: true, limit: 1 });
      expect(studio.below, `studio ${studio.studioId}`).toBe(listed.total);
      expect(studio.held).toBe(await countOn(server(), 'select count(*) from stock_balances where studio_id = ?', [studio.studioId]));
    }
    expect(all.studios.map((s) => s.studioId)).toEqual(expect.arrayContaining([studioId, otherStudioId]));

    // A studio manager of one studio sees that studio only, and its short consumables one by one.
    const mine = await api.ok('studio', 'getLowStockCounts', {});
    expect(mine.studios.map((s) => s.studioId)).toEqual([studioId]);
    expect(mine.studios[0]?.below).toBe(mine.items.length);
    expect(mine.items.find((i) => i.consumableId === short.id)).toMatchObject({ consumableName: short.name, quantity: 2, reorderThreshold: 5 });
    expect(mine.items.some((i) => i.consumableId === plenty.id)).toBe(false);
    expect((await api.call('finance', 'getLowStockCounts', {})).resultcode).toBe(106);
  });
});
