// Throughput under load (`npm run bench load`): 64 keep-alive connections for 20 s against the
// CareOps server on one SQLite file with the scale data (CAREOPS_BENCH_ORDERS orders, default
// 1,000,000), and beside it, in the same run, the floor: a minimal node:http server on the same
// file running the same statements and writing the same JSON (support/load-floor-server.ts).
// Two workloads: (a) the order list with the five typical filters, in turn; (b) 90% of those
// reads and 10% order reviews (auditOrder, each on an order of its own, so none is refused).
// Each workload runs twice on each side, floor and server in turn, so drift hits both alike.
// Targets: throughput ≥ 70% of the floor's, p99 ≤ 2× the floor's, 0 errors, memory flat from
// one run to the next. CAREOPS_BENCH_DATA_DIR reuses a seeded directory (kept afterwards);
// BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS change the load.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { endpoints } from '@careops/core/contract';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { ensureBuilt } from '../tests/support/ensure-built';
import { apiCall } from '../tests/support/server';
import { BENCH_PASSWORD, rssOf, seedScale, startServer } from './orders-scale-server';
import { runLoad, type LoadFigures, type LoadRequest } from './support/load-generator';
import { result } from './support/measure';

const ORDERS = Number(process.env.CAREOPS_BENCH_ORDERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 64);
const RUNS = 2;
const WARMUP_MS = 3_000;
const KEPT_DIR = process.env.CAREOPS_BENCH_DATA_DIR;
const DAY = 86_400_000;
const MB = 1024 * 1024;
const root = new URL('..', import.meta.url).pathname;

interface Side {
  name: 'floor' | 'server';
  url: URL;
  pid: number;
  /** Orders waiting for review that only this side approves (one request each). */
  reviews: Array<{ id: number; version: number }>;
}

