#!/usr/bin/env node
// The `careops` launcher, CommonJS (bin/package.json): Node's ES module loader would cost every
// start ~3 ms more. `--version` is answered here from package.json, before anything else is
// loaded, so it costs about as much as starting node; everything else goes through
// dist/main.cjs, which runs the command bundle (dist/program.cjs) with V8's code cache.
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const first = process.argv[2];
if ((first === '--version' || first === '-V') && process.argv.length === 3) {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
  process.stdout.write(`${pkg.version}\n`);
} else {
  const main = join(__dirname, '..', 'dist', 'main.cjs');
  try {
    require(main);
  } catch (error) {
    // A developer message (the catalogue lives in the bundle that is missing).
    if (error?.code === 'MODULE_NOT_FOUND' && String(error.message).includes(main)) {
      process.stderr.write('careops: the CLI is not built yet; run `node scripts/build-node.mjs` (or `npm run build`)\n');
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}
