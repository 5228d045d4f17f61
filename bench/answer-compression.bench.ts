// What compressing API answers costs and saves, on a database filled by `npm run seed:scale`
// with CAREOPS_BENCH_COMPRESSION_ORDERS orders (default 100,000):
// - for a 1,000-row order list page, a 20-row page and the permission tree: the bytes sent as
//   they are, with brotli and with gzip (the server's levels, apps/server/src/http/
//   compress-answers.ts), the CPU one compression takes (in this process, the same zlib calls),
//   and the request's p50 over HTTP without and with compression (what the server adds);
// - the CSV export of every order, sent as it is, with brotli and with gzip: bytes on the wire,
//   time to the last byte, the server's CPU time and the throughput in raw MB/s.
// No budgets: the figures decide the levels and the threshold (docs/server.md, Compression).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { endpoints } from '@careops/core/contract';
import { brotliOptions, gzipOptions } from '../apps/server/src/http/compress-answers';
import { ensureBuilt } from '../tests/support/ensure-built';
import { apiCall } from '../tests/support/server';
import { BENCH_PASSWORD, cpuSecondsOf, seedScale, startServer, timedDownload } from './orders-scale-server';
import { KeepAliveClient } from './support/keep-alive-client';
import { result, summarize } from './support/measure';

const ORDERS = Number(process.env.CAREOPS_BENCH_COMPRESSION_ORDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const MB = 1024 * 1024;
const round = (n: number, places = 1) => Number(n.toFixed(places));

/** Microseconds one call of `compress` takes on `data` (median of a timed block after a warm-up). */
function cpuMicros(data: Buffer, compress: (data: Buffer) => Buffer): { us: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < 5; i++) bytes = compress(data).length;
  const times = Math.max(10, Math.min(300, Math.round(2e7 / data.length)));
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = process.hrtime.bigint();
    compress(data);
    samples.push(Number(process.hrtime.bigint() - t) / 1000);
  }
  return { us: summarize(samples).p50, bytes };
}

async function benchAnswers(url: URL, headers: Record<string, string>): Promise<void> {
  const answers = [
    { name: 'order-list-1000-rows', path: endpoints.getOrderList.path, body: { limit: 1000 } },
    { name: 'order-list-20-rows', path: endpoints.getOrderList.path, body: { limit: 20 } },
    { name: 'permission-tree', path: endpoints.getPermissionTree.path, body: {} },
  ];
  const client = await KeepAliveClient.open(url);
  try {
    for (const answer of answers) {
      const body = JSON.stringify(answer.body);
      const plain = await fetch(new URL(answer.path, url), { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'identity' }, body });
      const data = Buffer.from(await plain.arrayBuffer());
      const br = cpuMicros(data, (d) => brotliCompressSync(d, brotliOptions(d.length)));
      const gz = cpuMicros(data, (d) => gzipSync(d, gzipOptions));
      // The request over HTTP, interleaved so load on the machine falls on all three alike.
      const timings: Record<string, number[]> = { none: [], br: [], gzip: [] };
      for (let i = 0; i < ROUNDS + 20; i++) {
        for (const encoding of ['none', 'br', 'gzip']) {
          const t = process.hrtime.bigint();
          await client.request('POST', answer.path, { ...headers, ...(encoding === 'none' ? {} : { 'accept-encoding': encoding }) }, body);
          if (i >= 20) timings[encoding]?.push(Number(process.hrtime.bigint() - t) / 1000);
        }
      }
      const p50 = Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, summarize(v).p50]));
      console.log(
        `${answer.name}: ${data.length} B; brotli ${br.bytes} B (${((br.bytes / data.length) * 100).toFixed(1)}%) in ${br.us.toFixed(0)} µs CPU, gzip ${gz.bytes} B (${((gz.bytes / data.length) * 100).toFixed(1)}%) in ${gz.us.toFixed(0)} µs CPU; ` +
          `request p50 ${p50.none?.toFixed(0)} µs as is, ${p50.br?.toFixed(0)} µs brotli, ${p50.gzip?.toFixed(0)} µs gzip`,
      );
      result({ name: `compression-${answer.name}`, bytes: data.length, br_bytes: br.bytes, gzip_bytes: gz.bytes, br_cpu_us: round(br.us), gzip_cpu_us: round(gz.us), p50_us: round(p50.none ?? NaN), br_p50_us: round(p50.br ?? NaN), gzip_p50_us: round(p50.gzip ?? NaN) });
    }
  } finally {
    client.close();
  }
}

async function benchExport(url: URL, pid: number, headers: Record<string, string>): Promise<void> {
  const agent = new Agent({ keepAlive: false });
  const path = `${endpoints.exportOrders.path}?format=csv`;
  await timedDownload(agent, url, `${path}&status=4`, headers);
  let rawBytes = 0;
  for (const encoding of ['none', 'br', 'gzip']) {
    const cpuBefore = cpuSecondsOf(pid);
    const download = await timedDownload(agent, url, path, { ...headers, ...(encoding === 'none' ? {} : { 'accept-encoding': encoding }) });
    const cpu = cpuSecondsOf(pid) - cpuBefore;
    if (download.status !== 200 || download.rowsHeader !== String(ORDERS)) throw new Error(`the CSV export (${encoding}) answered ${download.status} with ${download.rowsHeader} rows`);
    if (encoding === 'none') rawBytes = download.bytes;
    const throughput = rawBytes / MB / (download.ms / 1000);
    console.log(`CSV export, ${encoding}: ${(download.bytes / MB).toFixed(1)} MB on the wire in ${(download.ms / 1000).toFixed(2)} s, server CPU ${cpu.toFixed(2)} s, ${throughput.toFixed(0)} MB/s of CSV`);
    result({ name: `compression-export-csv-${encoding}`, orders: ORDERS, mb_wire: round(download.bytes / MB), mb_csv: round(rawBytes / MB), ms: round(download.ms, 0), server_cpu_s: round(cpu, 2), mb_per_s: round(throughput) });
  }
  agent.destroy();
}

await Promise.all([ensureBuilt('server'), ensureBuilt('seed-scale')]);
const dataDir = mkdtempSync(join(tmpdir(), 'careops-bench-compression-'));
try {
  console.log(`seeding ${ORDERS.toLocaleString('en')} orders…`);
  console.log(await seedScale(dataDir, ORDERS));
  const server = await startServer(dataDir);
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: BENCH_PASSWORD });
    if (login.resultcode !== 1) throw new Error(`sign-in failed: ${login.msg}`);
    const headers = { token: login.result.token, userId: String(login.result.user.userId) };
    const url = new URL(server.url);
    await benchAnswers(url, headers);
    await benchExport(url, server.pid, headers);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
