// Bundles the server and the CLI into plain JavaScript so they start fast: core is inlined,
// every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const externalsOf = (pkgPath) => {
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const core = JSON.parse(readFileSync('packages/core/package.json', 'utf8'));
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(core.dependencies ?? {})];
  return names.filter((n) => n !== '@careops/core').flatMap((n) => [n, `${n}/*`]);
};

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };

await Promise.all([
  build({ ...common, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.js', external: externalsOf('apps/server/package.json') }),
  build({ ...common, entryPoints: ['apps/cli/src/main.ts'], outfile: 'apps/cli/dist/main.js', external: externalsOf('apps/cli/package.json'), jsx: 'automatic' }),
]);
