// Placing an order with pricing: placeOrder through the real server (the member, patient and
// studio checked, the item's release at the studio found, a cash coupon applied and used up, the
// order, its timeline row and its audit row written in one transaction, the summary read back)
// against the bare HTTP floor (a GET /healthz round trip) on the same keep-alive connection, in
// one run. Budget: placeOrder − floor <= 2 ms at p50. Production settings: no test hooks, no
// response checks; SQLite with the demo data.
// Beside them, in the same loop, the physical floor of the commit: one bare SQLite write
// transaction with the writes placeOrder makes (three rows inserted: order, timeline, audit; two
// updates: order number, coupon) committed in WAL mode on a file in the server's data directory
// (same file system), with the server's `synchronous` setting (FULL unless
// CAREOPS_SQLITE_SYNCHRONOUS says otherwise): what the fsync of a durable commit costs here.
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { KeepAliveClient } from './support/keep-alive-client';
import { get, post, result, summarize, timeBlock } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, startTestServer } from '../tests/support/server';

delete process.env.DATABASE_URL;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const WARMUP = 100;
const BLOCK = 10;
const BUDGET_US = 2000;

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0', CAREOPS_CHECK_RESPONSES: '0', ...(process.env.CAREOPS_SQLITE_SYNCHRONOUS ? { CAREOPS_SQLITE_SYNCHRONOUS: process.env.CAREOPS_SQLITE_SYNCHRONOUS } : {}) } });
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const headers = { token: login.result.token, userId: String(login.result.user.userId) };

    // What to order: a released service needing no consent, at a studio selling it now; a
    // member with a patient and one unused cash coupon per order placed.
    const db = new Database(sqliteFileOf(server.dataDir));
    db.pragma('busy_timeout = 10000');
    const now = Date.now();
    const release = db
      .prepare("select r.studio_id, r.service_id, r.price_cents from product_releases r join services s on s.id = r.service_id where r.status = 1 and r.starts_at <= ? and (r.ends_at is null or r.ends_at > ?) and s.agreement_id is null and s.on_shelf = 1 order by r.id limit 1")
      .get(now, now) as { studio_id: number; service_id: number; price_cents: number };
    const patient = db.prepare('select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1').get() as { id: number; member_id: number };
    const total = Math.ceil((WARMUP + ROUNDS) / BLOCK) * BLOCK + 1;
    const couponId = Number(db.prepare("insert into coupons (name, kind, value, threshold_cents, quantity, created_at, updated_at) values ('Bench cash', 'cash', 500, 0, ?, ?, ?)").run(total, now, now).lastInsertRowid);
    const grant = db.prepare("insert into member_coupons (coupon_id, member_id, status, expires_at, created_at, updated_at) values (?, ?, 'unused', ?, ?, ?)");
    const coupons: number[] = [];
    db.transaction(() => {
      for (let i = 0; i < total; i++) coupons.push(Number(grant.run(couponId, patient.member_id, now + 86_400_000 * 30, now, now).lastInsertRowid));
    })();
    db.close();

    // The commit floor: its own file (no lock shared with the server), same directory.
    const synchronous = (process.env.CAREOPS_SQLITE_SYNCHRONOUS ?? 'FULL').toUpperCase();
    const bareDb = new Database(join(server.dataDir, 'commit-floor.db'));
    bareDb.pragma('journal_mode = WAL');
    bareDb.pragma(`synchronous = ${synchronous}`);
    bareDb.exec('create table if not exists t (id integer primary key, a integer not null, b text not null, c integer not null default 0)');
    const bareInsert = bareDb.prepare('insert into t (a, b) values (?, ?)');
    const bareUpdate = bareDb.prepare('update t set c = c + 1 where id = ?');
    const bareSeed = Number(bareInsert.run(0, 'coupon').lastInsertRowid);
    const payload = JSON.stringify({ orderNo: 'SO0000000000', memberId: patient.member_id, patientId: patient.id, studioId: release.studio_id, status: -2, version: 1 });
    const bareCommit = bareDb.transaction((i: number) => {
      const order = Number(bareInsert.run(i, payload).lastInsertRowid);
      bareUpdate.run(order);
      bareUpdate.run(bareSeed);
      bareInsert.run(order, 'placed');
      bareInsert.run(order, payload);
    });

    const client = await KeepAliveClient.open(new URL(server.url));
    let next = 0;
    const body = () =>
      JSON.stringify({ memberId: patient.member_id, patientId: patient.id, serviceId: release.service_id, studioId: release.studio_id, memberCouponId: coupons[next++], address: '1 Bench Road', appointmentAt: now + 2 * 86_400_000 });
    const first = await post(client, '/api/admin/placeOrder', body(), headers);
    const expected = Number(release.price_cents) - 500;
    if (!first.includes('"resultcode":1') || !first.includes(`"amountCents":${expected}`)) throw new Error(`placeOrder failed: ${first.slice(0, 300)}`);

    const place: number[] = [];
    const bare: number[] = [];
    const commit: number[] = [];
    let commits = 0;
    const rounds = Math.ceil((WARMUP + ROUNDS) / BLOCK);
    for (let round = 0; round < rounds; round++) {
      const keep = round >= Math.ceil(WARMUP / BLOCK);
      await timeBlock(BLOCK, keep, place, async () => {
        const answer = await post(client, '/api/admin/placeOrder', body(), headers);
        if (!answer.startsWith('{"resultcode":1')) throw new Error(`placeOrder failed: ${answer.slice(0, 300)}`);
      });
      await timeBlock(BLOCK, keep, bare, () => get(client, '/healthz'));
      await timeBlock(BLOCK, keep, commit, () => bareCommit(commits++));
    }
    client.close();
    bareDb.close();
    const p = summarize(place);
    const f = summarize(bare);
    const c = summarize(commit);
    const beyond = p.p50 - f.p50;
    const beyondCommit = beyond - c.p50;
    console.log(`| placeOrder with release pricing and a coupon (${ROUNDS} orders) | p50 µs | p95 µs |\n|---|---|---|`);
    console.log(`| through the API (HTTP, keep-alive) | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} |`);
    console.log(`| HTTP floor: GET /healthz round trip | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} |`);
    console.log(`| commit floor: bare SQLite transaction, same writes, synchronous=${synchronous} | ${c.p50.toFixed(1)} | ${c.p95.toFixed(1)} |`);
    console.log(`| server time beyond the round trip at p50 | ${beyond.toFixed(1)} | |`);
    console.log(`| server time beyond the round trip and the commit at p50 | ${beyondCommit.toFixed(1)} | |\n`);
    result({ name: 'placeOrder-api', p50_us: p.p50, p95_us: p.p95 });
    result({ name: 'http-floor-healthz', p50_us: f.p50, p95_us: f.p95 });
    result({ name: `commit-floor-sqlite-${synchronous.toLowerCase()}`, p50_us: c.p50, p95_us: c.p95 });
    result({ name: 'placeOrder-beyond-floor-p50', us: beyond, floor_us: f.p50, budget: BUDGET_US, pass: beyond <= BUDGET_US });
    result({ name: 'placeOrder-beyond-floor-and-commit-p50', us: beyondCommit, commit_us: c.p50, synchronous });
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
