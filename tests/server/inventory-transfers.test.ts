import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

let made = 0;
const unique = (what: string) => `Transfer ${what} ${process.pid}-${++made}`;

describe('inventory: transfers sent on the receiving studio\'s approval', () => {
  const server = useServer();
  const api = systemClient(server);
  const count = (text: string, params: unknown[] = []) => countOn(server(), text, params);
  let studioId = 0;
  let otherStudioId = 0;
  /** A studio manager bound to the other studio only. */
  let receiver = '';

  beforeAll(async () => {
    studioId = await count("select min(us.studio_id) from user_stations us join system_users u on u.id = us.user_id where u.username = 'studio'");
    otherStudioId = await count('select min(id) from studios where id <> ?', [studioId]);
    receiver = (await api.addUser({ roleIds: [await api.roleId('studioManager')], stationIds: [otherStudioId] })).username;
  });

  const stocked = async (quantity: number) => {
    const item = await api.ok('ops', 'addConsumable', { name: unique('item'), unit: 'box', unitCost: '1.00' });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity });
    return item;
  };
  const onHand = async (studio: number, consumableId: number) => count('select coalesce(max(quantity), 0) from stock_balances where studio_id = ? and consumable_id = ?', [studio, consumableId]);

  it('a studio manager sends from their studio; nothing moves until the receiving studio approves, then both sides in one step', async () => {
    const item = await stocked(6);
    expect((await api.call('studio', 'transferStock', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 2 })).resultcode).toBe(106);
    const sent = await api.ok('studio', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 2, reason: 'short over there' });
    expect(sent).toMatchObject({ status: 'pending', quantity: 2, version: 1 });
    expect([await onHand(studioId, item.id), await onHand(otherStudioId, item.id)]).toEqual([6, 0]);
    // The sending side cannot approve its own transfer.
    expect((await api.call('studio', 'approveStockTransfer', { transferId: sent.id, version: 1 })).resultcode).toBe(106);
    const approved = await api.ok(receiver, 'approveStockTransfer', { transferId: sent.id, version: 1, note: 'thanks' });
    expect(approved).toMatchObject({ status: 'approved', decisionNote: 'thanks', version: 2 });
    expect([await onHand(studioId, item.id), await onHand(otherStudioId, item.id)]).toEqual([4, 2]);
    expect(await count("select count(*) from stock_movements where consumable_id = ? and kind in ('transferOut', 'transferIn')", [item.id])).toBe(2);
    const again = await api.call(receiver, 'approveStockTransfer', { transferId: sent.id, version: 2 });
    expect(again.msg).toBe(`transferId: ${t('inventory.server.transferDecided', { id: sent.id, status: t('inventory.res.transferStatus.approved') })}`);
    expect([await onHand(studioId, item.id), await onHand(otherStudioId, item.id)]).toEqual([4, 2]);
  });

  it('an approval the sender can no longer cover is refused, naming what is on hand, and the transfer stays pending', async () => {
    const item = await stocked(3);
    const sent = await api.ok('studio', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 3 });
    const beyond = await api.call('studio', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 4 });
    expect(beyond.msg).toBe(`quantity: ${t('inventory.server.notEnough', { name: item.name, onHand: 3, unit: 'box', wanted: 4 })}`);
    await api.ok('ops', 'adjustStock', { studioId, consumableId: item.id, change: -1, reason: 'damaged' });
    const refused = await api.call(receiver, 'approveStockTransfer', { transferId: sent.id, version: 1 });
    expect(refused.msg).toBe(t('inventory.server.notEnough', { name: item.name, onHand: 2, unit: 'box', wanted: 3 }));
    expect(await count('select version from stock_transfers where id = ?', [sent.id])).toBe(1);
    expect(await onHand(otherStudioId, item.id)).toBe(0);
    const rejected = await api.ok(receiver, 'rejectStockTransfer', { transferId: sent.id, version: 1, note: 'not needed now' });
    expect(rejected.status).toBe('rejected');
  });

  it('the sender may cancel while pending; each side sees the transfers that touch its studios', async () => {
    const item = await stocked(2);
    const sent = await api.ok('studio', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 1 });
    expect((await api.call(receiver, 'cancelStockTransfer', { transferId: sent.id, version: 1 })).resultcode).toBe(106);
    expect((await api.ok(receiver, 'getStockTransferList', { status: 'pending' })).list.map((x) => x.id)).toContain(sent.id);
    const cancelled = await api.ok('studio', 'cancelStockTransfer', { transferId: sent.id, version: 1 });
    expect(cancelled.status).toBe('cancelled');
    expect((await api.call('studio', 'requestStockTransfer', { fromStudioId: otherStudioId, toStudioId: studioId, consumableId: item.id, quantity: 1 })).resultcode).toBe(106);
    expect((await api.call('cs', 'getStockTransferList', {})).resultcode).toBe(106);
  });

  it('two approvals racing, and a clerk taking the same stock: one posting, never below zero', async () => {
    const item = await stocked(2);
    const sent = await api.ok('studio', 'requestStockTransfer', { fromStudioId: studioId, toStudioId: otherStudioId, consumableId: item.id, quantity: 2 });
    const nurseId = await count('select min(id) from nurses where studio_id = ?', [studioId]);
    const [first, second, issue] = await Promise.all([
      api.call(receiver, 'approveStockTransfer', { transferId: sent.id, version: 1 }),
      api.call('ops', 'approveStockTransfer', { transferId: sent.id, version: 1 }),
      api.call('studio', 'issueStock', { studioId, items: `${item.id}x1`, nurseId, reason: 'visit' }),
    ]);
    const approvals = [first, second].filter((a) => a?.resultcode === 1).length;
    expect(approvals).toBeLessThanOrEqual(1);
    for (const a of [first, second, issue]) expect([1, 101, 104]).toContain(a?.resultcode);
    const moved = await count("select count(*) from stock_movements where consumable_id = ? and kind = 'transferIn'", [item.id]);
    expect(moved).toBe(approvals);
    expect(await onHand(studioId, item.id)).toBeGreaterThanOrEqual(0);
    expect(await onHand(studioId, item.id) + await onHand(otherStudioId, item.id)).toBe(issue?.resultcode === 1 ? 1 : 2);
    expect((await api.ok('ops', 'checkStockLedger', {})).mismatches).toEqual([]);
  });
});
