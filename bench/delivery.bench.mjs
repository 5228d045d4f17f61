// How the console reaches a browser, against the built console and the real server:
//   1. Bytes transferred (headers + encoded bodies) by a real Chromium load of /login and of the
//      signed-in home (/home), asking for brotli, gzip, or nothing (Accept-Encoding set per
//      context, browser cache off). The budgeted figure sums the document, scripts, styles and
//      fonts; the API answers the page asked for are listed beside it.
//      Budgets with brotli: /login ≤ 140 kB, signed-in home ≤ 170 kB.
//   2. Lighthouse (12.2.3, from the npm registry) against Debian's Chromium, mobile (its default:
//      simulated mid-range phone on slow 4G) and desktop, for /login and for the order list after
//      signing in through the login page in the same tab (the token lives in sessionStorage, so
//      Lighthouse runs in that tab with storage kept). Budgets: mobile performance ≥ 95,
//      accessibility and best practices 100, on both pages. Each Lighthouse run is repeated and
//      the median performance score kept (simulated throttling still varies with the CPU left
//      on a shared machine).
// Run with `npm run bench` (builds first) or `node bench/delivery.bench.mjs` after a build.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { tsImport } from 'tsx/esm/api';

const BYTES_BUDGET_KB = { login: 140, home: 170 };
const SCORE_BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100 };
const LIGHTHOUSE_RUNS = Number(process.env.DELIVERY_LIGHTHOUSE_RUNS ?? 3);
const ENCODINGS = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['none', 'identity'],
];
const STATIC_TYPES = new Set(['document', 'script', 'stylesheet', 'font']);

const root = fileURLToPath(new URL('..', import.meta.url));
// The console the server serves (the test server passes CAREOPS_WEB_DIR on, as the server reads it).
const webDir = process.env.CAREOPS_WEB_DIR ?? `${root}apps/web/dist`;
if (!existsSync(`${webDir}/index.html`)) {
  console.error('The web console is not built: run `npm run build -w @careops/web` (or `npm run bench`, which builds).');
  process.exit(1);
}

const { startTestServer, TEST_ADMIN_PASSWORD } = await tsImport('../tests/support/server.ts', import.meta.url);
const { launchBrowser, signIn, CHROMIUM } = await tsImport('../tests/support/browser.ts', import.meta.url);
// The puppeteer Lighthouse itself drives (same version): Lighthouse runs in a page it hands over.
const puppeteer = (await import(createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('puppeteer-core'))).default;

