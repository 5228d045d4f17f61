import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { careops, type CareopsRun, type RunOptions } from './run-careops';

const recorder = new URL('../fixtures/record-modules.mjs', import.meta.url).pathname;

/** Runs careops with a preload that records the URL of every module the process loads. */
export async function careopsLoading(args: string[], options: RunOptions = {}): Promise<{ run: CareopsRun; urls: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'careops-modules-'));
  const file = join(dir, 'modules.txt');
  try {
    const env = { ...options.env, NODE_OPTIONS: `--import=${recorder}`, CAREOPS_RECORD_MODULES: file };
    const run = await careops(args, { ...options, env });
    const urls = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    return { run, urls };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Ink, React and React's renderer: what an interactive screen loads. */
export const isInteractiveModule = (url: string) => /\/node_modules\/(ink|react|react-reconciler|yoga-layout)\//.test(url);
