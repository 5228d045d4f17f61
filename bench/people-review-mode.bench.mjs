// Review mode speed in real Chromium against the built console and the real server (SQLite):
// the time from a decision's key press (`a`) to the next item rendered — its id in the page and
// the frame after it painted — over 50 decisions at a brisk reviewer's pace, p50/p95 against the
// 100 ms budget, and the share of decisions whose next item already had its documents loaded.
// The queue is 150 applications (each with its six documents) written straight into the
// database before the browser opens, older than the demo ones so review mode starts with them.
// Run with `npm run bench` (builds first) or `node bench/people-review-mode.bench.mjs` after a build.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const QUEUE = 150;
const WARMUP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
/** Between decisions: a reviewer glancing at the item, not a key held down. */
const PACE_MS = 250;
const BUDGET_MS = 100;
const DAY = 86_400_000;
const KINDS = ['id-front', 'id-back', 'practice-licence', 'qualification-certificate', 'employment-letter', 'staff-badge'];

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.error('The web console is not built: run `npm run build -w @careops/web` (or `npm run bench`, which builds).');
  process.exit(1);
}
delete process.env.DATABASE_URL;

const { startTestServer, TEST_ADMIN_PASSWORD } = await tsImport('../tests/support/server.ts', import.meta.url);
const { launchBrowser, signIn } = await tsImport('../tests/support/browser.ts', import.meta.url);
const { sqliteFileOf } = await tsImport('../apps/server/src/db/connect.ts', import.meta.url);

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1], samples: sorted.length };
};
const round = (n) => Math.round(n * 100) / 100;

function generate(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const now = Date.now();
  const studio = db.prepare('select id from studios order by id limit 1').get().id;
  db.transaction(() => {
    const nurse = db.prepare(
      'insert into nurses (studio_id, name, phone, id_number, title, years_of_practice, certificate_no, certificate_expires_at, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)',
    );
    const application = db.prepare('insert into nurse_applications (nurse_id, studio_id, status, submitted_at, created_at, updated_at) values (?, ?, 2, ?, ?, ?)');
    const document = db.prepare('insert into nurse_documents (application_id, kind, url, created_at) values (?, ?, ?, ?)');
    for (let i = 0; i < QUEUE; i++) {
      const at = now - 900 * DAY + i * 60_000;
      const nurseId = Number(nurse.run(studio, `Queue Nurse ${i + 1}`, `185${String(i).padStart(8, '0')}`, `110101199001${String(i).padStart(6, '0')}`, 'nurse', 4, `RNQ${i}`, now + 500 * DAY, at, at).lastInsertRowid);
      const applicationId = Number(application.run(nurseId, studio, at, at, at).lastInsertRowid);
      for (const kind of KINDS) document.run(applicationId, kind, `/demo/documents/n${nurseId}-${kind}.svg`, at);
    }
  })();
  db.close();
}

/** In the page: times each `a` from its key event to the frame after the next item's id is on screen. */
function installProbe() {
  window.__review = { samples: [], ready: [] };
  let pending = null;
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'a') return;
    const item = document.querySelector('section[data-testid="page"]:not([hidden]) [data-testid="review-item"]');
    pending = { at: e.timeStamp, from: item?.getAttribute('data-item-id') ?? null };
  }, true);
  const observer = new MutationObserver(() => {
    if (!pending) return;
    const item = document.querySelector('section[data-testid="page"]:not([hidden]) [data-testid="review-item"]');
    const id = item?.getAttribute('data-item-id') ?? null;
    if (id === null || id === pending.from) return;
    const { at } = pending;
    pending = null;
    const images = [...item.querySelectorAll('[data-testid="review-documents"] img')];
    const ready = images.length === 6 && images.every((img) => img.complete && img.naturalWidth > 0);
    // The next frame: the item has been laid out and painted.
    requestAnimationFrame(() => setTimeout(() => {
      window.__review.samples.push(performance.now() - at);
      window.__review.ready.push(ready);
    }, 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-item-id'] });
}

const server = await startTestServer({ env: { CAREOPS_LOG_LEVEL: 'warn', CAREOPS_TEST_HOOKS: '0' } });
let browser;
try {
  generate(sqliteFileOf(server.dataDir));
  browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, server.url, 'admin', TEST_ADMIN_PASSWORD);
  await page.goto(`${server.url}/nurse-examine?view=review`);
  await page.getByTestId('review-item').waitFor();
  await page.getByTestId('review-documents').waitFor();
  await page.evaluate(installProbe);

  const count = () => page.evaluate(() => window.__review.samples.length);
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    await page.keyboard.press('a');
    await page.waitForFunction((n) => window.__review.samples.length >= n, i + 1, { timeout: 10_000 });
    await page.waitForTimeout(PACE_MS);
  }
  const all = await page.evaluate(() => window.__review);
  const samples = all.samples.slice(WARMUP);
  const ready = all.ready.slice(WARMUP).filter(Boolean).length / samples.length;
  const s = stats(samples);
  console.log(`${await count()} decisions (${WARMUP} warm-up); next item with its documents already loaded: ${Math.round(ready * 100)}%`);
  console.log(`key → next item rendered: p50 ${round(s.p50)} ms, p95 ${round(s.p95)} ms, max ${round(s.max)} ms`);
  // Leaving review mode sends the pending decisions.
  await page.keyboard.press('Escape');
  await page.waitForURL((u) => !u.searchParams.has('view'));
  const result = { name: 'people-review-next-item-ms', p50: round(s.p50), p95: round(s.p95), max: round(s.max), samples: s.samples, documentsPreloaded: round(ready), budget: BUDGET_MS, pass: s.p95 <= BUDGET_MS };
  console.log(`RESULT ${JSON.stringify(result)}`);
} finally {
  await browser?.close();
  await server.stop();
}
