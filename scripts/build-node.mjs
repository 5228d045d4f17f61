// Bundles the server and the CLI into plain JavaScript so they start fast: core is inlined,
// npm dependencies stay external and are loaded from node_modules, except the server's start set
// (serverInlined below).
// `node scripts/build-node.mjs` builds all three; `… server`, `… cli` or `… seed-scale` builds one.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

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
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'no-react-devtools' }));
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
const cliBuild = {
  external: externalsOf('apps/cli/package.json', cliInlined),
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  banner: serverBuild.banner,
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [noReactDevtools, yogaWithoutFetch],
};

// Chunk names carry a content hash, so every build that changes one writes new files beside the
// old; once the new main.js is written, the chunks this build did not write are unreachable.
// Removed after the build, not before, so a careops starting meanwhile still finds its chunks.
const cliChunksDir = 'apps/cli/dist/chunks';
const removeStaleChunks = (metafile) => {
  const written = new Set(Object.keys(metafile.outputs));
  for (const name of readdirSync(cliChunksDir)) {
    if (!written.has(`${cliChunksDir}/${name}`)) rmSync(`${cliChunksDir}/${name}`, { force: true });
  }
};

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };

const targets = {
  server: () => build({ ...common, ...serverBuild, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.js' }),
  // Split: each area's commands (and Ink, for interactive views) are chunks loaded when a command
  // line needs them; zod, dayjs and commander are inlined like the server's start set.
  cli: async () => {
    const result = await build({ ...common, ...cliBuild, entryPoints: { main: 'apps/cli/src/main.ts' }, outdir: 'apps/cli/dist', jsx: 'automatic', metafile: true });
    removeStaleChunks(result.metafile);
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
