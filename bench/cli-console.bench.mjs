// The terminal console (`careops` with no arguments) on a real pseudo-terminal (node-pty),
// against a real server started here on a fresh SQLite database with the demo data:
//
// - start-up: from spawning `careops` to its first interactive frame with data (the header with
//   the user and the queue counts, the start screen, the keyboard in raw mode), against the
//   floor measured side by side: bare node making one authenticated round trip to the same
//   server (spawn, one POST with the session's token, exit). Budget: <= 2x the floor.
// - a keystroke in a list of 1,000 rows (customers, 1,000 created here through the API): from
//   writing `j` or `k` to the pty to the end of the frame it redraws (Ink's synchronized-output
//   end marker), p50 and p95. Budget: one frame, <= 16 ms.
// Needs the built server and CLI (`node scripts/build-node.mjs`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pty from '@lydell/node-pty';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'apps/cli/bin/careops.js');
const serverMain = join(root, 'apps/server/dist/main.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
/** Another build's `careops` (its bin/careops.js) timed beside this one, start for start: before/after on a shared machine. */
const COMPARE = process.env.BENCH_COMPARE;
/** A folder for a V8 CPU profile of each start (`node --cpu-prof`); only the start-up is measured then. */
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const KEYSTROKES = 80;
const ROWS = 1000;
const PASSWORD = 'Admin-pass-1234';
const START_BUDGET = 2;
const FRAME_BUDGET_MS = 16;
const END_OF_FRAME = '\u001b[?2026l';
/** The first interactive frame with data: the header's counts and the start screen's cursor. */
const FIRST_FRAME = /queues (every|live)[\s\S]*> /;

for (const file of [serverMain, join(root, 'apps/cli/dist/main.cjs')]) {
  if (!existsSync(file)) {
    console.error(`missing ${file}: run node scripts/build-node.mjs first`);
    process.exit(1);
  }
}

function startServer(dataDir) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CAREOPS_DATA_DIR: dataDir, CAREOPS_ADMIN_PASSWORD: PASSWORD, CAREOPS_DEMO: '1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`server did not start in 30 s:\n${log}`)), 30_000);
    const onData = (chunk) => {
      log += chunk;
      const match = /CareOps is listening on (http:\/\/[^\s]+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1].replace(/\/$/, ''), child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${log}`)));
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
/** The one-minute load average, printed with each result: on a shared machine it says how far the wall times can be read. */
const load = () => Number(loadavg()[0].toFixed(1));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function run(args, env, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}: ${err}`))));
    child.stdin.end(input ?? '');
  });
}

/**
 * The floor: a bare node process that makes one authenticated round trip to the server and
 * exits; its wall time, and its CPU time (user + system, the process's own count) so the ratio
 * can also be read on a machine busy with other work, where waiting for a core inflates both.
 */
function timeFloor(url, auth) {
  const script = `const r=require('http').request(${JSON.stringify(`${url}/api/admin/getReviewQueueCounts`)},{method:'POST',headers:{'content-type':'application/json',token:${JSON.stringify(auth.token)},userid:${JSON.stringify(String(auth.userId))}}},(res)=>{res.resume();res.on('end',()=>{const u=process.cpuUsage();process.stdout.write(String((u.user+u.system)/1000));process.exit(0)})});r.end('{}')`;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve({ ms: performance.now() - started, cpu: Number(out) }) : reject(new Error(`floor exited with ${code}`))));
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (10 ms ticks); NaN where there is no /proc. */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** `careops` on a pty: resolves when `pattern` shows, with the time since spawning. */
class Console {
  constructor(env, columns = 140, rows = 40, bin = cli) {
    this.raw = '';
    this.started = performance.now();
    const clean = { ...env, TERM: 'xterm-256color', NO_COLOR: '1' };
    delete clean.CI;
    delete clean.CONTINUOUS_INTEGRATION;
    const flags = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, '--cpu-prof-interval=250'] : [];
    this.term = pty.spawn(process.execPath, [...flags, bin], { name: 'xterm-256color', cols: columns, rows, env: clean });
    this.waiters = [];
    this.term.onData((data) => {
      const at = performance.now();
      this.raw += data;
      for (const w of this.waiters.splice(0)) w(data, at);
    });
    this.exited = new Promise((resolve) => this.term.onExit(({ exitCode }) => resolve(exitCode)));
  }
  waitFor(pattern, timeoutMs = 30_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`never saw ${pattern}; last output: ${JSON.stringify(this.raw.slice(-500))}`)), timeoutMs);
      const check = (_data, at) => {
        if (pattern.test(this.raw)) {
          clearTimeout(timer);
          resolve(at - this.started);
        } else this.waiters.push(check);
      };
      check('', performance.now());
    });
  }
  /** Writes `keys` and resolves with the ms until the end of the frame they cause. */
  keystroke(keys) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no redraw within 2 s')), 2_000);
      let sent = 0;
      const check = (data, at) => {
        if (data.includes(END_OF_FRAME)) {
          clearTimeout(timer);
          resolve(at - sent);
        } else this.waiters.push(check);
      };
      this.waiters.push(check);
      sent = performance.now();
      this.term.write(keys);
    });
  }
  async quit() {
    this.term.write('q');
    await this.exited;
  }
}

