// Initial JavaScript of the web console, gzip-compressed (budget: 150 kB each):
// what a browser must download and run before it can show /login, and before it can show the
// signed-in shell on /home. Read from Vite's manifest after a production build: the entry
// chunk, the lazily loaded chunk(s) the route renders first, and all their static imports.
// Chunks loaded later on demand (other pages, dialogs, the terminal window) are listed apart.
// The keyboard layer (palette, chords) is fetched in parallel with the shell's first render
// (apps/web/src/platform/layout/keyboard-loader.tsx), not before it; its total is reported too, without
// a budget, so nothing is hidden.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const root = new URL('..', import.meta.url).pathname;
const webDir = join(root, 'apps/web');
const dist = join(webDir, 'dist');

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@careops/web'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (built.status !== 0) {
    console.error(built.stdout, built.stderr);
    process.exit(1);
  }
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], src?: string}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('the manifest has no entry chunk');

/** The manifest key of a source module that starts a lazy chunk. */
function chunkOf(source) {
  const key = Object.keys(manifest).find((k) => k === source || manifest[k].src === source);
  if (!key) throw new Error(`no chunk for ${source} in the manifest (was it renamed?)`);
  return key;
}

/** A chunk and everything it imports statically (what must load before it runs). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const rawKb = (file) => readFileSync(join(dist, file)).length / 1024;

// What each route renders before it is usable (see apps/web/src/app/app.tsx and platform/shell/signed-in-area.tsx).
// main.tsx sets the language and the business time zone, then loads the console (app/boot.tsx).
const BOOT = 'src/app/boot.tsx';
const routes = [
  { name: 'web-initial-js-login', route: '/login', lazy: [BOOT, 'src/platform/auth/login-page.tsx'] },
  { name: 'web-initial-js-shell', route: '/home (signed in)', lazy: [BOOT, 'src/platform/layout/console-layout.tsx', 'src/areas/home/home-page.tsx'] },
];

const informational = [
  { name: 'web-js-shell-with-keyboard-layer', route: '/home + keyboard layer (after first paint)', lazy: [...routes[1].lazy, 'src/platform/keyboard/keyboard-layer.tsx'] },
];

// The Chinese catalogue is one chunk, loaded before the console only when zh-CN is chosen.
const ZH = '../../packages/core/src/i18n/zh-CN/index.ts';
informational.push(
  { name: 'web-initial-js-shell-zh-CN', route: '/home (signed in), in Chinese', lazy: [...routes[1].lazy, ZH] },
);

const rows = [];
for (const r of [...routes, ...informational]) {
  const chunks = closure([entryKey, ...r.lazy.map(chunkOf)]);
  const files = [...chunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const kb = files.reduce((sum, f) => sum + gzipKb(f), 0);
  const raw = files.reduce((sum, f) => sum + rawKb(f), 0);
  rows.push({ ...r, files, kb, raw });
}

const initial = new Set(rows.flatMap((r) => r.files));
const budgeted = new Set(routes.map((r) => r.name));
// English never downloads the Chinese texts: the zh-CN chunk is in no English route's closure.
const zhOnly = manifest[chunkOf(ZH)].file;
for (const r of rows.filter((row) => budgeted.has(row.name))) {
  if (r.files.includes(zhOnly)) {
    console.error(`${r.route} loads the zh-CN catalogue (${zhOnly}) although it is English`);
    process.exitCode = 1;
  }
}

const later = Object.values(manifest)
  .map((c) => c.file)
  .filter((f) => f.endsWith('.js') && !initial.has(f));

console.log('| route | chunks | raw kB | gzip kB | budget |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.route} | ${r.files.length} | ${r.raw.toFixed(1)} | ${r.kb.toFixed(1)} | ${budgeted.has(r.name) ? BUDGET_KB : '—'} |`);
console.log('');
console.log(`Loaded on demand later (${later.length} chunks, ${later.reduce((s, f) => s + gzipKb(f), 0).toFixed(1)} kB gzip): ${later.join(', ')}`);
console.log('');
for (const r of rows) {
  const figures = { name: r.name, kb: Number(r.kb.toFixed(2)) };
  console.log(`RESULT ${JSON.stringify(budgeted.has(r.name) ? { ...figures, budget: BUDGET_KB, pass: r.kb <= BUDGET_KB } : figures)}`);
}
if (rows.some((r) => budgeted.has(r.name) && r.kb > BUDGET_KB)) process.exitCode = 1;
