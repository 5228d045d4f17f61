// careops orders list / view / notes against a real server with the demo orders: every kind of
// filter (status by slug, phone digits, studio by name, booking, appointment range, sort), paging
// and --all, --json / --csv, view by id and by order number, notes add and list, and the
// audited reveal of a member's full phone.
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { businessDayOf } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, login, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

interface OrderRow {
  id: number;
  orderNo: string;
  status: number;
  member: { id: number; phone: string };
  studio: { id: number; name: string };
  booking: number;
  appointmentAt: number;
  amountCents: number;
  version: number;
}

/** The server's own answer, for comparing what the CLI printed. */
async function orderList(body: Record<string, unknown>): Promise<{ list: OrderRow[]; total: number }> {
  const auth = await login(server.url, 'admin', server.adminPassword);
  const answer = await apiCall<{ list: OrderRow[]; total: number }>(server.url, '/api/admin/getOrderList', body, auth);
  expect(answer.resultcode).toBe(1);
  return answer.result;
}

async function json<T>(args: string[]): Promise<T> {
  const result = await run([...args, '--json']);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops orders list', () => {
  it('filters by status name or number; --json gives the wire values with the label beside them', async () => {
    const expected = await orderList({ status: 0, limit: 50 });
    expect(expected.total).toBeGreaterThan(0);
    const rows = await json<Array<Record<string, unknown>>>(['orders', 'list', '--status', 'pending-payment', '--limit', '50']);
    expect(rows.map((r) => r.id)).toEqual(expected.list.map((o) => o.id));
    rows.forEach((row, i) => {
      const order = expected.list[i];
      expect(row).toEqual({ ...order, statusLabel: labelOf(orderStatusEnum, 0), bookingLabel: expect.any(String), path: `/order/service-order-detail/${order?.id}` });
    });
    expect(rows[0]).toMatchObject({ status: 0, amountCents: expect.any(Number), member: { phone: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) } });
    expect(Number.isInteger(rows[0]?.amountCents)).toBe(true);
    expect(rows[0]).not.toHaveProperty(['member.phone']);
    const byNumber = await json<Array<{ id: number }>>(['orders', 'list', '--status', '0', '--limit', '50']);
    expect(byNumber.map((r) => r.id)).toEqual(expected.list.map((o) => o.id));
    const inReview = await json<Array<{ status: number }>>(['orders', 'list', '--status', '-2', '--limit', '5']);
    expect(inReview.length).toBeGreaterThan(0);
    expect(inReview.every((r) => r.status === -2)).toBe(true);
  });

  it('keeps display values in the table and CSV: the status label, money in yuan', async () => {
    const csv = await run(['orders', 'list', '--status', '0', '--limit', '1', '--csv']);
    expect(csv.code, csv.stderr).toBe(0);
    const [header, row] = csv.stdout.split('\n').map((line) => line.split(','));
    expect(row?.[header?.indexOf('status') ?? -1]).toBe(labelOf(orderStatusEnum, 0));
    expect(row?.[header?.indexOf('amountCents') ?? -1]).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses an unknown status slug, listing the choices (exit 2)', async () => {
    const result = await run(['orders', 'list', '--status', 'paid']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('pending-payment');
  });

  it('combines phone digits, studio by name, booking and an appointment range, sorted by amount', async () => {
    const sample = (await orderList({ limit: 1 })).list[0];
    if (!sample) throw new Error('no demo orders');
    const digits = sample.member.phone.slice(-4);
    const expected = await orderList({ memberPhone: digits, studioId: sample.studio.id, booking: sample.booking, sort: 'amountCents', limit: 100 });
    const result = await run([
      'orders', 'list', '--member-phone', digits, '--studio', sample.studio.name, '--booking', sample.booking === 1 ? 'has' : 'none',
      '--sort', 'amountCents', '--order', 'asc', '--limit', '100',
    ]);
    expect(result.code).toBe(0);
    const [header, ...body] = lines(result.stdout);
    expect(header?.[0]).toBe('orderNo');
    expect(body.map((row) => row[0])).toEqual(expected.list.map((o) => o.orderNo));
    expect(body.map((row) => row[0])).toContain(sample.orderNo);

    // A day is a business day (Asia/Shanghai), whatever zone runs the test.
    const date = businessDayOf(sample.appointmentAt);
    const ranged = await json<Array<{ id: number; appointmentAt: number }>>(['orders', 'list', '--appointment-from', date, '--appointment-to', date, '--all']);
    expect(ranged.map((r) => r.id)).toContain(sample.id);
    expect(ranged.every((r) => businessDayOf(r.appointmentAt) === date)).toBe(true);
  });

  it('pages, and --all walks every page (the total of the server)', async () => {
    const { total } = await orderList({ limit: 1 });
    const page2 = await json<Array<{ id: number }>>(['orders', 'list', '--limit', '10', '--page', '2']);
    expect(page2.map((r) => r.id)).toEqual((await orderList({ limit: 10, page: 2 })).list.map((o) => o.id));
    const all = await json<Array<{ id: number }>>(['orders', 'list', '--all']);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((r) => r.id)).size).toBe(total);
    const csv = await run(['orders', 'list', '--status', 'finished', '--limit', '3', '--csv']);
    expect(csv.stdout.split('\n')[0]).toBe('orderNo,status,member.phone,patient.name,itemName,studio.name,nurse.name,appointmentAt,amountCents,createdAt');
  });
});

