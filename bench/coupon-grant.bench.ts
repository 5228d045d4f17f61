// Granting one coupon to 100,000 members through the real server, end to end (the request, its
// recipients stored, the grant job run to its end, followed by polling), from a pasted file of
// phones and from a segment, against the same 100,000 member coupons inserted directly in one
// transaction in the same run. Target: end to end <= 3x the direct insert. The quantity is one
// short of the recipients, so exactly one is refused and the limit is checked exact. SQLite with
// the demo data plus the members; production settings (no test hooks, no response checks).
import Database from 'better-sqlite3';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { result } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, startTestServer } from '../tests/support/server';

delete process.env.DATABASE_URL;

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const TARGET_RATIO = 3;
const DAY = 86_400_000;
/** The segment's day: the bench's members and no one else registered then. */
const REGISTERED = Date.parse('2001-02-03T10:00:00Z');

type Auth = { token: string; userId: number };

async function call<T>(url: string, name: string, body: unknown, auth: Auth): Promise<T> {
  const answer = await apiCall<T>(url, `/api/admin/${name}`, body, auth);
  if (answer.resultcode !== 1) throw new Error(`${name} answered ${answer.resultcode}: ${answer.msg}`);
  return answer.result;
}

async function grantToEnd(url: string, auth: Auth, body: Record<string, unknown>): Promise<{ ms: number; granted: number; refused: number }> {
  const started = performance.now();
  const grant = await call<{ id: number }>(url, 'addCouponGrant', body, auth);
  for (;;) {
    const g = await call<{ status: string; granted: number; refused: number }>(url, 'getCouponGrant', { grantId: grant.id }, auth);
    if (g.status !== 'running') return { ms: performance.now() - started, granted: g.granted, refused: g.refused };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0', CAREOPS_CHECK_RESPONSES: '0' } });
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const auth = { token: login.result.token, userId: login.result.user.userId };
    const db = new Database(sqliteFileOf(server.dataDir));
    db.pragma('busy_timeout = 10000');
    const phones: string[] = [];
    const insert = db.prepare('insert into members (phone, nickname, created_at, updated_at) values (?, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < MEMBERS; i++) {
        const phone = `155${String(i).padStart(8, '0')}`;
        phones.push(phone);
        insert.run(phone, `Bench member ${i}`, REGISTERED, REGISTERED);
      }
    })();
    const ids = (db.prepare('select id from members where created_at = ? order by id').all(REGISTERED) as Array<{ id: number }>).map((r) => r.id);
    db.close();

    const coupon = async (name: string) => (await call<{ id: number }>(server.url, 'addCoupon', { name, kind: 'cash', value: '5', quantity: MEMBERS - 1, validDays: 30 }, auth)).id;
    const fromFile = await grantToEnd(server.url, auth, { couponId: await coupon('Bench file coupon'), idempotencyKey: `bench-file-${Date.now()}`, source: 'phones', phones: phones.join('\n') });
    const day = new Date(REGISTERED).toISOString().slice(0, 10);
    const fromSegment = await grantToEnd(server.url, auth, { couponId: await coupon('Bench segment coupon'), idempotencyKey: `bench-segment-${Date.now()}`, source: 'segment', registeredFrom: day, registeredTo: day });

    // The same rows written directly: one prepared insert per member coupon, one transaction.
    const directCoupon = await coupon('Bench direct coupon');
    const direct = new Database(sqliteFileOf(server.dataDir));
    direct.pragma('busy_timeout = 10000');
    const started = performance.now();
    const row = direct.prepare("insert into member_coupons (coupon_id, member_id, status, expires_at, grant_id, created_at, updated_at) values (?, ?, 'unused', ?, null, ?, ?)");
    const now = Date.now();
    direct.transaction(() => {
      for (const id of ids.slice(0, MEMBERS - 1)) row.run(directCoupon, id, now + 30 * DAY, now, now);
    })();
    const directMs = performance.now() - started;
    direct.close();

    const exact = [fromFile, fromSegment].every((g) => g.granted === MEMBERS - 1 && g.refused === 1);
    const fileRatio = fromFile.ms / directMs;
    const segmentRatio = fromSegment.ms / directMs;
    console.log(`| grant one coupon to ${MEMBERS.toLocaleString('en')} members (quantity ${(MEMBERS - 1).toLocaleString('en')}) | ms | × direct |\n|---|---|---|`);
    console.log(`| from a file of phones, end to end | ${fromFile.ms.toFixed(0)} | ${fileRatio.toFixed(2)} |`);
    console.log(`| from a segment, end to end | ${fromSegment.ms.toFixed(0)} | ${segmentRatio.toFixed(2)} |`);
    console.log(`| the same rows inserted directly, one transaction | ${directMs.toFixed(0)} | 1 |`);
    console.log(`| quantity exact (granted ${fromFile.granted} and ${fromSegment.granted}, one refused each) | ${exact ? 'yes' : 'NO'} | |\n`);
    result({ name: 'coupon-grant-file', ms: fromFile.ms, ratio: fileRatio, budget: `<= ${TARGET_RATIO}x direct`, pass: fileRatio <= TARGET_RATIO && exact });
    result({ name: 'coupon-grant-segment', ms: fromSegment.ms, ratio: segmentRatio, budget: `<= ${TARGET_RATIO}x direct`, pass: segmentRatio <= TARGET_RATIO && exact });
    result({ name: 'coupon-grant-direct-insert', ms: directMs });
    if (!exact) throw new Error('the quantity limit was not exact');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
