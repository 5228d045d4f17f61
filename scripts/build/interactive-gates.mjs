// The esbuild plugin that keeps Ink and React out of the CLI's command bundle: the import of each
// module that starts an interactive view is replaced by a gate whose async exports load
// dist/interactive.cjs first (scripts/build-node.mjs, the cli target; docs/cli.md, Start-up).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// Each module that starts an interactive view, and the one module that imports it: that import
// is replaced by a gate whose async exports load Ink and React first, then the module.
export const interactiveEntries = [
  { module: 'apps/cli/src/console/mount-console.tsx', from: 'apps/cli/src/console/open-console.ts' },
  { module: 'apps/cli/src/live/sos-watch-view.tsx', from: 'apps/cli/src/live/live-commands.ts' },
  { module: 'apps/cli/src/ink/progress.tsx', from: 'apps/cli/src/program/progress-reporter.ts' },
];
export const interactiveGates = (gated) => ({
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
