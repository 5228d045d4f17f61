import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

let made = 0;
const unique = (what: string) => `Stock ${what} ${process.pid}-${++made}`;

describe('inventory: the stock ledger', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  let studioId = 0;
  let otherStudioId = 0;
  let nurseId = 0;

  beforeAll(async () => {
    studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    otherStudioId = await count('select min(id) from studios where id <> ?', [studioId]);
    nurseId = await count('select min(id) from nurses where studio_id = ?', [studioId]);
  });

  const consumable = async (cost = '2.00') => api.ok('ops', 'addConsumable', { name: unique('item'), unit: 'box', unitCost: cost, reorderThreshold: 5 });
  const onHand = async (studio: number, consumableId: number) => count('select coalesce(max(quantity), 0) from stock_balances where studio_id = ? and consumable_id = ?', [studio, consumableId]);

  it('receipt, issue, return, adjustment: each a movement, the balance kept in step, value at cost, below threshold', async () => {
    const item = await consumable('2.50');
    const received = await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: 12, supplier: 'Acme', batch: 'L-7', expiresAt: Date.now() + 86_400_000 * 90 });
    expect(received.movements[0]).toMatchObject({ kind: 'receipt', quantity: 12, balanceAfter: 12, batch: 'L-7', channel: 'web' });
    const issued = await api.ok('studio', 'issueStock', { studioId, items: `${item.id}x8`, nurseId, reason: 'home visit' });
    expect(issued.movements[0]).toMatchObject({ kind: 'issue', quantity: -8, balanceAfter: 4, nurseId });
    await api.ok('studio', 'returnStock', { studioId, consumableId: item.id, quantity: 1, nurseId, reason: 'unopened' });
    await api.ok('studio', 'adjustStock', { studioId, consumableId: item.id, change: -2, reason: 'count found 2 damaged' });
    const list = await api.ok('studio', 'getStockList', { consumableId: item.id });
    expect(list.list).toEqual([expect.objectContaining({ studioId, quantity: 3, valueCents: 750, belowThreshold: true })]);
    const below = await api.ok('ops', 'getStockList', { belowThreshold: true, consumableId: item.id });
    expect(below.total).toBe(1);
    const stock = await api.ok('studio', 'getStock', { stockId: list.list[0]?.id });
    expect(stock.movements.map((m) => m.kind)).toEqual(['adjustment', 'return', 'issue', 'receipt']);
    const audited = await count("select count(*) from audit_log where entity = 'stock_movement' and entity_id in (select id from stock_movements where consumable_id = ?)", [item.id]);
    expect(audited).toBe(4);
    const noReason = await api.call('studio', 'adjustStock', { studioId, consumableId: item.id, change: 1, reason: ' ' });
    expect(noReason).toMatchObject({ resultcode: 101, result: { field: 'reason' } });
  });

  it('refuses to go below zero, naming the item and what is on hand, and changes nothing', async () => {
    const item = await consumable();
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: 2 });
    const refused = await api.call('studio', 'issueStock', { studioId, items: `${item.id}x3`, nurseId, reason: 'visit' });
    expect(refused.resultcode).toBe(101);
    expect(refused.msg).toBe(t('inventory.server.notEnough', { name: item.name, onHand: 2, unit: 'box', wanted: 3 }));
    expect(refused.result).toMatchObject({ field: 'quantity' });
    expect(await count('select count(*) from stock_movements where consumable_id = ?', [item.id])).toBe(1);
  });

  it('issues a pack (its lines × packs) all or nothing', async () => {
    const a = await consumable();
    const b = await consumable();
    const pack = await api.ok('ops', 'addConsumablePack', { name: unique('pack'), lines: `${a.id}x2, ${b.id}x1` });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 10 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: b.id, quantity: 2 });
    const issued = await api.ok('studio', 'issueStock', { studioId, packId: pack.id, packs: 2, nurseId, reason: 'two visits' });
    expect(issued.movements.map((m) => [m.consumableId, m.quantity])).toEqual([[a.id, -4], [b.id, -2]]);
    const short = await api.call('studio', 'issueStock', { studioId, packId: pack.id, packs: 1, nurseId, reason: 'third visit' });
    expect(short.msg).toContain(b.name);
    expect(await onHand(studioId, a.id)).toBe(6);
  });

  it('in-warehouse packs: how many whole packs a studio makes up, and which consumable limits it', async () => {
    const a = await consumable();
    const b = await consumable();
    const pack = await api.ok('ops', 'addConsumablePack', { name: unique('bag'), lines: `${a.id}x2, ${b.id}x3` });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 9 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: b.id, quantity: 7 });
    const bag = await api.ok('studio', 'getPackStockList', { name: pack.name });
    expect(bag.list).toEqual([expect.objectContaining({ id: pack.id, studioId, available: 2, limitedBy: b.name })]);
    expect((await api.call('studio', 'getPackStockList', { studioId: otherStudioId })).resultcode).toBe(106);
  });

  it('transfers between studios in one transaction; a short transfer moves nothing', async () => {
    const item = await consumable();
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: 5 });
    const moved = await api.ok('ops', 'transferStock', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 3, reason: 'rebalance' });
    expect(moved.movements.map((m) => [m.kind, m.studioId, m.quantity, m.balanceAfter])).toEqual([['transferOut', studioId, -3, 2], ['transferIn', otherStudioId, 3, 3]]);
    const short = await api.call('ops', 'transferStock', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 3 });
    expect(short.resultcode).toBe(101);
    expect([await onHand(studioId, item.id), await onHand(otherStudioId, item.id)]).toEqual([2, 3]);
  });

  it('scopes a studio manager to their studios: sees only theirs, moves only theirs', async () => {
    const item = await consumable();
    await api.ok('ops', 'receiveStock', { studioId: otherStudioId, consumableId: item.id, quantity: 4 });
    expect((await api.ok('studio', 'getStockList', { consumableId: item.id })).total).toBe(0);
    const elsewhere = await api.call('studio', 'receiveStock', { studioId: otherStudioId, consumableId: item.id, quantity: 1 });
    expect(elsewhere.resultcode).toBe(106);
    const foreignStock = await count('select id from stock_balances where studio_id = ? and consumable_id = ?', [otherStudioId, item.id]);
    expect((await api.call('studio', 'getStock', { stockId: foreignStock })).resultcode).toBe(102);
    expect((await api.call('studio', 'transferStock', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 1 })).resultcode).toBe(106);
    expect((await api.call('cs', 'receiveStock', { studioId, consumableId: item.id, quantity: 1 })).resultcode).toBe(106);
  });

  it('never oversells: 8 concurrent clients issuing the last units, exactly the units on hand go out', async () => {
    const item = await consumable();
    const units = 5;
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: units });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.call('studio', 'issueStock', { studioId, items: `${item.id}x1`, nurseId, reason: 'race' })),
    );
    const ok = answers.filter((a) => a.resultcode === 1);
    const refused = answers.filter((a) => a.resultcode !== 1);
    expect(ok).toHaveLength(units);
    expect(refused.map((a) => a.msg)).toEqual(Array(8 - units).fill(t('inventory.server.notEnough', { name: item.name, onHand: 0, unit: 'box', wanted: 1 })));
    expect(await onHand(studioId, item.id)).toBe(0);
    expect(await count("select count(*) from stock_movements where consumable_id = ? and kind = 'issue'", [item.id])).toBe(units);
  });

  it('proves the ledger: after a random sequence of movements every balance equals the sum of its movements', async () => {
    const items = [await consumable(), await consumable()];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 60; i += 1) {
      const item = items[random(2)]?.id ?? 0;
      const studio = random(2) === 0 ? studioId : otherStudioId;
      const step = random(4);
      if (step === 0) await api.call('ops', 'receiveStock', { studioId: studio, consumableId: item, quantity: 1 + random(5) });
      else if (step === 1) await api.call('ops', 'adjustStock', { studioId: studio, consumableId: item, change: -(1 + random(3)), reason: 'count' });
      else if (step === 2) await api.call('ops', 'transferStock', { fromStudioId: studio, toStudioId: studio === studioId ? otherStudioId : studioId, consumableId: item, quantity: 1 + random(3) });
      else await api.call('ops', 'returnStock', { studioId: studio, consumableId: item, quantity: 1, reason: 'back' });
    }
    const check = await api.ok('ops', 'checkStockLedger', {});
    expect(check.mismatches).toEqual([]);
    expect(check.balances).toBeGreaterThan(0);
    const negative = await sqlOn(server(), 'select count(*) as n from stock_balances where quantity < 0');
    expect(Number(negative[0]?.n)).toBe(0);
  });
});