/** The floor, through tsx (its pid, printed by itself, is the node process that serves, not npx's). */
function startFloor(file: string): Promise<{ url: URL; pid: number; child: ChildProcess }> {
  const child = spawn('npx', ['tsx', join(root, 'bench/support/load-floor-server.ts'), file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /FLOOR (http:\/\/\S+) pid=(\d+)/.exec(out);
      if (found?.[1]) resolve({ url: new URL(found[1]), pid: Number(found[2]), child });
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code}):\n${out}`)));
  });
}

/** The five typical filters of the order list (as in the orders scale benchmark), with values from the data. */
function listBodies(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const one = (text: string) => Number(Object.values((db.prepare(text).get() as Record<string, unknown>) ?? {})[0]);
    const phone = String((db.prepare('select m.phone from orders o join members m on m.id = o.member_id order by o.id desc limit 1').get() as { phone: string }).phone);
    const day = Math.floor(Date.now() / DAY) * DAY - 90 * DAY;
    return [
      { status: [4] },
      { studioId: one('select min(id) from studios') },
      { memberPhone: phone },
      { appointmentFrom: day, appointmentTo: day + DAY - 1 },
      { serviceId: one('select min(id) from services') + 2, status: [5] },
    ].map((filter) => JSON.stringify({ ...filter, limit: 20 }));
  } finally {
    db.close();
  }
}

function reviewTargets(file: string, count: number): Array<{ id: number; version: number }> {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('select id, version from orders where status in (-2, -1) order by id desc limit ?').all(count) as Array<{ id: number; version: number }>;
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  await Promise.all([ensureBuilt('server'), ensureBuilt('seed-scale')]);
  const dataDir = KEPT_DIR ?? mkdtempSync(join(tmpdir(), 'careops-bench-load-'));
  const file = sqliteFileOf(dataDir);
  const started: Array<() => Promise<void> | void> = [];
  try {
    if (!existsSync(file)) {
      console.log(`seeding ${ORDERS.toLocaleString('en')} orders…`);
      console.log(await seedScale(dataDir, ORDERS));
    }
    const server = await startServer(dataDir);
    started.push(() => server.stop());
    const floor = await startFloor(file);
    // The floor's own node process (npx and tsx in between do not always pass a signal on).
    started.push(() => {
      process.kill(floor.pid, 'SIGTERM');
      floor.child.kill('SIGTERM');
    });
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: BENCH_PASSWORD });
    if (login.resultcode !== 1) throw new Error(`sign-in failed: ${login.msg}`);
    const auth = { token: login.result.token, userId: login.result.user.userId };
    const headers = { token: auth.token, userId: String(auth.userId) };

    const bodies = listBodies(file);
    const targets = reviewTargets(file, 40_000);
    const sides: Side[] = [
      { name: 'floor', url: floor.url, pid: floor.pid, reviews: targets.filter((_, i) => i % 2 === 0) },
      { name: 'server', url: new URL(server.url), pid: server.pid, reviews: targets.filter((_, i) => i % 2 === 1) },
    ];
    // Same JSON: every filter answered alike by both (the floor is a floor only if it does the same work).
    for (const body of bodies) {
      const [a, b] = await Promise.all(sides.map((side) => apiCall<unknown>(side.url.origin, endpoints.getOrderList.path, JSON.parse(body), auth)));
      if (a?.resultcode !== 1 || JSON.stringify(a.result) !== JSON.stringify(b?.result)) throw new Error(`the floor and the server answer ${body} differently`);
    }
    console.log(`${targets.length} orders waiting for review to approve; ${CONNECTIONS} connections, ${SECONDS} s a run, ${RUNS} runs a side`);

    const reads = (): LoadRequest[] => bodies.map((body) => ({ path: endpoints.getOrderList.path, body }));
    const workloads = [
      { name: 'orders list, five filters', requests: (_side: Side) => ({ reads: reads(), writes: null }) },
      {
        name: '90% list reads, 10% reviews',
        requests: (side: Side) => ({
          reads: reads(),
          writes: () => {
            const order = side.reviews.pop();
            return order ? { path: endpoints.auditOrder.path, body: JSON.stringify({ orderId: order.id, version: order.version, decision: 'approve' }) } : null;
          },
        }),
      },
    ];

    const figures = new Map<string, LoadFigures[]>();
    for (const workload of workloads) {
      // Warm-up (not recorded): the code paths and the page cache, on both sides.
      for (const side of sides) {
        const { reads: readList, writes } = workload.requests(side);
        await runLoad({ url: side.url, headers, connections: CONNECTIONS, ms: WARMUP_MS, reads: readList, write: writes, writeShare: 0.1, pid: side.pid });
      }
      for (let run = 0; run < RUNS; run++) {
        for (const side of sides) {
          const { reads: readList, writes } = workload.requests(side);
          const before = rssOf(side.pid);
          const outcome = await runLoad({ url: side.url, headers, connections: CONNECTIONS, ms: SECONDS * 1000, reads: readList, write: writes, writeShare: 0.1, pid: side.pid });
          const key = `${workload.name}|${side.name}`;
          figures.set(key, [...(figures.get(key) ?? []), outcome]);
          console.log(
            `${workload.name}, ${side.name}, run ${run + 1}: ${outcome.perSecond.toFixed(0)}/s (${outcome.writes} reviews), p50 ${outcome.p50.toFixed(1)} ms, p99 ${outcome.p99.toFixed(1)} ms, ` +
              `${outcome.errors} errors; memory ${(before / MB).toFixed(0)} → ${(outcome.rssAfter / MB).toFixed(0)} MB (peak ${(outcome.rssPeak / MB).toFixed(0)})`,
          );
        }
      }
    }

    console.log(`\n| workload | side | requests/s | p50 ms | p99 ms | errors | memory after each run MB |`);
    console.log('|---|---|---|---|---|---|---|');
    for (const workload of workloads) {
      const [floorRuns, serverRuns] = (['floor', 'server'] as const).map((name) => figures.get(`${workload.name}|${name}`) ?? []);
      const best = (runs: LoadFigures[]) => runs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
      if (!floorRuns?.length || !serverRuns?.length) continue;
      for (const [name, runs] of [['floor', floorRuns], ['server', serverRuns]] as const) {
        const b = best(runs);
        console.log(`| ${workload.name} | ${name} | ${b.perSecond.toFixed(0)} | ${b.p50.toFixed(1)} | ${b.p99.toFixed(1)} | ${runs.reduce((n, r) => n + r.errors, 0)} | ${runs.map((r) => (r.rssAfter / MB).toFixed(0)).join(' → ')} |`);
      }
      const f = best(floorRuns);
      const s = best(serverRuns);
      const slug = workload.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').toLowerCase();
      const errors = serverRuns.reduce((n, r) => n + r.errors, 0);
      const growth = (serverRuns.at(-1)?.rssAfter ?? 0) - (serverRuns[0]?.rssAfter ?? 0);
      result({ name: `load-${slug}-floor`, per_second: f.perSecond, p50_ms: f.p50, p99_ms: f.p99, errors: floorRuns.reduce((n, r) => n + r.errors, 0) });
      result({ name: `load-${slug}-server`, per_second: s.perSecond, p50_ms: s.p50, p99_ms: s.p99, errors });
      result({ name: `load-${slug}-throughput-vs-floor`, ratio: s.perSecond / f.perSecond, budget: '>= 0.7', pass: s.perSecond / f.perSecond >= 0.7 });
      result({ name: `load-${slug}-p99-vs-floor`, ratio: s.p99 / f.p99, budget: '<= 2', pass: s.p99 / f.p99 <= 2 });
      result({ name: `load-${slug}-errors`, errors, budget: 0, pass: errors === 0 });
      // Flat: the second run ends within 10% (or 10 MB) of where the first ended.
      const flat = growth <= Math.max(10 * MB, 0.1 * (serverRuns[0]?.rssAfter ?? 0));
      result({ name: `load-${slug}-memory`, first_mb: (serverRuns[0]?.rssAfter ?? 0) / MB, last_mb: (serverRuns.at(-1)?.rssAfter ?? 0) / MB, budget: 'flat', pass: flat });
    }
  } finally {
    for (const stop of started.reverse()) await stop();
    if (!KEPT_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
