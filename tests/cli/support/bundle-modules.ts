import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { careops, type CareopsRun, type RunOptions } from './run-careops';

interface ScriptCoverage {
  url: string;
  functions: { functionName: string; ranges: { count: number }[] }[];
}

/** A run's V8 coverage folder: what `modulesRunIn` reads after the process exited. */
export function coverageDir(): { dir: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'careops-coverage-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The modules of the CLI bundle (dist/program.cjs) that a run initialised, by source path
 * (`apps/cli/src/console/open-console.ts`, `node_modules/string-width/index.js`), and the scripts it loaded (file URLs and paths).
 * The bundle is one file whose modules esbuild wraps in functions named by their path, run
 * when first imported; V8's coverage says which ran.
 */
export function modulesRunIn(dir: string): { modules: string[]; scripts: string[] } {
  const modules = new Set<string>();
  const scripts = new Set<string>();
  for (const name of readdirSync(dir)) {
    const { result } = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { result: ScriptCoverage[] };
    for (const script of result) {
      if (!/\/apps\/cli\/dist\//.test(script.url)) continue;
      scripts.add(script.url);
      for (const fn of script.functions) {
        if (/^(apps|packages)\/[\w/.-]+\.tsx?$|^node_modules\/[\w/@.-]+\.[cm]?js$/.test(fn.functionName) && (fn.ranges[0]?.count ?? 0) > 0) modules.add(fn.functionName);
      }
    }
  }
  return { modules: [...modules].sort(), scripts: [...scripts].sort() };
}

/** Runs careops and reports the bundle's modules it initialised and the dist scripts it loaded. */
export async function careopsRunning(args: string[], options: RunOptions = {}): Promise<{ run: CareopsRun; modules: string[]; scripts: string[] }> {
  const coverage = coverageDir();
  try {
    const run = await careops(args, { ...options, env: { ...options.env, NODE_V8_COVERAGE: coverage.dir } });
    return { run, ...modulesRunIn(coverage.dir) };
  } finally {
    coverage.dispose();
  }
}
