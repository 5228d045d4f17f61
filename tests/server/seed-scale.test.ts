// `npm run seed:scale` (the built program) on a real server's database, SQLite and PostgreSQL:
// the counts the plan promises, every order status, consistent references, a journal the
// ledger's reconciliation finds nothing to report on, the same rows on every run, and a second
// run refused.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { seedIntoServer } from './seed-scale-runner';
import { systemClient } from './system-fixtures';
import type { TestServer } from '../support/server';

const ORDERS = 2_000;
const DAY = 86_400_000;
// The start of today (UTC), as the seed's default, given explicitly so both runs share it.
const anchor = new Date(Math.floor(Date.now() / DAY) * DAY).toISOString().slice(0, 10);

/** A digest of what the seed wrote (ids included: fresh databases number alike). */
async function digest(server: TestServer): Promise<string> {
  const parts = [
    'select id, order_no, member_id, patient_id, service_id, package_id, studio_id, nurse_id, status, booking, address, appointment_at, amount_cents, paid_cents, refunded_cents, deadline_at, created_at, updated_at from orders order by id',
    'select order_id, at, event, from_status, to_status, actor_kind, actor_id, reason from order_events order by order_id, at, event',
    'select id, phone, nickname, real_name, status, created_at from members order by id',
    'select id, member_id, name, relationship, id_number, phone, address from patients order by id',
    'select id, studio_id, name, phone, title, status from nurses order by id',
    'select order_id, kind, method, amount_cents, created_at from order_payments order by order_id, kind',
    'select order_id, status, due_at, collected_at, disposed_at from medical_waste_tasks order by order_id',
    'select id, kind, order_id, at, amount_cents from journal_transactions order by id',
    'select id, journal_id, account_id, amount_cents, balance_after_cents from journal_postings order by id',
  ];
  const hash = createHash('sha256');
  for (const text of parts) hash.update(JSON.stringify(await sqlOn(server, text)));
  return hash.digest('hex');
}

describe('seed:scale', () => {
  const first = useServer({ CAREOPS_DEMO: '0' });
  const second = useServer({ CAREOPS_DEMO: '0' });
  const api = systemClient(first);

  it('fills the database in proportion: people, catalogue, orders in every status with their timelines', async () => {
    const output = await seedIntoServer(first(), ORDERS, ['--anchor', anchor]);
    expect(output).toContain(`${ORDERS.toLocaleString('en')} orders`);
    const count = (text: string) => countOn(first(), text);
    expect(await count('select count(*) from orders')).toBe(ORDERS);
    expect(await count('select count(*) from members')).toBe(ORDERS / 5);
    expect(await count('select count(*) from patients')).toBe((ORDERS / 5) * 1.5);
    expect(await count('select count(*) from studios')).toBe(2);
    expect(await count('select count(*) from nurses')).toBe(16);
    expect(await count('select count(*) from services')).toBe(12);
    const statuses = (await sqlOn(first(), 'select status, count(*) as n from orders group by status order by status')).map((r) => Number(r.status));
    expect(statuses).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    // One creation event per order, and one for the step into its status (none for a new order).
    expect(await count("select count(*) from order_events where event = 'order.created'")).toBe(ORDERS);
    expect(await count('select count(*) from order_events')).toBe(2 * ORDERS - (await count('select count(*) from orders where status = -2')));
    expect(await count('select count(*) from orders o where not exists (select 1 from order_events e where e.order_id = o.id and e.to_status = o.status)')).toBe(0);
    // References hold together: the patient is the member's, nurses work at the order's studio,
    // a nurse only from acceptance on, money only once paid, deadlines only while waiting.
    expect(await count('select count(*) from orders o join patients p on p.id = o.patient_id where p.member_id <> o.member_id')).toBe(0);
    expect(await count('select count(*) from orders o join nurses n on n.id = o.nurse_id where n.studio_id <> o.studio_id or n.status <> 1')).toBe(0);
    expect(await count('select count(*) from orders where nurse_id is not null and status in (-2, -1, 0, 1, 8)')).toBe(0);
    expect(await count('select count(*) from orders where nurse_id is null and status in (2, 3, 4, 5, 7)')).toBe(0);
    expect(await count('select count(*) from orders where (service_id is null) = (package_id is null)')).toBe(0);
    expect(await count('select count(*) from orders where paid_cents > 0 and status in (-2, -1, 0)')).toBe(0);
    expect(await count('select count(*) from orders where (deadline_at is not null) <> (status in (0, 1))')).toBe(0);
    expect(await count('select count(*) from orders where refunded_cents > paid_cents or (refunded_cents > 0 and status not in (6, 8))')).toBe(0);
    expect(await count('select count(*) from orders where created_at > appointment_at or created_at > updated_at')).toBe(0);
    expect(await count(`select count(*) from orders where deadline_at <= ${Date.now()}`)).toBe(0);
    if (!first().databaseUrl) expect(await sqlOn(first(), 'pragma foreign_key_check')).toEqual([]);
    // The server reads it like any other data.
    const page = await api.ok('admin', 'getOrderList', { status: [-2], limit: 5 });
    expect(page.total).toBe(await count('select count(*) from orders where status = -2'));
  });

  it('writes the payments, refunds and e-coin on the journal: the whole ledger and a day reconcile with nothing to report', async () => {
    const count = (text: string) => countOn(first(), text);
    expect(await count("select count(*) from journal_transactions where kind = 'payment' and order_id is not null")).toBe(await count("select count(*) from order_payments where kind = 'payment'"));
    expect(await count("select count(*) from journal_transactions where kind = 'refund'")).toBe(await count("select count(*) from order_payments where kind = 'refund'"));
    expect(await count("select count(*) from journal_transactions where kind = 'openingBalance'")).toBeGreaterThan(0);
    expect(await count("select count(*) from order_payments where kind = 'payment' and method = 'ecoin'")).toBeGreaterThan(0);
    // Each refund goes back the way its payment came.
    expect(await count("select count(*) from order_payments r join order_payments p on p.order_id = r.order_id and p.kind = 'payment' where r.kind = 'refund' and r.method <> p.method")).toBe(0);
    const whole = await api.ok('admin', 'reconcileLedger', {});
    expect(whole.differences).toEqual([]);
    expect(whole.ok).toBe(true);
    expect(whole.orders).toBe(await count('select count(*) from orders where paid_cents > 0'));
    // A day with a refund, taken near noon UTC so that the business day (the server's zone) is the same date.
    const [refund] = await sqlOn(first(), `select at from journal_transactions where kind = 'refund' and (at % ${DAY}) between ${10 * 3_600_000} and ${14 * 3_600_000} order by at desc limit 1`);
    const day = new Date(Number(refund?.at ?? 0)).toISOString().slice(0, 10);
    const oneDay = await api.ok('admin', 'reconcileLedger', { date: day });
    expect(oneDay.differences).toEqual([]);
    expect(oneDay.journals).toBeGreaterThan(0);
  });

  it('writes the same rows on every run', async () => {
    await seedIntoServer(second(), ORDERS, ['--anchor', anchor]);
    expect(await digest(second())).toBe(await digest(first()));
  });

  it('refuses a second run on the same database and changes nothing', async () => {
    const before = await countOn(first(), 'select count(*) from orders');
    await expect(seedIntoServer(first(), ORDERS)).rejects.toThrow(/already holds a scale data set/);
    expect(await countOn(first(), 'select count(*) from orders')).toBe(before);
  });
});
