// What the orders scale benchmark needs around the server: the scale seed on a fresh data
// directory, the production server started on it (its process id, for memory), the memory of
// that process sampled while something runs, and a streamed download timed to its last byte.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request, type Agent } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverCommand } from '../tests/support/server';

const root = new URL('..', import.meta.url).pathname;
export const BENCH_PASSWORD = 'Admin-pass-1234';

/** `npm run seed:scale -- --orders N` (its built program) on `dataDir`; answers its last line. */
export async function seedScale(dataDir: string, orders: number): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: BENCH_PASSWORD, CAREOPS_DEMO: '0' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'apps/server/dist/seed-scale.js'), '--orders', String(orders)], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 });
  return stdout.trim().split('\n').at(-1) ?? '';
}

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The server as in production (no test hooks, log level warn) on `dataDir`, on a free port; `nodeFlags` before the entry (e.g. --cpu-prof). */
export function startServer(dataDir: string, nodeFlags: string[] = []): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: BENCH_PASSWORD, CAREOPS_DEMO: '0', CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0' };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...serverCommand()], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const found = /CareOps is listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1] && child.pid !== undefined) {
        resolve({
          url: found[1],
          pid: child.pid,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
}

/** Resident memory of a process, in bytes. */
export function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) * 1024;
}

/** Runs `work` while sampling `pid`'s memory every few milliseconds; answers the peak growth over the memory before. */
export async function peakGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; before: number; peak: number }> {
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

/** GETs `path` and reads the answer to its end without keeping it: status, bytes, milliseconds to the last byte. */
export function timedDownload(agent: Agent, url: URL, path: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; ms: number; rowsHeader: string | null }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: url.hostname, port: url.port, path, method: 'GET', headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started, rowsHeader: (res.headers['x-careops-export-rows'] as string | undefined) ?? null }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** CPU time (user + system) a process has used so far, in seconds (from /proc; 100 ticks a second). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