function addCustomers(url, auth, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const one = (i) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ name: `Bench customer ${String(i).padStart(4, '0')}`, phone: `139${String(10_000_000 + i).slice(-8)}`, source: 'phone' });
      const req = http.request(`${url}/api/admin/addCustomer`, { method: 'POST', agent, headers: { 'content-type': 'application/json', token: auth.token, userid: String(auth.userId) } }, (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => (JSON.parse(text).resultcode === 1 ? resolve() : reject(new Error(`addCustomer refused: ${text}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
  return (async () => {
    for (let i = 0; i < count; i += 4) await Promise.all([0, 1, 2, 3].filter((k) => i + k < count).map((k) => one(i + k)));
    agent.destroy();
  })();
}

/** A keystroke in a list of 1,000 rows. */
async function keystrokes(url, auth, env) {
  await addCustomers(url, auth, ROWS);
  const term = new Console(env);
  await term.waitFor(FIRST_FRAME);
  term.term.write(':');
  await term.waitFor(/Search pages and commands/);
  term.term.write('customers\r');
  let loaded = 0;
  for (let tries = 0; loaded < ROWS && tries < 20; tries += 1) {
    term.term.write('G');
    await sleep(400);
    const counts = [...term.raw.matchAll(/(\d+) of (\d+)/g)].map((m) => Number(m[1]));
    loaded = Math.max(0, ...counts);
  }
  if (loaded < ROWS) throw new Error(`the customer list loaded only ${loaded} rows`);
  const times = [];
  let cpuBefore = 0;
  for (let i = 0; i < KEYSTROKES + 5; i += 1) {
    if (i === 5) cpuBefore = cpuOf(term.term.pid);
    const ms = await term.keystroke(i % 2 ? 'j' : 'k');
    if (i >= 5) times.push(ms);
    await sleep(40);
  }
  // The console's CPU per keystroke (its idle time between keys costs next to nothing).
  const cpuPerKey = (cpuOf(term.term.pid) - cpuBefore) / KEYSTROKES;
  await term.quit();
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  console.log(`| a keystroke in a list of ${loaded} rows, to the end of its frame | ${times.length} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${cpuPerKey.toFixed(1)} per key |`);
  console.log(`RESULT ${JSON.stringify({ name: 'console-keystroke-1000-rows', rows: loaded, p50_ms: p50, p95_ms: p95, cpu_ms_per_key: cpuPerKey, runs: times.length, load_avg: load(), budget: FRAME_BUDGET_MS, pass: p95 <= FRAME_BUDGET_MS })}`);
}

const work = mkdtempSync(join(tmpdir(), 'careops-bench-console-'));
const { url, child } = await startServer(join(work, 'data'));
try {
  const env = { ...process.env, CAREOPS_CONFIG_DIR: join(work, 'config'), CAREOPS_SERVER: '', CAREOPS_PROFILE: '' };
  await run([cli, 'login', '--server', url, '--username', 'admin', '--password-stdin'], env, `${PASSWORD}\n`);
  const profile = JSON.parse(readFileSync(join(work, 'config', 'config.json'), 'utf8')).profiles.default;
  const auth = { token: profile.token, userId: profile.userId };

  // Start-up, interleaved with the floor (and the build compared) so drift on a shared machine hits all alike (one warm-up each).
  const floors = [];
  const starts = [];
  const floorCpu = [];
  const startCpu = [];
  const other = { starts: [], cpu: [] };
  const timeStart = async (bin) => {
    const term = new Console(env, 140, 40, bin);
    const ms = await term.waitFor(FIRST_FRAME);
    const cpu = cpuOf(term.term.pid);
    await term.quit();
    return { ms, cpu };
  };
  for (let round = -1; round < ROUNDS; round += 1) {
    const floor = await timeFloor(url, auth);
    const compared = COMPARE && round % 2 ? await timeStart(COMPARE) : undefined;
    const start = await timeStart(cli);
    const compared2 = COMPARE && !(round % 2) ? await timeStart(COMPARE) : undefined;
    if (round >= 0) {
      floors.push(floor.ms);
      starts.push(start.ms);
      floorCpu.push(floor.cpu);
      startCpu.push(start.cpu);
      for (const c of [compared, compared2].filter(Boolean)) {
        other.starts.push(c.ms);
        other.cpu.push(c.cpu);
      }
    }
  }
  const floor = median(floors);
  const start = median(starts);
  const cpuRatio = median(startCpu) / median(floorCpu);
  console.log(`| measurement | runs | median ms | p95 ms | CPU ms (median) |\n|---|---|---|---|---|`);
  console.log(`| bare node + one round trip | ${floors.length} | ${floor.toFixed(1)} | ${percentile(floors, 95).toFixed(1)} | ${median(floorCpu).toFixed(0)} |`);
  console.log(`| careops to the first interactive frame with data | ${starts.length} | ${start.toFixed(1)} | ${percentile(starts, 95).toFixed(1)} | ${median(startCpu).toFixed(0)} |`);
  if (COMPARE) console.log(`| the same, ${COMPARE} | ${other.starts.length} | ${median(other.starts).toFixed(1)} | ${percentile(other.starts, 95).toFixed(1)} | ${median(other.cpu).toFixed(0)} |`);
  console.log(`RESULT ${JSON.stringify({ name: 'console-first-frame', median_ms: start, floor_ms: floor, ratio: start / floor, cpu_ratio: cpuRatio, runs: starts.length, load_avg: load(), budget: START_BUDGET, pass: start / floor <= START_BUDGET })}`);

  if (PROFILE_DIR) console.log(`CPU profiles of the starts (each quit right after its first frame) in ${PROFILE_DIR}`);
  else await keystrokes(url, auth, env);
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
