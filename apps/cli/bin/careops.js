#!/usr/bin/env node
// The `careops` launcher. `--version` is answered here from package.json, before anything else
// is loaded, so it costs about as much as starting node; everything else goes through
// dist/main.js, which runs the command bundle (dist/program.cjs) with V8's code cache.
import { readFileSync } from 'node:fs';

const first = process.argv[2];
if ((first === '--version' || first === '-V') && process.argv.length === 3) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  process.stdout.write(`${pkg.version}\n`);
} else {
  try {
    await import('../dist/main.js');
  } catch (error) {
    // A developer message (the catalogue lives in the bundle that is missing).
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('dist/main.js')) {
      process.stderr.write('careops: the CLI is not built yet; run `node scripts/build-node.mjs` (or `npm run build`)\n');
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