const kb = (bytes) => Math.round((bytes / 1000) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Every request the page makes from now on, with its transferred size once finished. */
function recordTransfers(page) {
  let finished = [];
  page.on('requestfinished', (request) => {
    finished.push(
      (async () => {
        const sizes = await request.sizes().catch(() => null);
        const response = await request.response().catch(() => null);
        if (!sizes || !response) return null;
        return {
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding').catch(() => null)) ?? 'none',
        };
      })(),
    );
  });
  return {
    reset: () => (finished = []),
    /** The static files and API answers so far; `later` (paths of chunks loaded after first paint) are summed apart. */
    async summary(later = new Set()) {
      const all = (await Promise.all(finished)).filter((r) => r !== null);
      const file = (r) => new URL(r.url).pathname.slice(1);
      const statics = all.filter((r) => STATIC_TYPES.has(r.type));
      const first = statics.filter((r) => !later.has(file(r)));
      const after = statics.filter((r) => later.has(file(r)));
      const api = all.filter((r) => r.type === 'fetch' || r.type === 'xhr');
      const sum = (list) => list.reduce((n, r) => n + r.bytes, 0);
      return {
        bytes: sum(first),
        requests: first.length,
        laterBytes: sum(after),
        laterRequests: after.length,
        apiBytes: sum(api),
        encodings: [...new Set(statics.map((r) => r.encoding))].join('+'),
        files: first.map((r) => `${file(r).replace(/^assets\//, '')} ${kb(r.bytes)}`),
      };
    },
  };
}

/**
 * The chunks the keyboard layer brings (palette, chords, command registry) that the shell does
 * not need itself: fetched in parallel with the shell's first render, not before it
 * (platform/layout/keyboard-loader.tsx), so they are reported apart, as in web-bundle.bench.mjs.
 */
function keyboardLayerChunks() {
  const manifest = JSON.parse(readFileSync(`${webDir}/.vite/manifest.json`, 'utf8'));
  const keyOf = (suffix) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`no chunk for ${suffix} in the manifest (was it renamed?)`);
    return key;
  };
  const closure = (keys, withDynamic, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure([...(manifest[key].imports ?? []), ...(withDynamic ? (manifest[key].dynamicImports ?? []) : [])], withDynamic, seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const shell = closure([entry, keyOf('layout/console-layout.tsx'), keyOf('home/home-page.tsx')], false);
  const layer = closure([keyOf('keyboard/keyboard-layer.tsx')], true);
  return new Set([...layer].filter((k) => !shell.has(k)).map((k) => manifest[k].file));
}

// The console's live stream (Server-Sent Events) stays open as long as the page: it never lets
// the network go idle, so "settled" means loaded, no other request in flight for QUIET_MS, and a
// main thread with time to spare (an idle callback ran).
const LIVE_STREAM_PATH = '/api/events';
const QUIET_MS = 500;

/** Counts the page's requests in flight, leaving out the live stream. */
function trackInFlight(page) {
  const open = new Set();
  let lastChange = Date.now();
  const counted = (request) => new URL(request.url()).pathname !== LIVE_STREAM_PATH;
  page.on('request', (request) => {
    if (!counted(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, (request) => {
      if (open.delete(request)) lastChange = Date.now();
    });
  }
  return { quietFor: () => (open.size === 0 ? Date.now() - lastChange : 0) };
}

/** A page's load until it has settled (lazy chunks and first API calls included), the live stream aside. */
async function settle(page, inFlight) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + 60_000;
  while (inFlight.quietFor() < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: requests still in flight after 60 s`);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 })));
}

async function measureBytes(url) {
  const rows = [];
  const later = keyboardLayerChunks();
  const browser = await launchBrowser();
  try {
    for (const [label, acceptEncoding] of ENCODINGS) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': acceptEncoding } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const transfers = recordTransfers(page);
      const inFlight = trackInFlight(page);
      await page.goto(`${url}/login`);
      await page.getByTestId('login-submit').waitFor();
      await settle(page, inFlight);
      const login = await transfers.summary();
      await signIn(page, url, 'admin', TEST_ADMIN_PASSWORD);
      await settle(page, inFlight);
      transfers.reset();
      await page.goto(`${url}/home`);
      await page.getByTestId('console-layout').waitFor();
      await settle(page, inFlight);
      const home = await transfers.summary(later);
      await context.close();
      rows.push({ label, login, home });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** Debian's Chromium with a DevTools port of its own choosing, for Lighthouse and puppeteer. */
async function launchDebuggableChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'careops-lighthouse-'));
  const child = spawn(CHROMIUM, ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${seen}`)), 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${seen}`)));
  });
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** One Lighthouse navigation in `page`; the categories' scores (0–100) and what failed. */
async function audit(page, url, config, keepStorage) {
  const flags = { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES, disableStorageReset: keepStorage };
  let lhr;
  // A trace without the page's navigation start (NO_NAVSTART) is a recording failure, not a
  // finding: Lighthouse asks to run again. On a loaded machine it happens now and then, so the
  // same navigation is tried up to three times (the retries are printed).
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
    if (lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) break;
    console.log(`  ${url}: Lighthouse recorded no navigation start (attempt ${attempt}), running it again`);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
  // Simulated throttling multiplies the main-thread time observed here: on a loaded machine the
  // same page scores lower. The load and Lighthouse's own CPU benchmark are recorded beside it.
  const conditions = { load: loadavg()[0], benchmarkIndex: lhr.environment?.benchmarkIndex ?? null };
  const metrics = Object.fromEntries(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift'].map((id) => [id, lhr.audits[id]?.numericValue ?? null]));
  const below = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable');
  const failing = below.map((a) => `${a.id}(${a.score})`);
  // DELIVERY_DETAILS=1 prints what each audit below 1 found (its first items), to fix them.
  if (process.env.DELIVERY_DETAILS) for (const a of below) console.log(`  ${url} ${a.id}: ${a.displayValue ?? ''} ${JSON.stringify(a.details?.items?.slice(0, 4) ?? []).slice(0, 1200)}`);
  // DELIVERY_LONG_TASKS=1 prints the main thread's long tasks (simulated phone time) and the
  // scripts' main-thread cost: where total blocking time comes from.
  if (process.env.DELIVERY_LONG_TASKS) {
    const short = (u) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '');
    const tasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => `${short(t.url)} @${Math.round(t.startTime)} ${Math.round(t.duration)} ms`);
    const scripts = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 8).map((s) => `${short(s.url)} ${Math.round(s.total)} (script ${Math.round(s.scripting)}, parse ${Math.round(s.scriptParseCompile)})`);
    const groups = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((g) => `${g.group} ${Math.round(g.duration)}`);
    console.log(`  ${url} long tasks: ${tasks.join('; ') || 'none'}\n  ${url} scripts ms: ${scripts.join('; ')}\n  ${url} main thread ms: ${groups.join('; ')}`);
  }
  return { scores, metrics, failing, conditions };
}

async function runLighthouse(url) {
  const chromium = await launchDebuggableChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}`, defaultViewport: null });
  const rows = [];
  try {
    // DELIVERY_ONLY=mobile:order-list (a form factor, a page, or both) runs just those, while tuning one.
    const only = process.env.DELIVERY_ONLY?.split(':') ?? [];
    const wanted = (formFactor, page) => only.every((o) => o === formFactor || o === page);
    for (const [formFactor, config] of [['mobile', undefined], ['desktop', desktopConfig]]) {
      if (wanted(formFactor, 'login')) {
        const loginRuns = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const page = await browser.newPage();
          loginRuns.push(await audit(page, `${url}/login`, config, false));
          await page.close();
        }
        rows.push({ page: 'login', formFactor, runs: loginRuns });
      }
      if (!wanted(formFactor, 'order-list')) continue;
      const orderRuns = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const page = await browser.newPage();
        await page.goto(`${url}/login`);
        // The session is the browser profile's (localStorage): a later run may find it signed in.
        const shown = await page.waitForSelector('#login-username, [data-testid="console-layout"]', { timeout: 60_000 });
        if ((await shown.evaluate((el) => el.id)) === 'login-username') {
          // Locators wait for the element again: the form can re-render between the wait and the typing.
          await page.locator('#login-username').fill('admin');
          await page.locator('#login-password').fill(TEST_ADMIN_PASSWORD);
          await page.locator('[data-testid="login-submit"]').click();
          await page.waitForSelector('[data-testid="console-layout"]', { timeout: 60_000 });
        }
        orderRuns.push(await audit(page, `${url}/order/order-list`, config, true));
        await page.close();
      }
      rows.push({ page: 'order-list', formFactor, runs: orderRuns });
    }
  } finally {
    await browser.disconnect();
    await chromium.close();
  }
  return rows;
}

