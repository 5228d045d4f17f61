import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const bundle = join(repoRoot, 'apps/cli/dist/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(): boolean {
  let built: number;
  try {
    built = statSync(bundle).mtimeMs;
  } catch {
    return true;
  }
  return Math.max(newestMtime(join(repoRoot, 'apps/cli/src')), newestMtime(join(repoRoot, 'packages/core/src'))) > built;
}

/** The CLI alone, with the options of scripts/build-node.mjs. */
const cliOnlyBuild = `
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
const deps = (p) => Object.keys(JSON.parse(readFileSync(p, 'utf8')).dependencies ?? {});
const external = [...deps('apps/cli/package.json'), ...deps('packages/core/package.json')]
  .filter((n) => n !== '@careops/core').flatMap((n) => [n, n + '/*']);
await build({ bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning',
  entryPoints: ['apps/cli/src/main.ts'], outfile: 'apps/cli/dist/main.js', external, jsx: 'automatic' });
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds apps/cli/dist/main.js when it is missing or older than its sources (the tests run the
 * real bundle). Parallel test files take turns through a lock directory.
 */
export async function ensureCliBuilt(): Promise<void> {
  if (!isStale()) return;
  const lock = join(tmpdir(), `careops-cli-build-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmdirSync(lock);
      } catch {
        // Released meanwhile.
      }
      await sleep(200);
      if (!isStale()) return;
    }
  }
  try {
    if (!isStale()) return;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', cliOnlyBuild], { cwd: repoRoot, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`building the CLI failed:\n${run.stderr}`);
  } finally {
    rmdirSync(lock);
  }
}
