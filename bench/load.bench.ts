// Throughput under load (`npm run bench load`): 64 keep-alive connections for 20 s against the
// CareOps server on one SQLite file with the scale data (CAREOPS_BENCH_ORDERS orders, default
// 1,000,000), and beside it, in the same run, the floor: a minimal node:http server on the same
// file running the same statements and writing the same JSON (support/load-floor-server.ts).
// Two workloads: (a) the order list with the five typical filters, in turn; (b) 90% of those
// reads and 10% order reviews (auditOrder, each on an order of its own, so none is refused).
// Each workload runs in rounds (BENCH_LOAD_RUNS, default 3): a round is one run of each side,
// back to back, the side that goes first alternating from round to round, so the two runs a
// ratio compares saw the same moment of the machine's load; the figure is the median of the
// rounds' ratios. Targets: throughput ≥ 70% of the floor's, p99 ≤ 2× the floor's, 0 errors,
// memory flat from the first run to the last. CAREOPS_BENCH_DATA_DIR reuses a seeded directory
// (kept afterwards); BENCH_LOAD_SECONDS and BENCH_LOAD_CONNECTIONS change the load;
// BENCH_LOAD_CPU_PROF=<dir> starts the server with --cpu-prof (the profile is written there
// when the bench stops it).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
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
const RUNS = Number(process.env.BENCH_LOAD_RUNS ?? 3);
const CPU_PROF_DIR = process.env.BENCH_LOAD_CPU_PROF;
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
    const server = await startServer(dataDir, CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []);
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
    const ratios = new Map<string, Array<{ throughput: number; p99: number }>>();
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
    };
    for (const workload of workloads) {
      // Warm-up (not recorded): the code paths and the page cache, on both sides.
      for (const side of sides) {
        const { reads: readList, writes } = workload.requests(side);
        await runLoad({ url: side.url, headers, connections: CONNECTIONS, ms: WARMUP_MS, reads: readList, write: writes, writeShare: 0.1, pid: side.pid });
      }
      for (let run = 0; run < RUNS; run++) {
        const round = new Map<string, LoadFigures>();
        for (const side of run % 2 === 0 ? sides : [...sides].reverse()) {
          const { reads: readList, writes } = workload.requests(side);
          const before = rssOf(side.pid);
          const load = loadavg()[0] ?? 0;
          const outcome = await runLoad({ url: side.url, headers, connections: CONNECTIONS, ms: SECONDS * 1000, reads: readList, write: writes, writeShare: 0.1, pid: side.pid });
          const key = `${workload.name}|${side.name}`;
          figures.set(key, [...(figures.get(key) ?? []), outcome]);
          round.set(side.name, outcome);
          console.log(
            `${workload.name}, ${side.name}, round ${run + 1}: ${outcome.perSecond.toFixed(0)}/s (${outcome.writes} reviews), p50 ${outcome.p50.toFixed(1)} ms, p99 ${outcome.p99.toFixed(1)} ms, ` +
              `${outcome.errors} errors; memory ${(before / MB).toFixed(0)} → ${(outcome.rssAfter / MB).toFixed(0)} MB (peak ${(outcome.rssPeak / MB).toFixed(0)}); load average ${load.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
          );
        }
        const [f, s] = [round.get('floor'), round.get('server')];
        if (f && s) {
          ratios.set(workload.name, [...(ratios.get(workload.name) ?? []), { throughput: s.perSecond / f.perSecond, p99: s.p99 / f.p99 }]);
          console.log(`${workload.name}, round ${run + 1}: server/floor throughput ${(s.perSecond / f.perSecond).toFixed(2)}, p99 ${(s.p99 / f.p99).toFixed(2)}×`);
        }
      }
    }

    console.log(`\n| workload | side | requests/s (median; each round) | p99 ms (median) | errors | memory after each run MB |`);
    console.log('|---|---|---|---|---|---|');
    for (const workload of workloads) {
      const [floorRuns, serverRuns] = (['floor', 'server'] as const).map((name) => figures.get(`${workload.name}|${name}`) ?? []);
      const rounds = ratios.get(workload.name) ?? [];
      if (!floorRuns?.length || !serverRuns?.length || !rounds.length) continue;
      for (const [name, runs] of [['floor', floorRuns], ['server', serverRuns]] as const) {
        console.log(
          `| ${workload.name} | ${name} | ${median(runs.map((r) => r.perSecond)).toFixed(0)} (${runs.map((r) => r.perSecond.toFixed(0)).join(', ')}) | ${median(runs.map((r) => r.p99)).toFixed(1)} | ${runs.reduce((n, r) => n + r.errors, 0)} | ${runs.map((r) => (r.rssAfter / MB).toFixed(0)).join(' → ')} |`,
        );
      }
      const throughput = median(rounds.map((r) => r.throughput));
      const p99 = median(rounds.map((r) => r.p99));
      console.log(`${workload.name}: median server/floor throughput ${throughput.toFixed(2)} (rounds ${rounds.map((r) => r.throughput.toFixed(2)).join(', ')}), p99 ${p99.toFixed(2)}× (${rounds.map((r) => r.p99.toFixed(2)).join(', ')})`);
      const slug = workload.name.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '').toLowerCase();
      const errors = serverRuns.reduce((n, r) => n + r.errors, 0);
      const first = serverRuns[0]?.rssAfter ?? 0;
      const last = serverRuns.at(-1)?.rssAfter ?? 0;
      result({ name: `load-${slug}-floor`, per_second: median(floorRuns.map((r) => r.perSecond)), p50_ms: median(floorRuns.map((r) => r.p50)), p99_ms: median(floorRuns.map((r) => r.p99)), errors: floorRuns.reduce((n, r) => n + r.errors, 0) });
      result({ name: `load-${slug}-server`, per_second: median(serverRuns.map((r) => r.perSecond)), p50_ms: median(serverRuns.map((r) => r.p50)), p99_ms: median(serverRuns.map((r) => r.p99)), errors });
      result({ name: `load-${slug}-throughput-vs-floor`, ratio: throughput, rounds: rounds.length, budget: '>= 0.7', pass: throughput >= 0.7 });
      result({ name: `load-${slug}-p99-vs-floor`, ratio: p99, rounds: rounds.length, budget: '<= 2', pass: p99 <= 2 });
      result({ name: `load-${slug}-errors`, errors, budget: 0, pass: errors === 0 });
      // Flat: the last run ends within 10% (or 10 MB) of where the first ended.
      result({ name: `load-${slug}-memory`, first_mb: first / MB, last_mb: last / MB, budget: 'flat', pass: last - first <= Math.max(10 * MB, 0.1 * first) });
    }
  } finally {
    for (const stop of started.reverse()) await stop();
    if (!KEPT_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
