import { t } from '@careops/core/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { ordersKit } from './orders-fixtures';
import { systemClient } from './system-fixtures';

let made = 0;
const unique = (what: string) => `Consumption ${what} ${process.pid}-${++made}`;

describe('inventory: a finished order consumes its service\'s pack', () => {
  const server = useServer();
  const api = systemClient(server);
  const kit = ordersKit(server, api);
  let studioId = 0;
  let serviceId = 0;

  const consumable = async () => api.ok('ops', 'addConsumable', { name: unique('item'), unit: 'piece', unitCost: '1.00', reorderThreshold: 1 });
  const onHand = async (consumableId: number) => kit.count('select coalesce(max(quantity), 0) from stock_balances where studio_id = ? and consumable_id = ?', [studioId, consumableId]);
  const consumptionOf = async (orderId: number) =>
    sqlOn(server(), "select consumable_id, quantity, nurse_id, reason, channel from stock_movements where order_id = ? and kind = 'consumption' order by id", [orderId]);
  /** Gives the service the kit's orders use a new pack of `lines` (consumable × quantity). */
  const packOnService = async (lines: Array<[number, number]>) => {
    const pack = await api.ok('ops', 'addConsumablePack', { name: unique('pack'), lines: lines.map(([id, n]) => `${id}x${n}`).join(', ') });
    await api.ok('admin', 'editService', { serviceId, version: await kit.count('select version from services where id = ?', [serviceId]), consumablePackId: pack.id });
    return pack;
  };

  beforeAll(async () => {
    studioId = await kit.studioStation();
    serviceId = await kit.count("select min(id) from services where on_shelf = 1 and required_title = 'nurse' and produces_waste = 0");
  });

  it('takes the pack from the order\'s studio in the finishing transaction, naming the order and its nurse, once', async () => {
    const a = await consumable();
    const b = await consumable();
    await packOnService([[a.id, 2], [b.id, 1]]);
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 10 });
    await api.ok('ops', 'receiveStock', { studioId, consumableId: b.id, quantity: 10 });
    const inReview = await kit.orderIn(4, { waste: false });
    expect(await consumptionOf(inReview.id)).toEqual([]);
    const finished = await kit.appEvent(inReview.id, 'order.finish');
    expect(finished.resultcode).toBe(1);
    const nurseId = Number((await kit.row(inReview.id)).nurse_id);
    const used = await consumptionOf(inReview.id);
    expect(used).toEqual([
      { consumable_id: a.id, quantity: -2, nurse_id: nurseId, reason: t('inventory.server.consumed', { orderNo: inReview.orderNo }), channel: 'system' },
      { consumable_id: b.id, quantity: -1, nurse_id: nurseId, reason: t('inventory.server.consumed', { orderNo: inReview.orderNo }), channel: 'system' },
    ]);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([8, 9]);
    expect(await kit.count("select count(*) from audit_log where action = 'stock.consume' and entity = 'stock_movement' and entity_id in (select id from stock_movements where order_id = ?)", [inReview.id])).toBe(2);
    // A complaint resolved back to finished does not consume again.
    await api.ok('admin', 'openOrderComplaint', { orderId: inReview.id, version: await kit.version(inReview.id), content: 'x' });
    await api.ok('admin', 'resolveOrderComplaint', { orderId: inReview.id, version: await kit.version(inReview.id), resolution: 'y' });
    expect(await consumptionOf(inReview.id)).toHaveLength(2);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([8, 9]);
  });

  it('finishes the order on a short shelf: takes what is on hand, never below zero, and records the shortfall', async () => {
    const a = await consumable();
    const b = await consumable();
    await packOnService([[a.id, 3], [b.id, 2]]);
    await api.ok('ops', 'receiveStock', { studioId, consumableId: a.id, quantity: 1 });
    const order = await kit.orderIn(5, { waste: false });
    expect(Number((await kit.row(order.id)).status)).toBe(5);
    const used = await consumptionOf(order.id);
    expect(used).toEqual([expect.objectContaining({ consumable_id: a.id, quantity: -1, reason: t('inventory.server.consumedShort', { orderNo: order.orderNo, short: 2 }) })]);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([0, 0]);
    const [shortRow] = await sqlOn(server(), "select after_json from audit_log where action = 'stock.consume' and entity = 'order' and entity_id = ?", [order.id]);
    expect(JSON.parse(String(shortRow?.after_json))).toMatchObject({ short: [{ consumableId: b.id, wanted: 2, taken: 0, short: 2 }] });
    expect((await api.ok('ops', 'checkStockLedger', {})).mismatches).toEqual([]);
  });

  it('a service without a pack consumes nothing', async () => {
    await api.ok('admin', 'editService', { serviceId, version: await kit.count('select version from services where id = ?', [serviceId]), consumablePackId: null });
    const order = await kit.orderIn(5, { waste: false });
    expect(await consumptionOf(order.id)).toEqual([]);
  });

  it('races finishing orders and clerks for the last units: never below zero, every unit accounted for once', async () => {
    const item = await consumable();
    await packOnService([[item.id, 1]]);
    const units = 4;
    await api.ok('ops', 'receiveStock', { studioId, consumableId: item.id, quantity: units });
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await kit.orderIn(4, { waste: false }));
    const nurseId = await kit.count('select min(id) from nurses where studio_id = ?', [studioId]);
    const answers = await Promise.all([
      ...orders.map((o) => kit.appEvent(o.id, 'order.finish')),
      ...Array.from({ length: 3 }, () => api.call('studio', 'issueStock', { studioId, items: `${item.id}x1`, nurseId, reason: 'race' })),
    ]);
    const finishes = answers.slice(0, orders.length);
    expect(finishes.map((a) => a.resultcode)).toEqual(orders.map(() => 1));
    const taken = -(await kit.count('select coalesce(sum(quantity), 0) from stock_movements where consumable_id = ? and quantity < 0', [item.id]));
    const issuedOk = answers.slice(orders.length).filter((a) => a.resultcode === 1).length;
    const consumed = await kit.count("select count(*) from stock_movements where consumable_id = ? and kind = 'consumption'", [item.id]);
    expect(taken).toBe(units);
    expect(issuedOk + consumed).toBe(units);
    expect(await onHand(item.id)).toBe(0);
    expect((await api.ok('ops', 'checkStockLedger', {})).mismatches).toEqual([]);
  });
});
