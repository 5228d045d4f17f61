// Bundles the server and the CLI into plain JavaScript so they start fast: core is inlined,
// npm dependencies stay external and are loaded from node_modules, except the server's start set
// (serverInlined below).
// `node scripts/build-node.mjs` builds all three; `… server`, `… cli` or `… seed-scale` builds one.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

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
// inlined too, into the chunks only interactive views import (the console, the progress bar;
// docs/cli.md, docs/terminal-console.md): as packages Node resolved and compiled their ~200
// files on every start of the console (~1.2 s on the shared machine; inlined ~0.25 s). React's
// production build; Ink's React DevTools hook (never enabled in the CLI) is left out.
const cliInlined = ['commander', 'zod', 'xstate', 'dayjs', 'ofetch', 'string-width', 'ink', 'react'];
const noReactDevtools = {
  name: 'no-react-devtools',
  setup(b) {
    // ws only serves the DevTools' connection (Ink's window polyfill): 130 kB less to compile on every console start.
    b.onResolve({ filter: /^(react-devtools-core|ws)$/ }, (args) => ({ path: args.path, namespace: 'no-react-devtools' }));
    b.onLoad({ filter: /.*/, namespace: 'no-react-devtools' }, () => ({ contents: 'export default {};' }));
  },
};
// Yoga (Ink's layout) carries its WebAssembly as base64 and, where a global fetch exists,
// fetches that data: URL, which makes Node load its whole fetch implementation (undici, ~20 ms
// of the console's start) only to decode it; the loader's own synchronous decoding is used instead.
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(b) {
    b.onLoad({ filter: /yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replaceAll('"function"!=typeof fetch', 'true');
      if (contents === source) throw new Error(`yoga-without-fetch: the loader's fetch check is no longer in ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};
// Ink turns each frame into text cell by cell (ansi-tokenize): each cell gets its own copy of
// its styles, and is diffed with the previous cell's (three Sets and two filters a cell, ~5,000
// cells a frame): most of a frame's CPU and garbage, the first frame's most of all. Patched
// without changing a result: cells share the styles array in force (the tokenizer replaces it,
// never changes it), cells with the same styles as the previous one (plain text, a reversed
// row) have nothing to diff, no styles are no text, and plain ASCII skips grapheme segmenting.
const ansiTokenizePatches = [
  { file: 'diff.js', find: 'export function diffAnsiCodes(from, to) {', add: '\n    if (from.length === to.length && from.every((code, i) => code.code === to[i].code && code.endCode === to[i].endCode)) return [];' },
  { file: 'styledChars.js', find: 'styles: [...codes],', replace: 'styles: codes,' },
  { file: 'ansiCodes.js', find: 'export function ansiCodesToString(codes) {', add: '\n    if (codes.length === 0) return "";' },
  // A line of printable ASCII is one narrow character a grapheme: no segmenter needed.
  { file: 'tokenize.js', find: 'export function tokenize(str, endChar = Number.POSITIVE_INFINITY) {', add: '\n    if (/^[\\x20-\\x7e]*$/.test(str)) { const ret = []; for (let i = 0; i < str.length; i++) { ret.push({ type: "char", value: str[i], fullWidth: false }); if (i + 1 >= endChar) break; } return ret; }' },
];
const ansiTokenizeShortcuts = {
  name: 'ansi-tokenize-shortcuts',
  setup(b) {
    b.onLoad({ filter: /@alcalzone[\\/]ansi-tokenize[\\/]build[\\/](diff|styledChars|ansiCodes|tokenize)\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const patch = ansiTokenizePatches.find((p) => args.path.endsWith(p.file));
      const contents = patch ? source.replace(patch.find, patch.replace ?? `${patch.find}${patch.add}`) : source;
      if (contents === source) throw new Error(`ansi-tokenize-shortcuts: \`${patch?.find}\` is no longer in ${args.path}`);
      return { contents, loader: 'js' };
    });
  },
};
// string-width builds its RGI emoji expression (~20 ms: every emoji sequence of Unicode) when
// loaded, and Ink's first frame needs it only because of a non-ASCII character such as `·`.
// Only a text with a non-ASCII character and an emoji code point can be an RGI emoji (a keycap
// has U+FE0F): the expression is built when such a text first shows.
const stringWidthLazyEmoji = {
  name: 'string-width-lazy-emoji',
  setup(b) {
    const find = 'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;';
    const lazy = [
      'let careopsRgiEmoji;',
      'const careopsNonAscii = /[^\\x00-\\x7f]/;',
      'const careopsEmoji = /\\p{Emoji}/u;',
      'const rgiEmojiRegex = { test: (segment) => careopsNonAscii.test(segment) && careopsEmoji.test(segment) && (careopsRgiEmoji ??= /^\\p{RGI_Emoji}$/v).test(segment) };',
    ].join('\n');
    b.onLoad({ filter: /[\\/]node_modules[\\/]string-width[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (source.includes(find)) return { contents: source.replace(find, () => lazy), loader: 'js' };
      // Older copies (wrap-ansi's) have no such expression; the one Ink measures with must.
      if (args.path === resolve('node_modules/string-width/index.js')) throw new Error(`string-width-lazy-emoji: the RGI emoji expression is no longer in ${args.path}`);
      return undefined;
    });
  },
};
// Ink fills each frame's grid with a new blank cell object (and styles array) per cell before
// writing the text over it: ~5,000 objects a frame for the garbage collector. One frozen blank
// cell serves them all (cells are replaced, never changed).
const inkSharedBlankCell = {
  name: 'ink-shared-blank-cell',
  setup(b) {
    b.onLoad({ filter: /[\\/]ink[\\/]build[\\/]output\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const blank = /row\.push\(\{\s*type: 'char',\s*value: ' ',\s*fullWidth: false,\s*styles: \[\],\s*\}\);/;
      if (!blank.test(source)) throw new Error(`ink-shared-blank-cell: the blank cell is no longer in ${args.path}`);
      const shared = "const careopsBlankCell = Object.freeze({ type: 'char', value: ' ', fullWidth: false, styles: Object.freeze([]) });\n";
      return { contents: shared + source.replace(blank, 'row.push(careopsBlankCell);'), loader: 'js' };
    });
  },
};
// The command path is one CommonJS function (dist/program.cjs) that dist/main.js runs through
// V8's code cache (apps/cli/src/launch/): Node 20 caches no ES module's compiled code, and the
// split ES module bundle this replaced compiled ~15–20 files on every start (docs/cli.md,
// Start-up). Ink and React need top-level await (yoga), so they are an ES module of their own
// (dist/interactive.js), loaded only behind the interactive entries below; the bundle's
// require() of them is answered from it, so core and the CLI exist once per process.
const cliInteractive = ['ink', 'react', 'react/jsx-runtime'];
// Each module that starts an interactive view, and the one module that imports it: that import
// is replaced by a gate whose async exports load Ink and React first, then the module.
const interactiveEntries = [
  { module: 'apps/cli/src/console/mount-console.tsx', from: 'apps/cli/src/console/open-console.ts' },
  { module: 'apps/cli/src/live/sos-watch-view.tsx', from: 'apps/cli/src/live/live-commands.ts' },
  { module: 'apps/cli/src/ink/progress.tsx', from: 'apps/cli/src/program/progress-reporter.ts' },
];
const interactiveGates = (gated) => ({
  name: 'interactive-gates',
  setup(b) {
    const entryOf = (path, importer) => interactiveEntries.find((e) => path === resolve(e.module) && importer === resolve(e.from));
    b.onResolve({ filter: /^careops:interactive$/ }, (args) => ({ path: args.path, external: true }));
    b.onResolve({ filter: /(mount-console|sos-watch-view|progress)$/ }, async (args) => {
      if (args.namespace === 'interactive-gate' || args.pluginData?.real) return undefined;
      const real = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { real: true } });
      const entry = entryOf(real.path, args.importer);
      if (!entry) return undefined;
      gated.add(entry.module);
      return { path: real.path, namespace: 'interactive-gate' };
    });
    b.onLoad({ filter: /.*/, namespace: 'interactive-gate' }, (args) => {
      const names = [...readFileSync(args.path, 'utf8').matchAll(/^export async function (\w+)/gm)].map((m) => m[1]);
      if (names.length === 0) throw new Error(`interactive-gates: ${args.path} exports no async function to gate`);
      const contents = [
        "const loadInteractive = require('careops:interactive');",
        `const real = () => loadInteractive().then(() => import(${JSON.stringify(args.path)}));`,
        ...names.map((n) => `export const ${n} = async (...args) => (await real()).${n}(...args);`),
      ].join('\n');
      return { contents, loader: 'js', resolveDir: dirname(args.path) };
    });
  },
});
const cliDefine = { 'process.env.NODE_ENV': '"production"' };
const cliExternal = [...externalsOf('apps/cli/package.json', cliInlined), ...cliInteractive];

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };

