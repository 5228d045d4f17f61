// careops start-up cost against the physical floor, measured side by side in the same run: bare
// `node -e ""`, `careops --version` (answered by the launcher), and `careops whoami --json` and
// `careops orders view <id> --json` against a real server started here on a fresh SQLite
// database with the demo data, signed in through a profile. Budgets: --version <= 1.5x bare
// node; the two commands that talk to the server <= 2x bare node (docs/cli.md, Start-up).
// Beside the wall time, the mean CPU time (user + system) of each command, also against bare
// node's: on a loaded shared machine the wall time is mostly waiting for a core, the CPU time is
// the work the command does (Linux only: read from /proc; left out elsewhere).
// Needs the built server and CLI (`node scripts/build-node.mjs`). The CLI's code cache
// (docs/cli.md, Start-up) is written by the first run of each command, here the
// sign-in and the answer checks below, before anything is measured.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const cli = join(root, 'apps/cli/bin/careops.js');
const serverMain = join(root, 'apps/server/dist/main.js');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SERVER_EVERY = 2; // the server commands are slower: measured every other round
const VERSION_BUDGET = 1.5;
const SERVER_BUDGET = 2;
const PASSWORD = 'Admin-pass-1234';

for (const file of [serverMain, join(root, 'apps/cli/dist/main.cjs'), join(root, 'apps/cli/dist/program.cjs')]) {
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

// CPU time of this process's waited-for children (cutime + cstime, in clock ticks of 10 ms):
// too coarse for one run, exact enough as a mean over many.
const TICK_MS = 10;
function childrenCpuMs() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[13]) + Number(fields[14])) * TICK_MS;
}

function timeRun(args, env, input) {
  const cpuBefore = childrenCpuMs();
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, { env, input, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (run.status !== 0) throw new Error(`${args.join(' ')} exited with ${run.status}: ${run.stderr}`);
  const cpuAfter = childrenCpuMs();
  return { ms, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, stdout: run.stdout };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const work = mkdtempSync(join(tmpdir(), 'careops-bench-cli-'));
const { url, child } = await startServer(join(work, 'data'));
try {
  const env = { ...process.env, CAREOPS_CONFIG_DIR: join(work, 'config'), CAREOPS_SERVER: '', CAREOPS_PROFILE: '' };
  timeRun([cli, 'login', '--server', url, '--username', 'admin', '--password-stdin'], env, `${PASSWORD}\n`);
  const whoami = JSON.parse(timeRun([cli, 'whoami', '--json'], env).stdout);
  if (!JSON.stringify(whoami).includes('admin')) throw new Error(`unexpected whoami answer: ${JSON.stringify(whoami)}`);
  const [order] = JSON.parse(timeRun([cli, 'orders', 'list', '--limit', '1', '--json'], env).stdout);
  if (!order?.id) throw new Error('the demo data has no order to view');
  const view = JSON.parse(timeRun([cli, 'orders', 'view', String(order.id), '--json'], env).stdout);
  if (view.id !== order.id) throw new Error(`unexpected orders view answer: ${JSON.stringify(view).slice(0, 200)}`);

  const cases = {
    'node -e ""': { name: 'node-bare', args: ['-e', ''], every: 1, times: [], cpu: [] },
    'careops --version': { name: 'cli-version', args: [cli, '--version'], every: 1, budget: VERSION_BUDGET, times: [], cpu: [] },
    'careops whoami --json': { name: 'cli-whoami-json', args: [cli, 'whoami', '--json'], every: SERVER_EVERY, budget: SERVER_BUDGET, times: [], cpu: [] },
    'careops orders view <id> --json': { name: 'cli-orders-view-json', args: [cli, 'orders', 'view', String(order.id), '--json'], every: SERVER_EVERY, budget: SERVER_BUDGET, times: [], cpu: [] },
  };
  // Warm the file cache, then interleave the cases so drift on a shared machine hits all alike.
  for (const c of Object.values(cases)) timeRun(c.args, env);
  const loadBefore = loadavg()[0];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of Object.values(cases)) {
      if (round % c.every !== 0) continue;
      const { ms, cpuMs } = timeRun(c.args, env);
      c.times.push(ms);
      if (cpuMs !== undefined) c.cpu.push(cpuMs);
    }
  }

  // The machine's 1-minute load average over the measured rounds (start and end), beside the figures.
  const loadAvg = ((loadBefore + loadavg()[0]) / 2).toFixed(1);
  const floor = median(cases['node -e ""'].times);
  const meanCpu = (c) => (c.cpu.length === c.times.length ? c.cpu.reduce((a, b) => a + b, 0) / c.cpu.length : undefined);
  const cpuFloor = meanCpu(cases['node -e ""']);
  const cpuCells = (c) => {
    const cpu = meanCpu(c);
    return cpu === undefined || !cpuFloor ? '– | –' : `${cpu.toFixed(0)} | ${(cpu / cpuFloor).toFixed(2)}`;
  };
  console.log('| command | runs | median ms | p95 ms | × bare node | mean CPU ms | CPU × bare node |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, c] of Object.entries(cases)) {
    const m = median(c.times);
    console.log(`| \`${name}\` | ${c.times.length} | ${m.toFixed(1)} | ${percentile(c.times, 95).toFixed(1)} | ${(m / floor).toFixed(2)} | ${cpuCells(c)} |`);
  }
  console.log(`\nload average ${loadAvg}\n`);
  for (const c of Object.values(cases)) {
    const m = median(c.times);
    const ratio = m / floor;
    const verdict = c.budget === undefined ? {} : { budget: c.budget, pass: ratio <= c.budget };
    const cpu = meanCpu(c);
    const cpuFields = cpu === undefined || !cpuFloor ? {} : { mean_cpu_ms: cpu, cpu_ratio: cpu / cpuFloor };
    console.log(`RESULT ${JSON.stringify({ name: c.name, median_ms: m, p95_ms: percentile(c.times, 95), runs: c.times.length, ratio, ...cpuFields, load_avg: Number(loadAvg), ...verdict })}`);
  }
} finally {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
}
