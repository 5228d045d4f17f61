// Service import end to end: 10,000 rows through the real `careops services import FILE.csv`
// process against the real server (SQLite), timed from spawning the process to its exit
// (process start, reading the file, one request, every row checked on the server, then all
// written in one transaction with its audit row). Reported against the same 10,000 inserts
// run directly on the database file in the same run (better-sqlite3, one transaction, one
// prepared statement). Target: the import takes at most 3× the direct inserts.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { ensureCliBuilt } from '../tests/cli/support/build-cli';
import { careops, tempConfigDir } from '../tests/cli/support/run-careops';
import { startTestServer, TEST_ADMIN_PASSWORD } from '../tests/support/server';
import { result } from './support/measure';

delete process.env.DATABASE_URL;

const ROWS = Number(process.env.BENCH_SERVICE_ROWS ?? 10_000);
const TARGET_RATIO = 3;
const titles = ['nurse', 'senior-nurse', 'nurse-practitioner', 'supervisor-nurse', 'chief-nurse'];

interface Row {
  name: string;
  priceCents: number;
  duration: number;
  title: string;
  waste: boolean;
  description: string;
}

const rowsFor = (prefix: string): Row[] =>
  Array.from({ length: ROWS }, (_, i) => ({
    name: `${prefix} service ${i}`,
    priceCents: 1000 + (i % 500) * 100 + (i % 7),
    duration: 15 + (i % 12) * 5,
    title: titles[i % titles.length] ?? 'nurse',
    waste: i % 3 === 0,
    description: `Home visit number ${i}, with the usual checks.`,
  }));

const price = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

async function main(): Promise<void> {
  await ensureCliBuilt();
  const server = await startTestServer({ env: { CAREOPS_DEMO: '0', CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0' } });
  const config = tempConfigDir();
  const dir = mkdtempSync(join(tmpdir(), 'careops-bench-import-'));
  try {
    const file = sqliteFileOf(server.dataDir);
    const db = new Database(file);
    db.pragma('busy_timeout = 10000');
    const now = Date.now();
    const categoryId = Number(db.prepare('insert into service_categories (name, sort, created_at, updated_at) values (?, 1, ?, ?)').run('Bench category', now, now).lastInsertRowid);

    const csv = [
      'name,category,price,durationMinutes,requiredTitle,producesWaste,onShelf,consumablePackId,description',
      ...rowsFor('Imported').map((r) => `${r.name},Bench category,${price(r.priceCents)},${r.duration},${r.title},${r.waste ? 'yes' : 'no'},yes,,"${r.description}"`),
    ].join('\n');
    const csvFile = join(dir, 'services.csv');
    writeFileSync(csvFile, csv);
    const env = { CAREOPS_CONFIG_DIR: config.dir };
    const login = await careops(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], { env, input: `${TEST_ADMIN_PASSWORD}\n` });
    if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);

    const dryStart = performance.now();
    const dry = await careops(['services', 'import', csvFile, '--dry-run'], { env, timeoutMs: 120_000 });
    const drySeconds = (performance.now() - dryStart) / 1000;
    if (dry.code !== 0) throw new Error(`dry run exited ${dry.code}: ${dry.stderr.slice(0, 500)}`);

    // What any careops command costs here (process start, profile, one call): the floor under the import.
    const f0 = performance.now();
    const floor = await careops(['whoami', '--json'], { env });
    const floorSeconds = (performance.now() - f0) / 1000;
    if (floor.code !== 0) throw new Error(`whoami exited ${floor.code}: ${floor.stderr.slice(0, 500)}`);

    // The same command on a one-row file (dry run): the CLI's own share (start, command line, reading
    // the file, one call) apart from the rows; the second 10,000-row dry run is the server warm.
    const tinyFile = join(dir, 'one-service.csv');
    writeFileSync(tinyFile, csv.split('\n').slice(0, 2).join('\n'));
    const tiny0 = performance.now();
    const tiny = await careops(['services', 'import', tinyFile, '--dry-run'], { env });
    const cliTinySeconds = (performance.now() - tiny0) / 1000;
    if (tiny.code !== 0) throw new Error(`one-row dry run exited ${tiny.code}: ${tiny.stderr.slice(0, 500)}`);
    const warm0 = performance.now();
    const warm = await careops(['services', 'import', csvFile, '--dry-run'], { env, timeoutMs: 120_000 });
    const dryWarmSeconds = (performance.now() - warm0) / 1000;
    if (warm.code !== 0) throw new Error(`second dry run exited ${warm.code}: ${warm.stderr.slice(0, 500)}`);

    const t0 = performance.now();
    const run = await careops(['services', 'import', csvFile], { env, timeoutMs: 120_000 });
    const seconds = (performance.now() - t0) / 1000;
    if (run.code !== 0) throw new Error(`careops exited ${run.code}: ${run.stderr.slice(0, 500)}`);

    // The same inserts, straight into the database file.
    const direct = rowsFor('Direct');
    const d0 = performance.now();
    const insert = db.prepare(
      'insert into services (category_id, name, price_cents, duration_minutes, required_title, produces_waste, on_shelf, description, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)',
    );
    db.transaction(() => {
      for (const r of direct) insert.run(categoryId, r.name, r.priceCents, r.duration, r.title, r.waste ? 1 : 0, r.description, now, now);
    })();
    const directSeconds = (performance.now() - d0) / 1000;

    const imported = (db.prepare("select count(*) as n from services where name like 'Imported service %'").get() as { n: number }).n;
    const audits = (db.prepare("select count(*) as n from audit_log where action = 'service.import'").get() as { n: number }).n;
    db.close();
    const ratio = seconds / directSeconds;
    const correct = imported === ROWS && audits === 1;
    console.log(`careops whoami ${floorSeconds.toFixed(2)} s; one-row dry run ${cliTinySeconds.toFixed(2)} s; dry run ${drySeconds.toFixed(2)} s, again ${dryWarmSeconds.toFixed(2)} s; import ${seconds.toFixed(2)} s (${imported} rows, ${audits} audit row); direct inserts ${(directSeconds * 1000).toFixed(0)} ms; ratio ${ratio.toFixed(1)}×`);
    result({ name: 'catalogue-import-dry-run-10k', seconds: drySeconds, warmSeconds: dryWarmSeconds, oneRowSeconds: cliTinySeconds, rows: ROWS });
    result({ name: 'catalogue-import-10k-cli-vs-direct', seconds, directSeconds, ratio, cliFloorSeconds: floorSeconds, oneRowSeconds: cliTinySeconds, loadAvg1: loadavg()[0], correct, budget: `≤ ${TARGET_RATIO}× direct`, pass: correct && ratio <= TARGET_RATIO });
  } finally {
    await server.stop();
    config.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