const server = await startTestServer();
const results = [];
try {
  const bytes = await measureBytes(server.url);
  console.log('| encoding | /login kB (requests) | /home kB (requests) | /home keyboard layer kB (requests) | API kB /login, /home | served as |');
  console.log('|---|---|---|---|---|---|');
  for (const r of bytes) {
    console.log(`| ${r.label} | ${kb(r.login.bytes)} (${r.login.requests}) | ${kb(r.home.bytes)} (${r.home.requests}) | ${kb(r.home.laterBytes)} (${r.home.laterRequests}) | ${kb(r.login.apiBytes)}, ${kb(r.home.apiBytes)} | ${r.login.encodings} / ${r.home.encodings} |`);
  }
  const brotli = bytes.find((r) => r.label === 'br');
  if (brotli) for (const [name, summary] of [['/login', brotli.login], ['/home', brotli.home]]) console.log(`\n${name} with brotli, kB with headers: ${summary.files.join(', ')}`);
  for (const r of bytes) {
    for (const [name, summary] of [['login', r.login], ['home', r.home]]) {
      const figures = { name: `delivery-bytes-${name}-${r.label}`, kb: kb(summary.bytes), requests: summary.requests, ...(name === 'home' ? { keyboard_layer_kb: kb(summary.laterBytes) } : {}), api_kb: kb(summary.apiBytes) };
      results.push(r.label === 'br' ? { ...figures, budget: BYTES_BUDGET_KB[name], pass: figures.kb <= BYTES_BUDGET_KB[name] } : figures);
    }
  }

  const audits = process.env.DELIVERY_SKIP_LIGHTHOUSE ? [] : await runLighthouse(server.url);
  console.log('');
  for (const row of audits) {
    const performance = median(row.runs.map((r) => r.scores.performance));
    const best = row.runs.find((r) => r.scores.performance === performance) ?? row.runs[0];
    const scores = { performance, accessibility: Math.min(...row.runs.map((r) => r.scores.accessibility)), 'best-practices': Math.min(...row.runs.map((r) => r.scores['best-practices'])) };
    const m = best.metrics;
    console.log(`${row.page} ${row.formFactor}: performance ${row.runs.map((r) => r.scores.performance).join('/')} (median ${performance}), accessibility ${scores.accessibility}, best practices ${scores['best-practices']}; FCP ${Math.round(m['first-contentful-paint'])} ms, LCP ${Math.round(m['largest-contentful-paint'])} ms, TBT ${Math.round(m['total-blocking-time'])} ms, SI ${Math.round(m['speed-index'])} ms, CLS ${m['cumulative-layout-shift']?.toFixed(3)}`);
    if (best.failing.length) console.log(`  below 1: ${best.failing.join(', ')}`);
    const conditions = { load_avg: Math.round(median(row.runs.map((r) => r.conditions.load)) * 10) / 10, benchmark_index: median(row.runs.map((r) => r.conditions.benchmarkIndex ?? 0)) };
    const base = { name: `lighthouse-${row.formFactor}-${row.page}`, ...Object.fromEntries(Object.entries(scores).map(([k, v]) => [k.replace('-', '_'), v])), fcp_ms: Math.round(m['first-contentful-paint']), lcp_ms: Math.round(m['largest-contentful-paint']), tbt_ms: Math.round(m['total-blocking-time']), runs: row.runs.length, ...conditions };
    if (row.formFactor === 'mobile') {
      const pass = CATEGORIES.every((c) => scores[c] >= SCORE_BUDGET[c]);
      results.push({ ...base, budget: 'performance ≥ 95, accessibility 100, best practices 100', pass });
    } else {
      results.push(base);
    }
  }
} finally {
  await server.stop();
}

console.log('');
for (const r of results) console.log(`RESULT ${JSON.stringify(r)}`);
if (results.some((r) => r.pass === false)) process.exitCode = 1;
