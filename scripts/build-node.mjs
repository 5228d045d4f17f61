// Bundles the server and the CLI into plain JavaScript so they start fast: core is inlined,
// npm dependencies stay external and are loaded from node_modules, except the server's start set
// (serverInlined below).
// `node scripts/build-node.mjs` builds all three; `… server`, `… cli` or `… seed-scale` builds one.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { asciiOnly } from './build/ascii-only.mjs';
import { interactiveEntries, interactiveGates } from './build/interactive-gates.mjs';
import {
  ansiTokenizeShortcuts,
  inkIncrementalRewind,
  inkSharedBlankCell,
  lazySliceAnsiSegmenter,
  noReactDevtools,
  noTopLevelAwait,
  shareEsmNamespaces,
  stringWidthLazyEmoji,
} from './build/interactive-vendor-plugins.mjs';

const externalsOf = (pkgPath, inlined = []) => {
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const core = JSON.parse(readFileSync('packages/core/package.json', 'utf8'));
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(core.dependencies ?? {})];
  return names.filter((n) => n !== '@careops/core' && !inlined.includes(n)).flatMap((n) => [n, `${n}/*`]);
};

// What every server start loads, inlined with what they import (fastify brings pino, ajv,
// find-my-way…): Node 20 resolves, reads and compiles each file of an external package on its
// own (~700 files here), which was most of the start time (docs/server.md, Start-up time).
// Only pure JavaScript that never loads files beside its own code at run time (pino would for
// log transports, which the server does not use). External stay: native addons (better-sqlite3,
// argon2), svg-captcha (reads its font from its folder) and pg (PostgreSQL only).
const serverInlined = ['fastify', '@fastify/formbody', '@fastify/static', 'kysely', 'zod', 'xstate', 'dayjs', 'fflate'];
const serverBuild = {
  external: externalsOf('apps/server/package.json', serverInlined),
  // Inlined CommonJS (fastify and its dependencies) calls require() for Node's own modules.
  banner: { js: "import { createRequire as careopsCreateRequire } from 'node:module';\nconst require = careopsCreateRequire(import.meta.url);" },
};

// What a command talking to the server loads, inlined for the same reason. Ink and React are
// inlined too, into dist/interactive.cjs, which only interactive views load (the console, the
// progress bar; docs/cli.md, docs/terminal-console.md): as packages Node resolved and compiled their ~200
// files on every start of the console (~1.2 s on the shared machine; inlined ~0.25 s). React's
// production build; Ink's React DevTools hook (never enabled in the CLI) is left out.
const cliInlined = ['commander', 'zod', 'xstate', 'dayjs', 'ofetch', 'string-width', 'ink', 'react'];
// The command path is one CommonJS function (dist/program.cjs) that dist/main.cjs runs through
// V8's code cache (apps/cli/src/launch/): Node 20 caches no ES module's compiled code, and the
// split ES module bundle this replaced compiled ~15–20 files on every start (docs/cli.md,
// Start-up). Ink and React are a second such function (dist/interactive.cjs, with a code cache
// of its own; their top-level awaits are patched out, scripts/build/interactive-vendor-plugins.mjs),
// run only behind the gates of scripts/build/interactive-gates.mjs; the bundle's require() of
// them is answered from it, so core and the CLI exist once per process.
const cliInteractive = ['ink', 'react', 'react/jsx-runtime'];
const cliDefine = { 'process.env.NODE_ENV': '"production"' };
const cliExternal = [...externalsOf('apps/cli/package.json', cliInlined), ...cliInteractive];

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };

/**
 * A CommonJS file that is one function expression taking `params`, for vm.Script with V8's code
 * cache (apps/cli/src/launch/run-program.ts); import() becomes require(), since a plain function
 * has no module loader.
 */
const functionScript = (params) => ({
  format: 'cjs',
  supported: { 'dynamic-import': false },
  banner: { js: `(function (${params.join(', ')}) {` },
  footer: { js: '})' },
});
const commonJsParams = ['exports', 'require', 'module', '__filename', '__dirname'];

const targets = {
  server: () => build({ ...common, ...serverBuild, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.js' }),
  cli: async () => {
    const cli = 'apps/cli/dist';
    const gated = new Set();
    await Promise.all([
      build({
        ...common,
        ...functionScript(commonJsParams),
        entryPoints: ['apps/cli/src/main.ts'],
        outfile: `${cli}/program.cjs`,
        external: cliExternal,
        define: cliDefine,
        jsx: 'automatic',
        plugins: [interactiveGates(gated)],
      }),
      // The launcher's second half, CommonJS as bin/careops.js is (no ES module loader on a start).
      build({
        ...common,
        format: 'cjs',
        entryPoints: ['apps/cli/src/launch/run-program.ts'],
        outfile: `${cli}/main.cjs`,
        define: { 'import.meta.url': 'careopsLauncherUrl' },
        banner: { js: "const careopsLauncherUrl = require('node:url').pathToFileURL(__filename).href;" },
      }),
      build({
        ...common,
        ...functionScript([...commonJsParams, 'careopsImportMetaUrl']),
        entryPoints: ['apps/cli/src/launch/interactive-vendor.ts'],
        outfile: `${cli}/interactive.cjs`,
        define: { ...cliDefine, 'import.meta.url': 'careopsImportMetaUrl' },
        plugins: [noReactDevtools, noTopLevelAwait, ansiTokenizeShortcuts, inkSharedBlankCell, inkIncrementalRewind, stringWidthLazyEmoji, lazySliceAnsiSegmenter],
      }),
    ]);
    shareEsmNamespaces(`${cli}/interactive.cjs`);
    for (const bundle of ['program.cjs', 'interactive.cjs']) asciiOnly(`${cli}/${bundle}`);
    const missing = interactiveEntries.filter((e) => !gated.has(e.module));
    if (missing.length > 0) throw new Error(`interactive-gates: no longer imported where expected: ${missing.map((e) => `${e.module} from ${e.from}`).join(', ')}`);
    // Earlier builds left their ES module chunks and Ink's ES module here.
    for (const old of ['chunks', 'interactive.js', 'interactive.js.map', 'main.js', 'main.js.map']) rmSync(`${cli}/${old}`, { recursive: true, force: true });
  },
  // `npm run seed:scale`: the scale data set (apps/server/src/seed/scale), on the server's own migrations.
  'seed-scale': () => build({ ...common, entryPoints: ['apps/server/src/seed/scale/main.ts'], outfile: 'apps/server/dist/seed-scale.js', external: externalsOf('apps/server/package.json') }),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in targets));
if (unknown.length > 0) {
  console.error(`unknown build target ${unknown.join(', ')}; known: ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}
await Promise.all((wanted.length > 0 ? wanted : Object.keys(targets)).map((name) => targets[name]()));
