// `npm test`: every test. Builds once, then runs side by side (each vitest run uses one worker
// on a two-core machine, and much of a test's time is spent waiting on a server, a CLI process
// or a browser):
// - the type and lint checks,
// - every test file on SQLite,
// - with TEST_DATABASE_URL set (postgres://…), the server and CLI suites again on PostgreSQL.
// Each run's lines are prefixed with its name; the command fails when any of them fails.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function runInOrder(steps) {
  for (const [command, args] of steps) {
    const run = spawnSync(command, args, { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}

/** Runs `steps` one after another with the lines of each prefixed by `name`; resolves to its exit code. */
function lane(name, steps, env = process.env) {
  const started = Date.now();
  const prefix = `[${name}] `;
  const print = (stream, out) => createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  return (async () => {
    for (const [command, args] of steps) {
      const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      print(child.stdout, process.stdout);
      print(child.stderr, process.stderr);
      const code = await new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
      if (code !== 0) return { name, code, seconds: (Date.now() - started) / 1000 };
    }
    return { name, code: 0, seconds: (Date.now() - started) / 1000 };
  })();
}

runInOrder([
  [process.execPath, ['scripts/ensure-chromium.mjs']],
  [npm, ['run', 'build']],
]);

const { DATABASE_URL: _sqliteRunsWithout, ...sqliteEnv } = process.env;
const lanes = [
  lane('checks', [[npm, ['run', 'typecheck']], [npm, ['run', 'lint']]]),
  lane('sqlite', [[npx, ['vitest', 'run']]], sqliteEnv),
];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) lanes.push(lane('postgres', [[npx, ['vitest', 'run', 'tests/server', 'tests/cli']]], { ...process.env, DATABASE_URL: postgresUrl }));

const results = await Promise.all(lanes);
for (const r of results) console.log(`${r.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${Math.round(r.seconds)} s`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
