import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe('inventory: low stock in the message center, batches expiring soon', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);

  it('tells the studio\'s receivers once, when a take brings the stock below its threshold', async () => {
    const studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const nurseId = await count('select min(id) from nurses where studio_id = ?', [studioId]);
    const manager = await api.as('studio');
    const item = await api.ok('ops', 'addConsumable', { name: `Low stock gloves ${process.pid}`, unit: 'box', unitCost: '1.00', reorderThreshold: 5 });
    const messages = async () => sqlOn(server(), "select title, body, link from staff_messages where user_id = ? and kind = 'lowStock' and title like ?", [manager.userId, `%${item.name}%`]);
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: 6 });
    await api.ok('studio', 'issueStock', { studioId, items: `${item.id}x1`, nurseId, reason: 'visit' });
    expect(await messages()).toEqual([]);
    await api.ok('studio', 'issueStock', { studioId, items: `${item.id}x2`, nurseId, reason: 'visit' });
    const [studio] = await sqlOn(server(), 'select name from studios where id = ?', [studioId]);
    const stockId = await count('select id from stock_balances where studio_id = ? and consumable_id = ?', [studioId, item.id]);
    expect(await messages()).toEqual([{
      title: t('inventory.server.lowStockTitle', { name: item.name, studio: String(studio?.name) }),
      body: t('inventory.server.lowStockBody', { onHand: 3, unit: 'box', threshold: 5 }),
      link: `/consumables/consumables-list?id=${stockId}`,
    }]);
    // Already low: no second message; back above and low again: a new one.
    await api.ok('studio', 'issueStock', { studioId, items: `${item.id}x1`, nurseId, reason: 'visit' });
    expect(await messages()).toHaveLength(1);
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: 10 });
    await api.ok('studio', 'adjustStock', { studioId, consumableId: item.id, change: -9, reason: 'count' });
    expect(await messages()).toHaveLength(2);
    const queue = await api.ok('studio', 'getStockList', { belowThreshold: true, consumableId: item.id, limit: 1 });
    expect(queue.total).toBe(1);
  });

  it('lists batches expiring within the days asked, expired first, at studios still holding them', async () => {
    const studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    const otherStudioId = await count('select min(id) from studios where id <> ?', [studioId]);
    const item = await api.ok('ops', 'addConsumable', { name: `Expiring saline ${process.pid}`, unit: 'bottle', unitCost: '1.00' });
    const day = 86_400_000;
    const receive = async (studio: number, batch: string, inDays: number) => api.ok('ops', 'receiveStock', { studioId: studio, consumableId: item.id, quantity: 4, batch, expiresAt: Date.now() + inDays * day });
    await receive(studioId, 'SOON', 10);
    await receive(studioId, 'LATER', 90);
    await receive(studioId, 'GONE', -2);
    await receive(otherStudioId, 'ELSEWHERE', 5);
    const mine = (list: Array<{ consumableId: number; batch: string }>) => list.filter((b) => b.consumableId === item.id).map((b) => b.batch);
    expect(mine((await api.ok('studio', 'getExpiringBatches', { days: 30 })).list)).toEqual(['GONE', 'SOON']);
    expect(mine((await api.ok('ops', 'getExpiringBatches', {})).list)).toEqual(['GONE', 'ELSEWHERE', 'SOON']);
    const expired = (await api.ok('ops', 'getExpiringBatches', { days: 1, studioId })).list.find((b) => b.batch === 'GONE' && b.consumableId === item.id);
    expect(expired).toMatchObject({ expired: true, received: 4, onHand: 12, daysLeft: -2 });
    const soon = (await api.ok('studio', 'getExpiringBatches', {})).list.find((b) => b.batch === 'SOON' && b.consumableId === item.id);
    expect(soon).toMatchObject({ expired: false, daysLeft: 10 });
    const bad = await api.call('ops', 'getExpiringBatches', { days: 0 });
    expect(bad.msg).toBe(`days: ${t('inventory.contract.days', { max: 365 })}`);
  });
});
