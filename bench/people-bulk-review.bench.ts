// Bulk review end to end: 10,000 qualification applications approved by the real `careops`
// process against the real server (SQLite), the ids read from a file. Timed from spawning
// `careops reviews nurses approve --from-file ids.txt --yes --json` to its exit (process start,
// sign-in profile, 20 batch calls of 500 ids, every item decided in its own transaction with
// its audit row, 10,000 result items printed). Budget: 10 s.
// The pending applications (and their pending nurses) are generated straight into a fresh
// database file before the clock starts; afterwards the database is checked: every application
// approved, every nurse active, one audit row per decision.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sqliteFileOf } from '../apps/server/src/db/connect';
import { ensureCliBuilt } from '../tests/cli/support/build-cli';
import { careops, tempConfigDir } from '../tests/cli/support/run-careops';
import { startTestServer, TEST_ADMIN_PASSWORD } from '../tests/support/server';
import { result } from './support/measure';

// The applications are written straight into the SQLite file.
delete process.env.DATABASE_URL;

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const BUDGET_S = 10;
const DAY = 86_400_000;

/** A studio, APPLICATIONS nurses pending qualification and their applications under review. */
function generate(file: string): number[] {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const ids: number[] = [];
  db.transaction(() => {
    const studio = Number(db.prepare('insert into studios (name, created_at, updated_at) values (?, ?, ?)').run('Bench studio', now, now).lastInsertRowid);
    const nurse = db.prepare(
      'insert into nurses (studio_id, name, phone, id_number, title, years_of_practice, certificate_no, certificate_expires_at, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
    );
    const application = db.prepare('insert into nurse_applications (nurse_id, studio_id, status, submitted_at, created_at, updated_at) values (?, ?, 2, ?, ?, ?)');
    for (let i = 0; i < APPLICATIONS; i++) {
      const at = now - (APPLICATIONS - i) * 1000;
      const nurseId = Number(nurse.run(studio, `Bench Nurse ${i}`, `186${String(i).padStart(8, '0')}`, `11010119900101${String(i % 10000).padStart(4, '0')}`, 'nurse', 3, `RNB${i}`, now + 400 * DAY, at, at).lastInsertRowid);
      ids.push(Number(application.run(nurseId, studio, at, at, at).lastInsertRowid));
    }
  })();
  db.close();
  return ids;
}

async function main(): Promise<void> {
  await ensureCliBuilt();
  const server = await startTestServer({ env: { CAREOPS_DEMO: '0', CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0' } });
  const config = tempConfigDir();
  const dir = mkdtempSync(join(tmpdir(), 'careops-bench-review-'));
  try {
    const file = sqliteFileOf(server.dataDir);
    const started = performance.now();
    const ids = generate(file);
    console.log(`generated ${ids.length} pending applications in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const env = { CAREOPS_CONFIG_DIR: config.dir };
    const login = await careops(['login', '--server', server.url, '--username', 'admin', '--password-stdin'], { env, input: `${TEST_ADMIN_PASSWORD}\n` });
    if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
    const idsFile = join(dir, 'ids.txt');
    writeFileSync(idsFile, `${ids.join('\n')}\n`);

    // A dry run first (reads every item, writes nothing), also timed.
    const dryStart = performance.now();
    const dry = await careops(['reviews', 'nurses', 'approve', '--from-file', idsFile, '--dry-run', '--json'], { env, timeoutMs: 120_000 });
    const drySeconds = (performance.now() - dryStart) / 1000;
    if (dry.code !== 0) throw new Error(`dry run exited ${dry.code}: ${dry.stderr.slice(0, 500)}`);

    const t0 = performance.now();
    const run = await careops(['reviews', 'nurses', 'approve', '--from-file', idsFile, '--yes', '--json'], { env, timeoutMs: 120_000 });
    const seconds = (performance.now() - t0) / 1000;
    if (run.code !== 0) throw new Error(`careops exited ${run.code}: ${run.stderr.slice(0, 500)}`);
    const items = JSON.parse(run.stdout) as Array<{ id: string; ok: boolean }>;

    const check = new Database(file, { readonly: true });
    const approved = (check.prepare('select count(*) as n from nurse_applications where status = 1').get() as { n: number }).n;
    const active = (check.prepare('select count(*) as n from nurses where status = 1').get() as { n: number }).n;
    const audits = (check.prepare("select count(*) as n from audit_log where action = 'nurseExamine.approve'").get() as { n: number }).n;
    check.close();
    const okItems = items.filter((i) => i.ok).length;
    console.log(`dry run: ${drySeconds.toFixed(2)} s; approve: ${seconds.toFixed(2)} s for ${items.length} items (${okItems} ok); approved ${approved}, nurses active ${active}, audit rows ${audits}`);
    const correct = okItems === APPLICATIONS && approved === APPLICATIONS && active === APPLICATIONS && audits === APPLICATIONS;
    result({ name: 'people-bulk-approve-dry-run', seconds: drySeconds, items: APPLICATIONS });
    result({ name: 'people-bulk-approve-10k-cli', seconds, items: APPLICATIONS, perItemMs: (seconds * 1000) / APPLICATIONS, correct, budget: BUDGET_S, pass: correct && seconds <= BUDGET_S });
  } finally {
    await server.stop();
    config.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
