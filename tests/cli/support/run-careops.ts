import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;
/** The launcher users run (`careops` on PATH links to it). */
export const careopsBin = join(root, 'apps/cli/bin/careops.js');
export const cliBundle = join(root, 'apps/cli/dist/main.cjs');

export interface CareopsRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Extra environment; CAREOPS_* variables of the calling shell are never inherited. */
  env?: Record<string, string>;
  /** Written to stdin, which is then closed (stdin is a pipe, never a terminal). */
  input?: string;
  timeoutMs?: number;
}

/** The environment of a careops run: the parent's, without its CAREOPS_* settings. */
export function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !key.startsWith('CAREOPS_') && key !== 'NODE_OPTIONS') env[key] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

/** Starts the real `careops` process; the caller talks to its stdin. */
export function spawnCareops(args: string[], options: RunOptions = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [careopsBin, ...args], { env: cleanEnv(options.env), stdio: 'pipe' });
}

/** Collects a running careops process's output and exit code. */
export function finished(child: ChildProcessWithoutNullStreams, timeoutMs = 20_000): Promise<CareopsRun> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`careops did not finish in ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs `careops args…` to the end. */
export function careops(args: string[], options: RunOptions = {}): Promise<CareopsRun> {
  const child = spawnCareops(args, options);
  const result = finished(child, options.timeoutMs);
  child.stdin.end(options.input ?? '');
  return result;
}

/** A private config dir for one test file, removed by `dispose`. */
export function tempConfigDir(): { dir: string; dispose(): void } {
  const base = mkdtempSync(join(tmpdir(), 'careops-cli-test-'));
  return { dir: join(base, 'careops'), dispose: () => rmSync(base, { recursive: true, force: true }) };
}
