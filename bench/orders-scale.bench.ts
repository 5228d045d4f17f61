// Orders at scale, in one run on one SQLite database filled by `npm run seed:scale` with
// CAREOPS_BENCH_ORDERS orders (default 1,000,000; then 200,000 members, 300,000 patients,
// 5,000 nurses, 40 studios):
// - five typical filtered order lists (getOrderList, page 1, limit 20) through the API against
//   the same statements run raw on the same file (budget: API ≤ 1.5× raw at p50);
// - a deep page (page 40,000, or the deepest there is) against page 1 (budget ≤ 2× at p50);
// - the CSV export of every order (budget ≤ 5 s) and the XLSX export (≤ 30 s), each with the
//   peak resident memory of the server (started for the exports) while it streams (budget
//   ≤ 150 MB) and its CPU time;
// - transitions per second with 8 concurrent clients, two racing for every order, and a check
//   that no transition was lost or applied twice (the timeline against the answers).
// - partial-name filters (patient name, member phone; one, two and more characters), each checked
//   against the plain `contains` statements (orders-scale-names.ts).
// BENCH_PARTS=list,names,export,transitions picks parts; CAREOPS_BENCH_DATA_DIR reuses a seeded directory.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, exportOrdersRequest } from '@careops/core/contract';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { openExportReader } from '../apps/server/src/export/export-reader';
import { orderBatches, planBatches } from '../apps/server/src/orders/export/order-batches';
import { ensureBuilt } from '../tests/support/ensure-built';
import { apiCall } from '../tests/support/server';
import { benchLists } from './orders-scale-lists';
import { benchNames } from './orders-scale-names';
import { BENCH_PASSWORD, cpuSecondsOf, peakGrowth, seedScale, startServer, timedDownload, type BenchServer } from './orders-scale-server';
import { runTransitions } from './orders-scale-transitions';
import { result } from './support/measure';

const ORDERS = Number(process.env.CAREOPS_BENCH_ORDERS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Parts to run (comma-separated: list, names, export, transitions); all by default. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'list,names,export,transitions').split(','));
/** A data directory seeded by an earlier run to use again (kept afterwards); default a fresh one. */
const KEPT_DIR = process.env.CAREOPS_BENCH_DATA_DIR;
const MB = 1024 * 1024;

/**
 * The floor of an export: reading the same batches with the same statements (the server's own
 * code, orderBatches on an ExportReader) on the same file in this process, nothing formatted.
 */
async function rawRead(dataDir: string): Promise<{ ms: number; rows: number }> {
  const reader = await openExportReader({ dataDir, databaseUrl: undefined }, 'sqlite');
  const request = exportOrdersRequest.parse({ format: 'csv' });
  const started = performance.now();
  let rows = 0;
  try {
    const { plan } = await planBatches(reader, request, null, 'sqlite');
    for await (const batch of orderBatches(reader, plan)) rows += batch.length;
  } finally {
    await reader.close();
  }
  return { ms: performance.now() - started, rows };
}

