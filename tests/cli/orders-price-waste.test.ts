// careops orders price-change request|list|approve|reject and careops waste list|collect|dispose
// against a real server: a request made by customer service waits for another reviewer, the
// approval applies the new amount to the order, a decided request is refused without a call;
// waste tasks are collected in bulk (weight, collector, photo) and disposed, each step only
// from the state before it (exit 5 otherwise).
import { labelOf } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { wasteTaskStatusEnum } from '@careops/core/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, login, startTestServer, type TestAuth, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
let admin: TestAuth;
const adminConfig = tempConfigDir();
const csConfig = tempConfigDir();
const as = (dir: string) => (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: dir }, ...(input === undefined ? {} : { input }) });
const run = as(adminConfig.dir);
const runCs = as(csConfig.dir);
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

async function api<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const answer = await apiCall<T>(server.url, `/api/admin/${name}`, body, admin);
  if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return answer.result;
}

interface Order { id: number; orderNo: string; status: number; amountCents: number; paidCents: number }
interface Task { id: number; status: number; overdue: boolean; weightGrams: number | null; collectorName: string; photos: string[]; disposalRef: string; version: number }

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  admin = await login(server.url, 'admin', server.adminPassword);
  for (const [runner, username] of [[run, 'admin'], [runCs, 'cs']] as const) {
    const signIn = await runner(['login', '--server', server.url, '--username', username, '--password-stdin'], `${server.adminPassword}\n`);
    expect(signIn.code).toBe(0);
  }
});
afterAll(async () => {
  await server?.stop();
  adminConfig.dispose();
  csConfig.dispose();
});

/** Unpaid orders waiting for payment with no price change pending (the machine lets their price change). */
async function priceableOrders(count: number): Promise<Order[]> {
  const { list } = await api<{ list: Order[] }>('getOrderList', { status: 0, limit: 100 });
  const free: Order[] = [];
  for (const o of list) {
    const before = await api<{ canRequest: boolean }>('getOrderDataBeforePriceAlter', { orderId: o.id });
    if (before.canRequest) free.push(o);
    if (free.length === count) return free;
  }
  throw new Error('not enough orders whose price may change');
}