describe('careops orders view', () => {
  it('shows an order by id and by its number, the same record', async () => {
    const order = (await orderList({ status: 5, limit: 1 })).list[0];
    if (!order) throw new Error('no finished order');
    const byId = await json<{ id: number; orderNo: string; timeline: unknown[] }>(['orders', 'view', String(order.id)]);
    const byNumber = await json<{ id: number; orderNo: string }>(['orders', 'view', order.orderNo]);
    expect(byNumber).toEqual(byId);
    expect(byId).toMatchObject({ id: order.id, orderNo: order.orderNo });
    expect(byId.timeline.length).toBeGreaterThan(0);
    const human = await run(['orders', 'view', order.orderNo]);
    const fields = Object.fromEntries(lines(human.stdout).map(([label = '', value = '']) => [label, value]));
    expect(fields[t('orders.res.field.orderNo')]).toBe(order.orderNo);
    expect(fields[t('orders.res.field.status')]).toBe(labelOf(orderStatusEnum, 5));
    expect(fields[t('orders.res.field.memberPhone')]).toMatch(/\*{4}/);
  });

  it('says which order is unknown (exit 1)', async () => {
    const missing = await run(['orders', 'view', '2099010199999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("'2099010199999999'");
    expect((await run(['orders', 'view', '987654'])).code).toBe(1);
  });
});

describe('careops orders notes and reveal', () => {
  it('adds a note to an order by number and lists it first', async () => {
    const order = (await orderList({ status: 2, limit: 1 })).list[0];
    if (!order) throw new Error('no accepted order');
    const added = await run(['orders', 'notes', 'add', order.orderNo, '--content', 'Lift is out of order; use stairs B.']);
    expect(added).toMatchObject({ code: 0, stdout: `${t('orders.cmd.notes.added', { order: order.orderNo })}\n` });
    const notes = await json<Array<{ content: string; author: { name: string } }>>(['orders', 'notes', 'list', String(order.id)]);
    expect(notes[0]).toMatchObject({ content: 'Lift is out of order; use stairs B.', author: { name: 'Administrator' } });
    const empty = await run(['orders', 'notes', 'add', order.orderNo, '--content', '  ']);
    expect(empty.code).toBe(2);
  });

  it("reveals a member's full phone once, audited as pii.read", async () => {
    const order = (await orderList({ limit: 1 })).list[0];
    if (!order) throw new Error('no order');
    const shown = await json<{ id: number; value: string }>(['orders', 'reveal-phone', order.orderNo]);
    expect(shown.value).toMatch(/^1\d{10}$/);
    expect(shown.value.slice(-4)).toBe(order.member.phone.slice(-4));
    const audit = await json<Array<{ action: string }>>(['audit', 'list', '--action', 'pii.read', '--all']);
    expect(audit.length).toBeGreaterThan(0);
  });
});
