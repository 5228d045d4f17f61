// careops orders review approve|reject, assign, cancel and complaint open|resolve against a real
// server: ids or order numbers from arguments, --from-file and stdin; one line per item; an
// order the machine refuses is a failed item without a call; exit 5 when any item failed;
// --dry-run writes nothing; --json for scripts.
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, login, startTestServer, type TestAuth, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careops, tempConfigDir, type CareopsRun } from './support/run-careops';

let server: TestServer;
let admin: TestAuth;
const config = tempConfigDir();
const files = mkdtempSync(join(tmpdir(), 'careops-orders-'));
const run = (args: string[], input?: string): Promise<CareopsRun> => careops(args, { env: { CAREOPS_CONFIG_DIR: config.dir }, ...(input === undefined ? {} : { input }) });
const lines = (text: string) => text.trimEnd().split('\n').map((line) => line.split('\t'));

interface Order {
  id: number;
  orderNo: string;
  status: number;
  version: number;
  nurse: { id: number; name: string } | null;
  timeline: Array<{ event: string; reason: string }>;
}

async function api<T>(name: string, body: Record<string, unknown>): Promise<T> {
  const answer = await apiCall<T>(server.url, `/api/admin/${name}`, body, admin);
  if (answer.resultcode !== 1) throw new Error(`${name}: ${answer.resultcode} ${answer.msg}`);
  return answer.result;
}
const order = (id: number) => api<Order>('getOrder', { orderId: id });

const taken = new Set<number>();
/** Orders in a status no other test of this file has used. */
async function fresh(status: number, count: number): Promise<Order[]> {
  const { list } = await api<{ list: Order[] }>('getOrderList', { status, limit: 100 });
  const picked = list.filter((o) => !taken.has(o.id)).slice(0, count);
  if (picked.length < count) throw new Error(`only ${picked.length} orders in status ${status}`);
  for (const o of picked) taken.add(o.id);
  return picked;
}

async function auditCount(action: string): Promise<number> {
  const result = await run(['audit', 'list', '--action', action, '--all', '--json']);
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as unknown[]).length;
}

const refused = (key: 'orders.res.approve.refused' | 'orders.res.cancel.refused' | 'orders.res.assign.refused', o: Order) =>
  t(key, { name: o.orderNo, state: labelOf(orderStatusEnum, o.status) });

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
  admin = await login(server.url, 'admin', server.adminPassword);
  const signIn = await run(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], `${server.adminPassword}\n`);
  expect(signIn.code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
  rmSync(files, { recursive: true, force: true });
});

describe('careops orders review', () => {
  it('approves each review it may, refuses the rest without a call, and exits 5', async () => {
    const [organisation] = await fresh(-2, 1);
    const [customerService] = await fresh(-1, 1);
    const [finished] = await fresh(5, 1);
    if (!organisation || !customerService || !finished) throw new Error('demo orders missing');
    const before = await auditCount('order.approve');
    const result = await run(['orders', 'review', 'approve', organisation.orderNo, String(customerService.id), finished.orderNo, '999999', '--yes']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout)).toEqual([
      ['id', 'result', 'message'],
      [organisation.orderNo, 'ok', t('orders.res.approve.done', { name: organisation.orderNo })],
      [String(customerService.id), 'ok', t('orders.res.approve.done', { name: customerService.orderNo })],
      [finished.orderNo, 'failed', refused('orders.res.approve.refused', finished)],
      ['999999', 'failed', expect.stringContaining('not found')],
    ]);
    expect(result.stderr).toBe('careops: 2 of 4 items failed\n');
    // −2 → −1 and −1 → 0, each with its timeline event; the finished order untouched.
    expect(await order(organisation.id)).toMatchObject({ status: -1, version: organisation.version + 1 });
    expect((await order(organisation.id)).timeline.at(-1)?.event).toBe('order.approve');
    expect(await order(customerService.id)).toMatchObject({ status: 0 });
    expect(await order(finished.id)).toMatchObject({ status: 5, version: finished.version });
    expect(await auditCount('order.approve')).toBe(before + 2);
  });

  it('with --dry-run says what would happen, asks nothing and writes nothing', async () => {
    const [waiting] = await fresh(-2, 1);
    const [cancelled] = await fresh(6, 1);
    if (!waiting || !cancelled) throw new Error('demo orders missing');
    const before = await auditCount('order.approve');
    const result = await run(['orders', 'review', 'approve', waiting.orderNo, cancelled.orderNo, '--dry-run']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout).slice(1)).toEqual([
      [waiting.orderNo, 'ok', t('resources.dryRun.would', { action: t('orders.res.approve'), name: waiting.orderNo })],
      [cancelled.orderNo, 'failed', refused('orders.res.approve.refused', cancelled)],
    ]);
    expect(await order(waiting.id)).toMatchObject({ status: -2, version: waiting.version });
    expect(await auditCount('order.approve')).toBe(before);
  });

  it('takes ids from --from-file and from stdin, with --json', async () => {
    const [first, second, third] = await fresh(-2, 3);
    if (!first || !second || !third) throw new Error('demo orders missing');
    const file = join(files, 'review.txt');
    writeFileSync(file, `# reviewed by phone\n${first.orderNo}, ${second.id}\n`);
    const fromFile = await run(['orders', 'review', 'approve', '--from-file', file, '--reason', 'assessment done', '--yes', '--json']);
    expect(fromFile.code).toBe(0);
    expect(JSON.parse(fromFile.stdout)).toEqual([
      { id: first.orderNo, ok: true, message: t('orders.res.approve.done', { name: first.orderNo }) },
      { id: String(second.id), ok: true, message: t('orders.res.approve.done', { name: second.orderNo }) },
    ]);
    expect((await order(first.id)).timeline.at(-1)).toMatchObject({ event: 'order.approve', reason: 'assessment done' });
    const fromStdin = await run(['orders', 'review', 'approve', '--yes'], `${third.orderNo}\n`);
    expect(fromStdin.code).toBe(0);
    expect((await order(third.id)).status).toBe(-1);
  });

  it('rejects only with a reason; the order is cancelled with it', async () => {
    const [rejected] = await fresh(-1, 1);
    if (!rejected) throw new Error('demo orders missing');
    const missing = await run(['orders', 'review', 'reject', rejected.orderNo, '--yes']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('reason');
    expect((await order(rejected.id)).status).toBe(-1);
    const done = await run(['orders', 'review', 'reject', rejected.orderNo, '--reason', 'Patient needs hospital care', '--yes']);
    expect(done.code).toBe(0);
    const after = await order(rejected.id);
    expect(after.status).toBe(6);
    expect(after.timeline.at(-1)).toMatchObject({ event: 'order.reject', reason: 'Patient needs hospital care' });
  });

  it('needs --yes without a terminal (exit 2) and changes nothing', async () => {
    const [waiting] = await fresh(-2, 1);
    if (!waiting) throw new Error('demo orders missing');
    const result = await run(['orders', 'review', 'approve', waiting.orderNo]);
    expect(result.code).toBe(2);
    expect((await order(waiting.id)).version).toBe(waiting.version);
  });
});

