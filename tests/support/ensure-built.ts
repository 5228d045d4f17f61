// The tests run the real bundles (apps/server/dist, apps/cli/dist). This rebuilds one when it is
// missing or older than its sources; parallel test files take turns through a lock directory.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type BuildTarget = 'server' | 'cli' | 'seed-scale';

const bundleOf: Record<BuildTarget, string> = { server: 'apps/server/dist/main.js', cli: 'apps/cli/dist/main.cjs', 'seed-scale': 'apps/server/dist/seed-scale.js' };
const sourcesOf: Record<BuildTarget, string> = { server: 'apps/server/src', cli: 'apps/cli/src', 'seed-scale': 'apps/server/src' };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(target: BuildTarget): boolean {
  let built: number;
  try {
    built = statSync(join(repoRoot, bundleOf[target])).mtimeMs;
  } catch {
    return true;
  }
  return Math.max(newestMtime(join(repoRoot, sourcesOf[target])), newestMtime(join(repoRoot, 'packages/core/src'))) > built;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds `target` with scripts/build-node.mjs unless its bundle is newer than its sources. */
export async function ensureBuilt(target: BuildTarget): Promise<void> {
  if (!isStale(target)) return;
  const lock = join(tmpdir(), `careops-build-${target}-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}`);
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
      if (!isStale(target)) return;
    }
  }
  try {
    if (!isStale(target)) return;
    const run = spawnSync(process.execPath, ['scripts/build-node.mjs', target], { cwd: repoRoot, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`building the ${target} failed:\n${run.stderr}`);
  } finally {
    rmdirSync(lock);
  }
}
