// The CLI's code cache (apps/cli/src/launch): the real launcher on a copy of the built CLI, so the
// cache files are this test's own. Written by a first run, used by the next, and a damaged,
// stale or unwritable cache never changes a command's answer.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from './support/build-cli';
import { careopsBin, cleanEnv } from './support/run-careops';

const work = mkdtempSync(join(tmpdir(), 'careops-code-cache-'));
const app = join(work, 'cli');
const dist = join(app, 'dist');
const userCache = join(work, 'user-cache');
const cacheOf = (word: string) => join(dist, `program.cjs.${word}.cache`);

beforeAll(async () => {
  await ensureCliBuilt();
  const source = dirname(dirname(careopsBin));
  for (const part of ['bin', 'dist', 'package.json']) cpSync(join(source, part), join(app, part), { recursive: true, filter: (file) => !file.endsWith('.cache') });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CACHE_EVENT = '{"codeCache":';
/** The code cache's debug lines (one JSON object a line) as `event file`. */
const cacheEvents = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith(CACHE_EVENT))
    .map((line) => JSON.parse(line) as { codeCache: string; file?: string })
    .map((e) => (e.file ? `${e.codeCache} ${e.file}` : e.codeCache));

/** `careops whoami --json` signed out (exit 3, a JSON error), with the cache's debug lines. */
function whoami() {
  const run = spawnSync(process.execPath, [join(app, 'bin/careops.js'), 'whoami', '--json'], {
    encoding: 'utf8',
    env: cleanEnv({ CAREOPS_CONFIG_DIR: join(work, 'config'), CAREOPS_DEBUG_CODE_CACHE: '1', XDG_CACHE_HOME: userCache }),
  });
  const cache = cacheEvents(run.stderr);
  const error = run.stderr.split('\n').filter((line) => !line.startsWith(CACHE_EVENT)).join('\n');
  expect(run.status).toBe(3);
  expect(JSON.parse(error)).toEqual({ error: { code: 'notSignedIn', message: 'not signed in, run careops login' } });
  expect(run.stdout).toBe('');
  return cache;
}

describe('the code cache', () => {
  it('is written by the first run beside the bundle and used by the next', () => {
    expect(existsSync(cacheOf('whoami'))).toBe(false);
    expect(whoami()).toEqual([`none ${cacheOf('whoami')}`, `written ${cacheOf('whoami')}`]);
    const written = readFileSync(cacheOf('whoami'));
    expect(written.length).toBeGreaterThan(10_000);
    expect(whoami()).toEqual([`used ${cacheOf('whoami')}`]);
    expect(readFileSync(cacheOf('whoami')).equals(written)).toBe(true);
    expect(readdirSync(dist).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a cache V8 refuses (damaged after its first line) is replaced', () => {
    const good = readFileSync(cacheOf('whoami'));
    const header = good.subarray(0, good.indexOf(10) + 1);
    writeFileSync(cacheOf('whoami'), Buffer.concat([header, Buffer.alloc(good.length - header.length, 7)]));
    expect(whoami()).toEqual([`refused ${cacheOf('whoami')}`, `written ${cacheOf('whoami')}`]);
    expect(whoami()).toEqual([`used ${cacheOf('whoami')}`]);
  });

  it('a cache of other bytes, or of another build of the bundle, is ignored and rewritten', () => {
    writeFileSync(cacheOf('whoami'), 'not a cache');
    expect(whoami()).toEqual([`none ${cacheOf('whoami')}`, `written ${cacheOf('whoami')}`]);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'program.cjs'), later, later);
    expect(whoami()).toEqual([`none ${cacheOf('whoami')}`, `written ${cacheOf('whoami')}`]);
    expect(whoami()).toEqual([`used ${cacheOf('whoami')}`]);
  });

  it('is not written for a command line that names no command', () => {
    const run = spawnSync(process.execPath, [join(app, 'bin/careops.js'), 'ordres', 'veiw'], {
      encoding: 'utf8',
      env: cleanEnv({ CAREOPS_CONFIG_DIR: join(work, 'config'), CAREOPS_DEBUG_CODE_CACHE: '1', XDG_CACHE_HOME: userCache }),
    });
    expect(run.status).toBe(2);
    expect(cacheEvents(run.stderr)).toEqual([`none ${cacheOf('ordres.veiw')}`, 'unrecognised']);
    expect(readdirSync(dist).filter((f) => f.includes('ordres'))).toEqual([]);
  });

  it('goes to the user cache folder when none can be written beside the bundle', () => {
    rmSync(cacheOf('whoami'));
    // A folder where the cache file would be: it can be neither read nor replaced.
    mkdirSync(cacheOf('whoami'));
    const [none, written] = whoami();
    expect(none).toBe(`none ${cacheOf('whoami')}`);
    expect(written).toMatch(new RegExp(`^written ${join(userCache, 'careops')}/.+\\.whoami\\.cache$`));
    const [used] = whoami();
    expect(used).toMatch(new RegExp(`^used ${join(userCache, 'careops')}/.+\\.whoami\\.cache$`));
    expect(readdirSync(join(userCache, 'careops')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