describe('careops orders assign / cancel / complaint', () => {
  it('assigns a fitting nurse to an order waiting for acceptance, and refuses one still in review', async () => {
    const [waiting] = await fresh(1, 1);
    const [review] = await fresh(-2, 1);
    if (!waiting || !review) throw new Error('demo orders missing');
    const { list } = await api<{ list: Array<{ id: number; name: string }> }>('searchServiceStaff', { orderId: waiting.id });
    const nurse = list[0];
    if (!nurse) throw new Error('no fitting nurse');
    const result = await run(['orders', 'assign', waiting.orderNo, '--nurse', String(nurse.id)]);
    expect(result).toMatchObject({ code: 0, stdout: `${t('orders.res.assign.done', { name: waiting.orderNo })}\n` });
    expect(await order(waiting.id)).toMatchObject({ status: 2, nurse: { id: nurse.id } });

    const refusedRun = await run(['orders', 'assign', review.orderNo, '--nurse', String(nurse.id)]);
    expect(refusedRun.code).toBe(1);
    expect(refusedRun.stderr).toBe(`careops: ${refused('orders.res.assign.refused', review)}\n`);
    expect((await order(review.id)).version).toBe(review.version);
  });

  it('cancels with a reason, refusing a finished order (exit 5)', async () => {
    const [pending] = await fresh(0, 1);
    const [finished] = await fresh(5, 1);
    if (!pending || !finished) throw new Error('demo orders missing');
    const result = await run(['orders', 'cancel', pending.orderNo, finished.orderNo, '--reason', 'Member changed the appointment', '--yes']);
    expect(result.code).toBe(5);
    expect(lines(result.stdout).slice(1)).toEqual([
      [pending.orderNo, 'ok', t('orders.res.cancel.done', { name: pending.orderNo })],
      [finished.orderNo, 'failed', refused('orders.res.cancel.refused', finished)],
    ]);
    expect((await order(pending.id)).status).toBe(6);
    expect((await order(finished.id)).status).toBe(5);
  });

  it('opens a complaint on a finished order and resolves it', async () => {
    const [finished] = await fresh(5, 1);
    if (!finished) throw new Error('demo orders missing');
    const opened = await run(['orders', 'complaint', 'open', finished.orderNo, '--content', 'Bruising after the injection.']);
    expect(opened.code).toBe(0);
    expect((await order(finished.id)).status).toBe(7);
    const resolved = await run(['orders', 'complaint', 'resolve', finished.orderNo, '--resolution', 'Apologised; follow-up visit free of charge.']);
    expect(resolved.code).toBe(0);
    const after = await order(finished.id);
    expect(after.status).toBe(5);
    expect(after.timeline.slice(-2).map((e) => e.event)).toEqual(['order.complain', 'order.resolve']);
  });
});
