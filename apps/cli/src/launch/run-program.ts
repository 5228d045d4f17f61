// What bin/careops.js loads (bundled to dist/main.js): runs the command bundle, dist/program.cjs
// (one CommonJS function holding the CLI, core and their packages), through vm.Script with V8's
// code cache. Node 20 has no compile cache for modules; compiling the bundle's code on every
// start was most of a command's start-up (docs/cli.md, Start-up). The cache is written after the
// first run (at exit, so the functions that run compiled lazily are in it) and rewritten when V8
// refuses it. Ink and React are an ES module of their own (dist/interactive.js), loaded only
// when an interactive view asks for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { commandWords } from '../program/command-words';
import { reportedCacheVariant } from './cache-variant';
import { openCodeCache } from './code-cache';

const bundle = fileURLToPath(new URL('./program.cjs', import.meta.url));
const interactiveNames = new Set(['ink', 'react', 'react/jsx-runtime']);
// A developer switch: says on stderr whether the code cache was used, refused or written.
const debug = process.env.CAREOPS_DEBUG_CODE_CACHE === '1';
type CacheEvent = 'none' | 'used' | 'refused' | 'written' | 'unwritable' | 'unrecognised';
const say = (event: CacheEvent, file?: string) => debug && process.stderr.write(`${JSON.stringify({ codeCache: event, file })}\n`);

let interactive: Readonly<Record<string, unknown>> | undefined;
let loadingInteractive: Promise<void> | undefined;
/** `require('careops:interactive')` in the bundle: loads Ink and React before an interactive view starts. */
const loadInteractive = (): Promise<void> =>
  (loadingInteractive ??= import(new URL('./interactive.js', import.meta.url).href).then((m: { modules: Record<string, unknown> }) => {
    interactive = m.modules;
  }));

const nodeRequire = createRequire(bundle);
function bundleRequire(name: string): unknown {
  if (name === 'careops:interactive') return loadInteractive;
  if (interactiveNames.has(name)) {
    // Only code behind loadInteractive() asks for these (scripts/build-node.mjs, interactive entries).
    if (!interactive) throw new Error(`careops: ${name} was required before the interactive modules were loaded`);
    return interactive[name];
  }
  return nodeRequire(name);
}

/**
 * The command line's first two words (`orders.view`, `whoami`), which name its cache: each cache
 * holds the functions its command ran (the program confirms the name before one is written).
 * `main` without a word; `other` for a first word no command could have.
 */
function variantOf(argv: readonly string[]): string {
  const words = commandWords(argv).slice(0, 2);
  if (words.length === 0) return 'main';
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(words[0] ?? '')) return 'other';
  return words.filter((word) => /^[a-z][a-z0-9-]{0,31}$/.test(word)).join('.');
}

const variant = variantOf(process.argv.slice(2));
const cache = openCodeCache(bundle, variant);
const script = new Script(readFileSync(bundle, 'utf8'), { filename: bundle, ...(cache.data ? { cachedData: cache.data } : {}) });
const usable = cache.data !== undefined && !script.cachedDataRejected;
say(cache.data === undefined ? 'none' : usable ? 'used' : 'refused', cache.file);
if (!usable) {
  process.once('exit', () => {
    // Written only for a command line the program recognised: a typo gets no cache file.
    const reported = reportedCacheVariant();
    if (reported === undefined) return say('unrecognised');
    const target = reported === variant ? cache : openCodeCache(bundle, reported);
    if (target !== cache && target.data) return;
    try {
      const written = target.write(script.createCachedData());
      say(written ? 'written' : 'unwritable', written ?? target.file);
    } catch {
      // A cache is never worth failing a command.
    }
  });
}

const bundleModule = { exports: {} };
const run = script.runInThisContext() as (exports: object, require: (name: string) => unknown, module: object, filename: string, dirname: string) => void;
run.call(bundleModule.exports, bundleModule.exports, bundleRequire, bundleModule, bundle, dirname(bundle));
