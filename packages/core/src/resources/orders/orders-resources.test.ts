import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../registry/default-registry';
import { CareOpsError } from '../../contract/careops-error';
import type { AnyCommandDef } from '../../commands/types';
import { commandsFromResource } from '../verbs/commands-from-resource';
import { scriptedApi, scriptedContext } from '../testing/scripted-context';
import { moneyToCents } from './money-input';
import { ordersResource } from './orders';
import { priceChangeRequestCommand } from './price-change-request-command';

const commands = new Map(commandsFromResource(ordersResource).map((c) => [c.id, c]));
const command = (id: string) => commands.get(id) as AnyCommandDef;

const orderNo = (id: number) => `20261122${String(id).padStart(8, '0')}`;
const order = (id: number, status: number) => ({ id, orderNo: orderNo(id), status, version: id * 10, allowedEvents: [] });

/** getOrder answers orders 1–9 with the status `statuses` gives (default −2); 102 for others. */
function ordersApi(statuses: Record<number, number> = {}) {
  return scriptedApi((name, body) => {
    const id = Number(body.orderId);
    if (name === 'getOrder') {
      if (id > 9) throw new CareOpsError('notFound', 'order not found');
      return order(id, statuses[id] ?? -2);
    }
    if (name === 'getOrderList') return { list: [order(5, -1), order(50, 0)].filter((o) => o.orderNo.startsWith(String(body.orderNo))), total: 1 };
    return order(id, -1);
  });
}

describe('orders descriptor', () => {
  it('takes appliesWhen of every transition from core order machine', () => {
    const applies = Object.fromEntries((ordersResource.actions ?? []).filter((a) => a.appliesWhen).map((a) => [a.id, a.appliesWhen?.values]));
    expect(applies).toEqual({ approve: [-2, -1], reject: [-2, -1], assign: [1, 2], cancel: [-2, -1, 0, 1, 2], complain: [4, 5], resolve: [7] });
  });

  it('gives the verbs of the issue', () => {
    const registry = createDefaultRegistry();
    const words = registry.list().map((c) => c.cli.join(' '));
    for (const verb of [
      'orders list',
      'orders view',
      'orders review approve',
      'orders review reject',
      'orders assign',
      'orders cancel',
      'orders complaint open',
      'orders complaint resolve',
      'orders notes list',
      'orders notes add',
      'orders price-change list',
      'orders price-change approve',
      'orders price-change reject',
      'orders price-change request',
      'waste list',
      'waste view',
      'waste collect',
      'waste dispose',
    ]) {
      expect(words).toContain(verb);
    }
  });

  it('refuses an order in another status without a call: a failed item', async () => {
    const api = ordersApi({ 2: 5 });
    const result = await command('orders.approve').run(scriptedContext(api, { confirm: true }), { ids: ['1', '2', '42'] });
    expect(result).toEqual({
      kind: 'items',
      items: [
        { id: '1', ok: true, message: `${orderNo(1)} approved` },
        { id: '2', ok: false, message: `order ${orderNo(2)} is "finished"; it is not waiting for a review` },
        { id: '42', ok: false, message: 'order not found' },
      ],
    });
    expect(api.calls.filter((c) => c.name === 'auditOrder').map((c) => c.body)).toEqual([{ orderId: 1, decision: 'approve', version: 10 }]);
  });

  it('finds an order by its number', async () => {
    const api = ordersApi({ 5: -1 });
    const result = await command('orders.view').run(scriptedContext(api), { id: orderNo(5) });
    expect(result.kind === 'record' && result.data).toMatchObject({ id: 5, orderNo: orderNo(5) });
    expect(api.calls[0]).toEqual({ name: 'getOrderList', body: { orderNo: orderNo(5), page: 1, limit: 50 } });
    // A short whole number is the id itself.
    await command('orders.view').run(scriptedContext(api), { id: '5' });
    expect(api.calls.at(-1)).toEqual({ name: 'getOrder', body: { orderId: 5 } });
  });

  it('sends a rejection with its reason and a dry run writes nothing', async () => {
    const api = ordersApi({ 3: -1 });
    const dry = await command('orders.reject').run(scriptedContext(api), { ids: ['3'], reason: 'no nurse nearby', dryRun: true });
    expect(dry).toEqual({ kind: 'items', items: [{ id: '3', ok: true, message: `would reject orders: ${orderNo(3)}` }] });
    expect(api.calls.some((c) => c.name === 'auditOrder')).toBe(false);
    await command('orders.reject').run(scriptedContext(api, { confirm: true }), { ids: ['3'], reason: 'no nurse nearby' });
    expect(api.calls.find((c) => c.name === 'auditOrder')?.body).toEqual({ orderId: 3, decision: 'reject', reason: 'no nurse nearby', version: 30 });
  });
});

describe('price-change request', () => {
  it('sends the amount in cents with the version read first', async () => {
    const api = scriptedApi((name) => {
      if (name === 'getOrderDataBeforePriceAlter') return { order: order(4, 0), canRequest: true, reason: '' };
      return { id: 1, order: { id: 4, orderNo: 'CO4', status: 0 }, oldAmountCents: 100, newAmountCents: 9950, status: 2 };
    });
    await priceChangeRequestCommand.run(scriptedContext(api), { id: '4', amount: '99.5', reason: 'extra visit' });
    expect(api.calls.at(-1)).toEqual({ name: 'applyOrderAlterPrice', body: { orderId: 4, version: 40, newAmountCents: 9950, reason: 'extra visit' } });
  });

  it("stops with the server's reason when no request can be made", async () => {
    const api = scriptedApi(() => ({ order: order(4, 5), canRequest: false, reason: 'the order is paid' }));
    await expect(priceChangeRequestCommand.run(scriptedContext(api), { id: '4', amount: '10', reason: 'x' })).rejects.toThrow('the order is paid');
    expect(api.calls.map((c) => c.name)).toEqual(['getOrderDataBeforePriceAlter']);
  });
});

describe('moneyToCents', () => {
  it('reads amounts exactly', () => {
    expect(moneyToCents('120')).toBe(12000);
    expect(moneyToCents('99.5')).toBe(9950);
    expect(moneyToCents('0.05')).toBe(5);
    expect(moneyToCents(' 1.10 ')).toBe(110);
    expect(moneyToCents('1.234')).toBeUndefined();
    expect(moneyToCents('-1')).toBeUndefined();
    expect(moneyToCents('abc')).toBeUndefined();
  });
});