const targets = {
  server: () => build({ ...common, ...serverBuild, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.js' }),
  cli: async () => {
    const cli = 'apps/cli/dist';
    const gated = new Set();
    await Promise.all([
      build({
        ...common,
        format: 'cjs',
        entryPoints: ['apps/cli/src/main.ts'],
        outfile: `${cli}/program.cjs`,
        external: cliExternal,
        define: cliDefine,
        jsx: 'automatic',
        // import() becomes require(): the bundle runs as a plain function, where import() has no loader.
        supported: { 'dynamic-import': false },
        // The file is one function expression for vm.Script (apps/cli/src/launch/run-program.ts).
        banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
        footer: { js: '})' },
        plugins: [interactiveGates(gated)],
      }),
      build({ ...common, entryPoints: ['apps/cli/src/launch/run-program.ts'], outfile: `${cli}/main.js` }),
      build({
        ...common,
        entryPoints: ['apps/cli/src/launch/interactive-vendor.ts'],
        outfile: `${cli}/interactive.js`,
        banner: serverBuild.banner,
        define: cliDefine,
        plugins: [noReactDevtools, yogaWithoutFetch, ansiTokenizeShortcuts, inkSharedBlankCell, stringWidthLazyEmoji],
      }),
    ]);
    const missing = interactiveEntries.filter((e) => !gated.has(e.module));
    if (missing.length > 0) throw new Error(`interactive-gates: no longer imported where expected: ${missing.map((e) => `${e.module} from ${e.from}`).join(', ')}`);
    // The split ES module build this replaced left its chunks here.
    rmSync(`${cli}/chunks`, { recursive: true, force: true });
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
