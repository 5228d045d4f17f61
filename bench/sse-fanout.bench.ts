// The live channel under load: N consoles (SSE clients) connected to one instance, an alarm
// raised through the API; how long until each console has it (p50/p95/max over every client
// and alarm), against a budget of p95 <= 250 ms at 500 clients; and the server's memory per idle
// connection (resident and V8 heap growth from no streams to N idle streams, over N).
// All clients share one session (sign-in is rate-limited per address); each is its own socket
// and its own stream, as N browser tabs would be. SSE_CLIENTS overrides N. With DATABASE_URL
// set it also runs on PostgreSQL, with a second instance on the same database taking half the
// clients: the alarm is raised through the first and reaches the second's through NOTIFY.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { result, summarize } from './support/measure';
import { TEST_ADMIN_PASSWORD, apiCall, repoRoot, serverCommand, startTestServer } from '../tests/support/server';

const CLIENTS = Number(process.env.SSE_CLIENTS) || 500;
const ALARMS = 8;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

interface Client {
  request: ClientRequest;
  /** Arrival time of each alarm id's `raised` event. */
  arrivals: Map<number, number>;
}

function connect(url: URL, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const req = request({ host: url.hostname, port: url.port, path: '/api/events?topics=alarm', method: 'GET', headers: { ...headers, accept: 'text/event-stream' }, agent: false });
    req.on('response', (res) => {
      if (!String(res.headers['content-type']).includes('text/event-stream')) return reject(new Error(`not a stream: ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /"alarm":\{"id":(\d+)/.exec(frame);
          if (id && frame.includes('"step":"raised"')) arrivals.set(Number(id[1]), at);
          else if (frame.startsWith('retry:')) resolve({ request: req, arrivals });
          end = buffer.indexOf('\n\n');
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function memory(url: string): Promise<{ rss: number; heap: number }> {
  const samples: Array<{ rss: number; heap: number }> = [];
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 400));
    const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    samples.push({ rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_used_bytes') });
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return { rss: median(samples.map((s) => s.rss)), heap: median(samples.map((s) => s.heap)) };
}

/** A second instance on the first one's PostgreSQL database. */
function secondInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'careops-bench-second-'));
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, CAREOPS_DEMO: '1', CAREOPS_LOG_LEVEL: 'warn', CAREOPS_SOS_ESCALATE_SECONDS: '3600', DATABASE_URL: databaseUrl };
  const child = spawn(process.execPath, serverCommand(), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the second instance did not start:\n${out}`)), 30_000);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /CareOps is listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve({ url: found[1], child, dataDir });
      }
    });
  });
}

async function scenario(): Promise<void> {
  const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_METRICS_TOKEN: METRICS_TOKEN, CAREOPS_SOS_ESCALATE_SECONDS: '3600' } });
  const clients: Client[] = [];
  const second = server.databaseUrl ? await secondInstance(server.databaseUrl) : null;
  const setting = second ? 'two PostgreSQL instances' : 'one SQLite instance';
  try {
    const login = await apiCall<{ token: string; user: { userId: number } }>(server.url, '/api/admin/passwordLogin', { username: 'admin', password: TEST_ADMIN_PASSWORD });
    const auth = { token: login.result.token, userId: login.result.user.userId };
    const headers = { token: auth.token, userId: String(auth.userId) };
    const nurses = await apiCall<{ list: Array<{ id: number }> }>(server.url, '/api/admin/getNurseList', { status: 1, limit: 1 }, auth);
    const nurseId = nurses.result.list[0]?.id ?? 0;
    const before = await memory(server.url);
    const url = new URL(server.url);
    // Half the clients on the second instance, when there is one.
    const urlFor = (i: number) => (second && i % 2 === 1 ? new URL(second.url) : url);
    for (let i = 0; i < CLIENTS; i += 50) clients.push(...(await Promise.all(Array.from({ length: Math.min(50, CLIENTS - i) }, (_, k) => connect(urlFor(i + k), headers)))));
    const idle = await memory(server.url);

    const latencies: number[] = [];
    let missing = 0;
    for (let a = 0; a < ALARMS; a++) {
      const started = performance.now();
      const raised = await apiCall<{ id: number }>(server.url, '/api/admin/raiseDrill', { nurseId }, auth);
      const id = raised.result.id;
      const deadline = performance.now() + 5000;
      while (clients.some((c) => !c.arrivals.has(id)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      for (const client of clients) {
        const at = client.arrivals.get(id);
        if (at === undefined) missing++;
        else latencies.push(at - started);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const s = { ...summarize(latencies), max: Math.max(...latencies) };
    const perConnection = { rssKiB: (idle.rss - before.rss) / CLIENTS / 1024, heapKiB: (idle.heap - before.heap) / CLIENTS / 1024 };
    console.log(`${setting}: ${CLIENTS} clients, ${ALARMS} alarms: p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms, missing ${missing}`);
    if (!second) console.log(`memory per idle connection: rss ${perConnection.rssKiB.toFixed(1)} KiB, heap ${perConnection.heapKiB.toFixed(1)} KiB`);
    result({ name: `alarm to ${CLIENTS} SSE clients, ${setting} (ms, raise call included)`, p50: s.p50, p95: s.p95, max: s.max, missing, budget: 'p95 <= 250 ms', pass: s.p95 <= 250 && missing === 0 });
    if (!second) result({ name: `memory per idle SSE connection (${CLIENTS} open)`, rssKiB: perConnection.rssKiB, heapKiB: perConnection.heapKiB });
  } finally {
    for (const client of clients) client.request.destroy();
    if (second) {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
      rmSync(second.dataDir, { recursive: true, force: true });
    }
    await server.stop();
  }
}

// SQLite first; then, with DATABASE_URL, two instances on PostgreSQL.
const postgres = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
await scenario();
if (postgres) {
  process.env.DATABASE_URL = postgres;
  await scenario();
}
