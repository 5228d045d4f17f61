// Bundles the server and the CLI into plain JavaScript so they start fast: core is inlined,
// every npm dependency stays external and is loaded from node_modules.
// `node scripts/build-node.mjs` builds all three; `… server`, `… cli` or `… seed-scale` builds one.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const externalsOf = (pkgPath) => {
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const core = JSON.parse(readFileSync('packages/core/package.json', 'utf8'));
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(core.dependencies ?? {})];
  return names.filter((n) => n !== '@careops/core').flatMap((n) => [n, `${n}/*`]);
};

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };

const targets = {
  server: () => build({ ...common, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.js', external: externalsOf('apps/server/package.json') }),
  cli: () => build({ ...common, entryPoints: ['apps/cli/src/main.ts'], outfile: 'apps/cli/dist/main.js', external: externalsOf('apps/cli/package.json'), jsx: 'automatic' }),
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
