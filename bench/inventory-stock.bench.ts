// The stock ledger under load, through the real server (docs/inventory.md):
// 1. 8 concurrent clients issue one unit at a time from the same item until it runs out:
//    movements per second, and exactly as many successes as units (0 oversold, 0 lost).
// 2. The stock list of one studio at 100,000 movements: the list reads maintained balances, so
//    its server time beyond the bare HTTP round trip (GET /healthz) stays small.
// Budgets: successes == units with the balance at 0; getStockList p50 − floor p50 <= 2 ms.
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { KeepAliveClient } from './support/keep-alive-client';
import { get, post, raceUntilRefused, result, summarize, timeBlock } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, startTestServer } from '../tests/support/server';

// The list part writes its movements into the SQLite file directly.
delete process.env.DATABASE_URL;

const CLIENTS = 8;
const UNITS = Number(process.env.BENCH_UNITS ?? 2000);
const MOVEMENTS = 100_000;
const ITEMS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = 50;
const BLOCK = 10;

interface Answer<T> {
  resultcode: number;
  msg: string;
  result: T;
}

/** MOVEMENTS receipts and issues over ITEMS consumables of one studio, each balance the sum of its movements. */
function seedMovements(file: string, studioId: number, nurseId: number): void {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  db.transaction(() => {
    const item = db.prepare("insert into consumables (name, unit, unit_cost_cents, reorder_threshold, created_at, updated_at) values (?, 'box', 150, 20, ?, ?)");
    const move = db.prepare(
      "insert into stock_movements (studio_id, consumable_id, kind, quantity, balance_after, nurse_id, reason, channel, created_at) values (?, ?, ?, ?, ?, ?, '', 'web', ?)",
    );
    const balance = db.prepare('insert into stock_balances (studio_id, consumable_id, quantity, updated_at) values (?, ?, ?, ?)');
    const ids = Array.from({ length: ITEMS }, (_, i) => Number(item.run(`Bench consumable ${process.pid}-${i}`, now, now).lastInsertRowid));
    const onHand = new Map<number, number>();
    for (let i = 0; i < MOVEMENTS; i++) {
      const id = ids[i % ITEMS] as number;
      const before = onHand.get(id) ?? 0;
      const change = i % 3 === 0 || before < 2 ? 5 : -2;
      const after = before + change;
      onHand.set(id, after);
      move.run(studioId, id, change > 0 ? 'receipt' : 'issue', change, after, change > 0 ? null : nurseId, now - (MOVEMENTS - i) * 1000);
    }
    for (const [id, quantity] of onHand) balance.run(studioId, id, quantity, now);
  })();
  db.close();
}

async function main(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn' } });
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const headers = { token: login.result.token, userId: String(login.result.user.userId) };
    const auth = { token: login.result.token, userId: login.result.user.userId };
    const call = async <T>(name: keyof typeof endpoints, body: unknown) => apiCall<T>(server.url, endpoints[name].path, body, auth) as Promise<Answer<T>>;
    const file = sqliteFileOf(server.dataDir);
    const probe = new Database(file, { readonly: true });
    const { studio, nurse } = probe.prepare('select s.id as studio, min(n.id) as nurse from studios s join nurses n on n.studio_id = s.id group by s.id order by s.id limit 1').get() as { studio: number; nurse: number };
    probe.close();

    // 1. Eight clients issuing the last units.
    const item = await call<{ id: number }>('addConsumable', { name: `Bench race ${process.pid}`, unit: 'piece', unitCost: '1.00' });
    await call('receiveStock', { studioId: studio, consumableId: item.result.id, quantity: UNITS });
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => KeepAliveClient.open(new URL(server.url))));
    const issueBody = JSON.stringify({ studioId: studio, items: `${item.result.id}x1`, nurseId: nurse, reason: 'bench' });
    const { successes, refusals, failures, seconds } = await raceUntilRefused(clients, endpoints.issueStock.path, () => issueBody, headers);
    for (const client of clients) client.close();
    const db = new Database(file, { readonly: true });
    const left = Number((db.prepare('select quantity from stock_balances where studio_id = ? and consumable_id = ?').get(studio, item.result.id) as { quantity: number }).quantity);
    const issued = Number((db.prepare("select count(*) as n from stock_movements where consumable_id = ? and kind = 'issue'").get(item.result.id) as { n: number }).n);
    db.close();
    const oversold = Math.max(0, successes - UNITS);
    const lost = UNITS - successes - left;
    console.log(`| ${CLIENTS} clients issuing ${UNITS} units one at a time | successes | refused at the end | other failures | left | issue movements | movements/s |`);
    console.log('|---|---|---|---|---|---|---|');
    console.log(`| | ${successes} | ${refusals} | ${failures} | ${left} | ${issued} | ${(successes / seconds).toFixed(0)} |\n`);
    result({ name: 'stock-issue-8-clients', units: UNITS, successes, oversold, lost, left, movements_per_s: successes / seconds, budget: 'successes == units, 0 oversold, 0 lost', pass: successes === UNITS && issued === UNITS && left === 0 && failures === 0 });

    // 2. The stock list of one studio at 100,000 movements.
    const seeded = performance.now();
    seedMovements(file, studio, nurse);
    console.log(`seeded ${MOVEMENTS} movements over ${ITEMS} consumables in ${((performance.now() - seeded) / 1000).toFixed(1)} s\n`);
    const client = await KeepAliveClient.open(new URL(server.url));
    const listBody = JSON.stringify({ studioId: studio, page: 1, limit: 20 });
    const first = JSON.parse(await post(client, endpoints.getStockList.path, listBody, headers)) as Answer<{ total: number }>;
    if (first.resultcode !== 1) throw new Error(`getStockList failed: ${first.msg}`);
    const list: number[] = [];
    const floor: number[] = [];
    const rounds = Math.ceil((WARMUP + ROUNDS) / BLOCK);
    for (let round = 0; round < rounds; round++) {
      const keep = round >= Math.ceil(WARMUP / BLOCK);
      await timeBlock(BLOCK, keep, list, () => post(client, endpoints.getStockList.path, listBody, headers));
      await timeBlock(BLOCK, keep, floor, () => get(client, endpoints.healthz.path));
    }
    client.close();
    const l = summarize(list);
    const f = summarize(floor);
    const beyond = (l.p50 - f.p50) / 1000;
    console.log(`| getStockList of one studio (${first.result.total} balances, ${MOVEMENTS} movements), limit 20 | p50 µs | p95 µs |`);
    console.log('|---|---|---|');
    console.log(`| API | ${l.p50.toFixed(0)} | ${l.p95.toFixed(0)} |`);
    console.log(`| HTTP floor: GET ${endpoints.healthz.path} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} |`);
    console.log(`\nserver time beyond the bare round trip at p50: ${beyond.toFixed(2)} ms\n`);
    result({ name: 'stock-list-100k-movements-beyond-floor-p50', ms: beyond, api_p50_us: l.p50, floor_p50_us: f.p50, budget: '<= 2 ms', pass: beyond <= 2 });
  } finally {
    await server.stop();
  }
}

await main();
