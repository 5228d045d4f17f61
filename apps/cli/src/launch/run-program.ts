// What bin/careops.js loads (bundled to dist/main.cjs): runs the command bundle, dist/program.cjs
// (one CommonJS function holding the CLI, core and their packages), through vm.Script with V8's
// code cache. Node 20 has no compile cache for modules; compiling the bundle's code on every
// start was most of a command's start-up (docs/cli.md, Start-up). The cache is written after the
// first run (at exit, so the functions that run compiled lazily are in it) and rewritten when V8
// refuses it. Ink and React are a second such function (dist/interactive.cjs) with code caches of
// their own, run only when an interactive view asks for them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Script } from 'node:vm';
import { commandWords } from '../program/command-words';
import { reportedCacheVariant } from './cache-variant';
import { openCodeCache } from './code-cache';

const bundle = fileURLToPath(new URL('./program.cjs', import.meta.url));
const interactiveBundle = fileURLToPath(new URL('./interactive.cjs', import.meta.url));
const interactiveNames = new Set(['ink', 'react', 'react/jsx-runtime']);
// A developer switch: says on stderr whether the code cache was used, refused or written.
const debug = process.env.CAREOPS_DEBUG_CODE_CACHE === '1';
type CacheEvent = 'none' | 'used' | 'refused' | 'written' | 'unwritable' | 'unrecognised';
const say = (event: CacheEvent, file?: string) => debug && process.stderr.write(`${JSON.stringify({ codeCache: event, file })}\n`);

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

/** Compiles `file` with its code cache for this command line; when there was none to use, one is written at exit. */
function compileCached(file: string): Script {
  const cache = openCodeCache(file, variant);
  // The build leaves the bundles pure ASCII (scripts/build/ascii-only.mjs): latin1 reads them without decoding.
  const script = new Script(readFileSync(file, 'latin1'), { filename: file, ...(cache.data ? { cachedData: cache.data } : {}) });
  const usable = cache.data !== undefined && !script.cachedDataRejected;
  say(cache.data === undefined ? 'none' : usable ? 'used' : 'refused', cache.file);
  if (!usable) {
    process.once('exit', () => {
      // Written only for a command line the program recognised: a typo gets no cache file.
      const reported = reportedCacheVariant();
      if (reported === undefined) return say('unrecognised');
      const target = reported === variant ? cache : openCodeCache(file, reported);
      if (target !== cache && target.data) return;
      try {
        const written = target.write(script.createCachedData());
        say(written ? 'written' : 'unwritable', written ?? target.file);
      } catch {
        // A cache is never worth failing a command.
      }
    });
  }
  return script;
}

const nodeRequire = createRequire(bundle);

let interactive: Readonly<Record<string, unknown>> | undefined;
/** Runs dist/interactive.cjs: what `require(name)` gives for Ink and React. */
function runInteractive(): Readonly<Record<string, unknown>> {
  const vendor = { exports: {} as { modules?: Readonly<Record<string, unknown>> } };
  const run = compileCached(interactiveBundle).runInThisContext() as (
    exports: object,
    require: (name: string) => unknown,
    module: object,
    filename: string,
    dirname: string,
    importMetaUrl: string,
  ) => void;
  run.call(vendor.exports, vendor.exports, nodeRequire, vendor, interactiveBundle, dirname(interactiveBundle), pathToFileURL(interactiveBundle).href);
  if (!vendor.exports.modules) throw new Error(`careops: ${interactiveBundle} gave no modules`);
  return vendor.exports.modules;
}
let loadingInteractive: Promise<void> | undefined;
/**
 * `require('careops:interactive')` in the bundle: loads Ink and React before an interactive view
 * starts, after a turn of the event loop (what the caller started beside it gets that turn).
 */
const loadInteractive = (): Promise<void> =>
  (loadingInteractive ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    interactive = runInteractive();
  }));

function bundleRequire(name: string): unknown {
  if (name === 'careops:interactive') return loadInteractive;
  if (interactiveNames.has(name)) {
    // Only code behind loadInteractive() asks for these (scripts/build-node.mjs, interactive entries).
    if (!interactive) throw new Error(`careops: ${name} was required before the interactive modules were loaded`);
    return interactive[name];
  }
  return nodeRequire(name);
}

const script = compileCached(bundle);
const bundleModule = { exports: {} };
const run = script.runInThisContext() as (exports: object, require: (name: string) => unknown, module: object, filename: string, dirname: string) => void;
run.call(bundleModule.exports, bundleModule.exports, bundleRequire, bundleModule, bundle, dirname(bundle));