/** The CSV and XLSX exports of every order, each on a fresh connection, the server's memory sampled. */
async function benchExports(server: BenchServer, dataDir: string, url: URL, headers: Record<string, string>, orders: number): Promise<void> {
  const floor = await rawRead(dataDir);
  console.log(`raw read of the export's batches (same statements, same file, nothing formatted): ${floor.rows.toLocaleString('en')} orders in ${(floor.ms / 1000).toFixed(2)} s`);
  result({ name: 'orders-export-raw-read', ms: floor.ms, rows: floor.rows });
  const agent = new Agent({ keepAlive: false });
  // Warm: the code paths, not the data (a small filtered export).
  await timedDownload(agent, url, `${endpoints.exportOrders.path}?format=csv&status=4`, headers);
  for (const [format, budget] of [['csv', 5_000], ['xlsx', 30_000]] as const) {
    const cpuBefore = cpuSecondsOf(server.pid);
    const { result: download, before, peak } = await peakGrowth(server.pid, () => timedDownload(agent, url, `${endpoints.exportOrders.path}?format=${format}`, headers));
    const cpu = cpuSecondsOf(server.pid) - cpuBefore;
    if (download.status !== 200 || download.rowsHeader !== String(orders)) throw new Error(`the ${format} export answered ${download.status} with ${download.rowsHeader} rows`);
    const growth = (peak - before) / MB;
    console.log(
      `${format}: ${orders.toLocaleString('en')} orders, ${(download.bytes / MB).toFixed(1)} MB in ${(download.ms / 1000).toFixed(2)} s (server CPU ${cpu.toFixed(2)} s); ` +
        `server memory ${(before / MB).toFixed(0)} MB → peak ${(peak / MB).toFixed(0)} MB (+${growth.toFixed(0)} MB)`,
    );
    result({ name: `orders-export-${format}-time`, ms: download.ms, server_cpu_s: cpu, mb_file: download.bytes / MB, budget, pass: download.ms <= budget });
    // The budget is the server's peak resident memory while it streams (the whole process).
    result({ name: `orders-export-${format}-memory`, peak_mb: peak / MB, growth_mb: growth, before_mb: before / MB, budget: 150, pass: peak / MB <= 150 });
  }
  agent.destroy();
}

async function main(): Promise<void> {
  await Promise.all([ensureBuilt('server'), ensureBuilt('seed-scale')]);
  const dataDir = KEPT_DIR ?? mkdtempSync(join(tmpdir(), 'careops-bench-orders-'));
  const file = sqliteFileOf(dataDir);
  try {
    if (!existsSync(file)) {
      const seeding = performance.now();
      console.log(`seeding ${ORDERS.toLocaleString('en')} orders…`);
      console.log(await seedScale(dataDir, ORDERS));
      result({ name: 'seed-scale', orders: ORDERS, s: (performance.now() - seeding) / 1000 });
    }
    const signIn = async (server: BenchServer) => {
      const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: BENCH_PASSWORD });
      if (login.resultcode !== 1) throw new Error(`sign-in failed: ${login.msg}`);
      return { adminId: login.result.user.userId, headers: { token: login.result.token, userId: String(login.result.user.userId) }, url: new URL(server.url) };
    };
    if (PARTS.has('list') || PARTS.has('names')) {
      const server = await startServer(dataDir);
      try {
        const { adminId, headers, url } = await signIn(server);
        if (PARTS.has('list')) await benchLists({ file, url, headers, adminId, orders: ORDERS, rounds: ROUNDS });
        if (PARTS.has('names')) await benchNames({ file, url, headers });
      } finally {
        await server.stop();
      }
    }
    // The exports run on a server of their own, started for them: its peak memory is the
    // export's, not what a thousand list requests left in the heap and the page cache.
    const server = await startServer(dataDir);
    try {
      const { headers, url } = await signIn(server);
      if (PARTS.has('export')) await benchExports(server, dataDir, url, headers, ORDERS);
      if (PARTS.has('transitions')) {
        const t = await runTransitions(file, url, headers, { clients: 8, orders: Math.min(2_000, Math.floor(ORDERS / 500)) });
        console.log(
          `\ntransitions, 8 clients: ${t.succeeded} of ${t.requests} requests on ${t.orders} orders in ${(t.ms / 1000).toFixed(2)} s = ${t.perSecond.toFixed(0)}/s; ` +
            `${t.stale} refused as stale, ${t.failed} other failures; lost ${t.lost}, applied twice ${t.doubled}, races nobody won ${t.unserved}`,
        );
        result({ name: 'orders-transitions-8-clients', per_second: t.perSecond, succeeded: t.succeeded, stale: t.stale, failed: t.failed });
        const sound = t.lost === 0 && t.doubled === 0 && t.unserved === 0 && t.failed === 0;
        result({ name: 'orders-transitions-lost-or-double', lost: t.lost, doubled: t.doubled, unserved: t.unserved, budget: 'none lost or doubled', pass: sound });
      }
    } finally {
      await server.stop();
    }
  } finally {
    if (!KEPT_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