describe('careops orders price-change', () => {
  it('requests a change in money (cs), which another reviewer approves: the order takes the new amount', async () => {
    const [target] = await priceableOrders(1);
    if (!target) throw new Error('no order');
    const requested = await runCs(['orders', 'price-change', 'request', target.orderNo, '--amount', '88.5', '--reason', 'Second visit not needed', '--json']);
    expect(requested.code).toBe(0);
    const request = JSON.parse(requested.stdout) as { id: number; status: number; oldAmountCents: number; newAmountCents: number };
    expect(request).toMatchObject({ status: 2, oldAmountCents: target.amountCents, newAmountCents: 8850 });

    const pending = await run(['orders', 'price-change', 'list', '--status', 'pending', '--order-no', target.orderNo, '--json']);
    expect((JSON.parse(pending.stdout) as Array<{ id: number }>).map((r) => r.id)).toEqual([request.id]);

    // The requester may not approve it herself: the server says so, per item.
    const own = await runCs(['orders', 'price-change', 'approve', String(request.id), '--yes']);
    expect(own.code).toBe(5);
    expect(own.stdout).toContain(t('orders.server.priceOwnRequest'));

    const approved = await run(['orders', 'price-change', 'approve', String(request.id), '--yes']);
    expect(approved.code).toBe(0);
    expect(lines(approved.stdout).slice(1)).toEqual([[String(request.id), 'ok', t('orders.res.priceChanges.approve.done', { name: String(request.id) })]]);
    expect((await api<Order>('getOrder', { orderId: target.id })).amountCents).toBe(8850);

    // Decided: a second decision is refused without a call.
    const again = await run(['orders', 'price-change', 'reject', String(request.id), '--reason', 'late', '--yes']);
    expect(again.code).toBe(5);
    expect(lines(again.stdout)[1]?.[2]).toBe(t('orders.res.priceChanges.decided', { name: String(request.id), state: t('orders.res.priceChangeStatus.1') }));
  });

  it('rejects with a reason, keeping the amount, and refuses a bad amount before asking the server', async () => {
    const [target] = await priceableOrders(1);
    if (!target) throw new Error('no order');
    const bad = await runCs(['orders', 'price-change', 'request', target.orderNo, '--amount', '12.345', '--reason', 'x']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe(`careops: amount: ${t('validate.money')}\n`);
    const requested = await runCs(['orders', 'price-change', 'request', target.orderNo, '--amount', '1', '--reason', 'Typo in the quote', '--json']);
    const request = JSON.parse(requested.stdout) as { id: number };
    const noReason = await run(['orders', 'price-change', 'reject', String(request.id), '--yes']);
    expect(noReason.code).toBe(2);
    const rejected = await run(['orders', 'price-change', 'reject', String(request.id), '--reason', 'Amount not justified', '--yes']);
    expect(rejected.code).toBe(0);
    const list = await run(['orders', 'price-change', 'list', '--order-no', target.orderNo, '--status', 'rejected', '--json']);
    expect((JSON.parse(list.stdout) as Array<{ id: number }>).map((r) => r.id)).toContain(request.id);
    expect((await api<Order>('getOrder', { orderId: target.id })).amountCents).toBe(target.amountCents);
  });

  it('says why a paid order cannot change price (exit 1)', async () => {
    const { list } = await api<{ list: Order[] }>('getOrderList', { status: 2, limit: 1 });
    const paid = list[0];
    if (!paid) throw new Error('no accepted order');
    const result = await runCs(['orders', 'price-change', 'request', paid.orderNo, '--amount', '10', '--reason', 'x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^careops: .+/);
  });
});

describe('careops waste', () => {
  it('lists overdue tasks, all pending pickup', async () => {
    const result = await run(['waste', 'list', '--overdue', 'yes', '--all', '--json']);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as Array<{ status: number; statusLabel: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0]));
    expect(new Set(rows.map((r) => r.statusLabel))).toEqual(new Set([labelOf(wasteTaskStatusEnum, 0)]));
  });

  it('collects pending tasks in bulk, then disposes of them; each step only from the one before', async () => {
    const { list } = await api<{ list: Task[] }>('getWasteTaskList', { status: 0, limit: 3 });
    const [first, second] = list;
    if (!first || !second) throw new Error('not enough pending waste tasks');
    const collect = await run([
      'waste', 'collect', String(first.id), String(second.id), '--weight', '420', '--collector', 'Green Medical Waste Co.', '--photo', '/demo/photos/waste-1.jpg', '--yes',
    ]);
    expect(collect.code).toBe(0);
    expect(lines(collect.stdout).slice(1).map((row) => row[1])).toEqual(['ok', 'ok']);
    const collected = await api<Task>('getWasteTask', { taskId: first.id });
    expect(collected).toMatchObject({ status: 1, weightGrams: 420, collectorName: 'Green Medical Waste Co.', photos: ['/demo/photos/waste-1.jpg'], overdue: false });

    // Collecting again is refused without a call; disposing of a pending task too.
    const { list: stillPending } = await api<{ list: Task[] }>('getWasteTaskList', { status: 0, limit: 1 });
    const pending = stillPending[0];
    if (!pending) throw new Error('no pending waste task left');
    const dispose = await run(['waste', 'dispose', String(first.id), String(pending.id), '--ref', 'DISP-2026-118', '--yes']);
    expect(dispose.code).toBe(5);
    expect(lines(dispose.stdout).slice(1)).toEqual([
      [String(first.id), 'ok', t('orders.res.waste.dispose.done', { name: String(first.id) })],
      [String(pending.id), 'failed', t('orders.res.waste.dispose.refused', { name: String(pending.id), state: labelOf(wasteTaskStatusEnum, 0) })],
    ]);
    expect(await api<Task>('getWasteTask', { taskId: first.id })).toMatchObject({ status: 2, disposalRef: 'DISP-2026-118' });
    expect((await api<Task>('getWasteTask', { taskId: pending.id })).status).toBe(0);
  });

  it('refuses a collection without a photo URL, naming the field, and writes nothing', async () => {
    const { list } = await api<{ list: Task[] }>('getWasteTaskList', { status: 0, limit: 1 });
    const task = list[0];
    if (!task) throw new Error('no pending waste task');
    const result = await run(['waste', 'collect', String(task.id), '--weight', '10', '--collector', 'X', '--photo', 'not a url', '--yes']);
    expect(result.code).toBe(5);
    expect(result.stdout).toContain(t('orders.contract.photo'));
    expect((await api<Task>('getWasteTask', { taskId: task.id })).version).toBe(task.version);
  });
});
