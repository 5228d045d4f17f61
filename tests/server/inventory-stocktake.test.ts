import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

let made = 0;
const unique = (what: string) => `Stocktake ${what} ${process.pid}-${++made}`;

describe('inventory: stocktakes', () => {
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

  const consumable = async (barcode?: string) => api.ok('ops', 'addConsumable', { name: unique('item'), unit: 'box', unitCost: '2.00', reorderThreshold: 1, ...(barcode ? { barcode } : {}) });
  const onHand = async (studio: number, consumableId: number) => count('select coalesce(max(quantity), 0) from stock_balances where studio_id = ? and consumable_id = ?', [studio, consumableId]);
  /** Starts a sheet for `studio`, cancelling one left open by an earlier test. */
  const start = async (studio = studioId) => {
    const open = await api.ok('ops', 'getStocktakeList', { studioId: studio, status: 'counting' });
    for (const sheet of open.list) await api.ok('ops', 'cancelStocktake', { stocktakeId: sheet.id, version: sheet.version });
    return api.ok('studio', 'startStocktake', { studioId: studio });
  };

  it('takes a count sheet of the studio, counts by id or barcode, reviews the differences and posts them as adjustments in one step', async () => {
    const a = await consumable();
    const b = await consumable(`ST-${process.pid}-${made}`);
    const c = await consumable();
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 10 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: b.id, quantity: 4 });
    const sheet = await start();
    expect(sheet).toMatchObject({ studioId, status: 'counting', countedCount: 0, version: 1 });
    const lineOf = (id: number, s = sheet) => s.lines.find((l) => l.consumableId === id);
    expect(lineOf(a.id)).toMatchObject({ expected: 10, counted: null, difference: null });
    expect(lineOf(c.id)).toMatchObject({ expected: 0 });
    const again = await api.call('ops', 'startStocktake', { studioId });
    expect(again.msg).toBe(`studioId: ${t('inventory.server.stocktakeOpen', { studio: sheet.studioName, id: sheet.id })}`);

    const counted = await api.ok('studio', 'countStocktake', { stocktakeId: sheet.id, version: 1, counts: `${a.id}=8, ${b.barcode}=4\n${c.id}=2` });
    expect([lineOf(a.id, counted)?.difference, lineOf(b.id, counted)?.difference, lineOf(c.id, counted)?.difference]).toEqual([-2, 0, 2]);
    expect(counted).toMatchObject({ countedCount: 3, differences: 2, differenceCents: 0, version: 2 });

    const posted = await api.ok('studio', 'postStocktake', { stocktakeId: sheet.id, version: 2 });
    expect(posted).toMatchObject({ status: 'posted', version: 3 });
    expect([await onHand(studioId, a.id), await onHand(studioId, b.id), await onHand(studioId, c.id)]).toEqual([8, 4, 2]);
    const adjustments = await sqlOn(server(), "select consumable_id, quantity, reason from stock_movements where kind = 'adjustment' and consumable_id in (?, ?, ?) order by consumable_id", [a.id, b.id, c.id]);
    expect(adjustments.map((m) => [m.consumable_id, m.quantity])).toEqual([[a.id, -2], [c.id, 2]]);
    expect(adjustments[0]?.reason).toBe(t('inventory.server.stocktakeReason', { id: sheet.id, counted: 8, expected: 10 }));
    expect(await count("select count(*) from audit_log where entity = 'stocktake' and entity_id = ?", [sheet.id])).toBe(3);
    const twice = await api.call('studio', 'postStocktake', { stocktakeId: sheet.id, version: 3 });
    expect(twice.msg).toBe(`stocktakeId: ${t('inventory.server.stocktakeClosed', { id: sheet.id, status: t('inventory.res.stocktakeStatus.posted') })}`);
    expect((await api.ok('ops', 'checkStockLedger', {})).mismatches).toEqual([]);
  });

  it('refuses bad counts naming the problem and changes nothing', async () => {
    const a = await consumable();
    const sheet = await start();
    for (const [counts, message] of [
      ['', t('inventory.contract.counts')],
      [`${a.id}=x`, t('inventory.contract.countLine', { line: `${a.id}=x`, max: 1_000_000 })],
      [`${a.id}=-1`, t('inventory.contract.countLine', { line: `${a.id}=-1`, max: 1_000_000 })],
      ['999999=1', t('inventory.server.notOnSheet', { consumable: '999999' })],
      ['NO-SUCH-CODE=1', t('inventory.server.notOnSheet', { consumable: 'NO-SUCH-CODE' })],
    ] as const) {
      const answer = await api.call('studio', 'countStocktake', { stocktakeId: sheet.id, version: 1, counts });
      expect(answer.resultcode, counts).toBe(101);
      expect(answer.msg, counts).toBe(`counts: ${message}`);
    }
    expect(await count('select version from stocktakes where id = ?', [sheet.id])).toBe(1);
    expect(await count('select count(*) from stocktake_lines where stocktake_id = ? and counted is not null', [sheet.id])).toBe(0);
    const nothing = await api.call('studio', 'postStocktake', { stocktakeId: sheet.id, version: 1 });
    expect(nothing.msg).toBe(`stocktakeId: ${t('inventory.server.nothingCounted', { id: sheet.id })}`);
    expect((await api.call('studio', 'countStocktake', { stocktakeId: sheet.id, version: 7, counts: `${a.id}=1` })).resultcode).toBe(104);
  });

  it('refuses to post when a counted line\'s stock moved since its count, naming it; counted again, it posts', async () => {
    const a = await consumable();
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 6 });
    const sheet = await start();
    await api.ok('studio', 'countStocktake', { stocktakeId: sheet.id, version: 1, counts: `${a.id}=5` });
    await api.ok('studio', 'issueStock', { studioId, items: `${a.id}x1`, nurseId, reason: 'visit' });
    const refused = await api.call('studio', 'postStocktake', { stocktakeId: sheet.id, version: 2 });
    expect(refused.msg).toBe(`stocktakeId: ${t('inventory.server.movedSinceCount', { names: a.name })}`);
    expect(await count("select count(*) from stock_movements where consumable_id = ? and kind = 'adjustment'", [a.id])).toBe(0);
    expect(await count('select status = ? from stocktakes where id = ?', ['counting', sheet.id])).toBe(1);
    const recounted = await api.ok('studio', 'countStocktake', { stocktakeId: sheet.id, version: 2, counts: `${a.id}=4` });
    expect(recounted.lines.find((l) => l.consumableId === a.id)).toMatchObject({ expected: 5, counted: 4, difference: -1 });
    await api.ok('studio', 'postStocktake', { stocktakeId: sheet.id, version: 3 });
    expect(await onHand(studioId, a.id)).toBe(4);
  });

  it('posting races clerks issuing the same stock: never below zero, the ledger stays whole', async () => {
    const a = await consumable();
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 3 });
    const sheet = await start();
    await api.ok('studio', 'countStocktake', { stocktakeId: sheet.id, version: 1, counts: `${a.id}=1` });
    const [post, ...issues] = await Promise.all([
      api.call('studio', 'postStocktake', { stocktakeId: sheet.id, version: 2 }),
      ...Array.from({ length: 4 }, () => api.call('studio', 'issueStock', { studioId, items: `${a.id}x1`, nurseId, reason: 'race' })),
    ]);
    expect([1, 101]).toContain(post?.resultcode);
    for (const issue of issues) expect([1, 101]).toContain(issue.resultcode);
    const issued = issues.filter((i) => i.resultcode === 1).length;
    const adjusted = await count("select coalesce(sum(quantity), 0) from stock_movements where consumable_id = ? and kind = 'adjustment'", [a.id]);
    expect(await onHand(studioId, a.id)).toBe(3 - issued + adjusted);
    expect(await onHand(studioId, a.id)).toBeGreaterThanOrEqual(0);
    expect((await api.ok('ops', 'checkStockLedger', {})).mismatches).toEqual([]);
  });

  it('one sheet per studio at a time, even when two start at once; cancelled, a new one may start', async () => {
    const open = await api.ok('ops', 'getStocktakeList', { studioId: otherStudioId, status: 'counting' });
    for (const sheet of open.list) await api.ok('ops', 'cancelStocktake', { stocktakeId: sheet.id, version: sheet.version });
    const answers = await Promise.all(Array.from({ length: 4 }, () => api.call('ops', 'startStocktake', { studioId: otherStudioId })));
    expect(answers.filter((a) => a.resultcode === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.resultcode === 101)).toHaveLength(3);
    const sheet = answers.find((a) => a.resultcode === 1)?.result;
    const cancelled = await api.ok('ops', 'cancelStocktake', { stocktakeId: sheet?.id, version: sheet?.version });
    expect(cancelled.status).toBe('cancelled');
    expect((await api.call('ops', 'startStocktake', { studioId: otherStudioId })).resultcode).toBe(1);
  });

  it('scopes sheets to the caller\'s studios; customer service does not take stock', async () => {
    expect((await api.call('studio', 'startStocktake', { studioId: otherStudioId })).resultcode).toBe(106);
    const foreign = await count("select max(id) from stocktakes where studio_id = ?", [otherStudioId]);
    expect((await api.call('studio', 'getStocktake', { stocktakeId: foreign })).resultcode).toBe(102);
    expect((await api.ok('studio', 'getStocktakeList', { studioId: otherStudioId })).total).toBe(0);
    expect((await api.call('cs', 'getStocktakeList', {})).resultcode).toBe(106);
  });
});
