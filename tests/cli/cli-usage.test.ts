// The careops process without a server: version, help built from the registry, usage errors
// and their exit codes, the signed-out answer, and which modules a run loads.
import { isFaceEnabled } from '@careops/core/commands';
import { createDefaultRegistry } from '@careops/core/registry';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from './support/build-cli';
import { careopsRunning } from './support/bundle-modules';
import { careopsLoading, isInteractiveModule } from './support/module-recorder';
import { careops, cliBundle, tempConfigDir } from './support/run-careops';

const config = tempConfigDir();
const env = { CAREOPS_CONFIG_DIR: config.dir };
beforeAll(ensureCliBuilt);
afterAll(() => config.dispose());

const cliPackage = JSON.parse(readFileSync(new URL('../../apps/cli/package.json', import.meta.url), 'utf8')) as { version: string };
describe('careops --version', () => {
  it('prints the package version and exits 0', async () => {
    for (const flag of ['--version', '-V']) {
      const run = await careops([flag], { env });
      expect(run).toMatchObject({ code: 0, stdout: `${cliPackage.version}\n`, stderr: '' });
    }
  });

  it('is answered by the launcher alone, before the bundle is loaded', async () => {
    const { run, urls } = await careopsLoading(['--version'], { env });
    expect(run.code).toBe(0);
    expect(urls.some((u) => u.endsWith('/apps/cli/bin/careops.js'))).toBe(true);
    expect(urls.filter((u) => !u.startsWith('node:') && !u.endsWith('/apps/cli/bin/careops.js'))).toEqual([]);
  });
});

describe('careops --help', () => {
  it('lists every registry command of the cli face, and the CLI own commands', async () => {
    const run = await careops(['--help'], { env });
    expect(run.code).toBe(0);
    const commands = run.stdout.slice(run.stdout.indexOf('Commands:'));
    const registryWords = createDefaultRegistry()
      .list()
      .filter((c) => isFaceEnabled(c, 'cli'))
      .map((c) => c.cli[0] ?? '');
    expect(registryWords).toEqual(expect.arrayContaining(['whoami', 'logout', 'password', 'open', 'help']));
    for (const word of [...registryWords, 'login', 'profile']) expect(commands).toMatch(new RegExp(`^  ${word}\\b`, 'm'));
    expect(run.stdout).toContain('--json');
    expect(run.stdout).toContain('Exit codes: 0 ok, 1 error, 2 usage, 3 signed out or disabled, 4 permission, 5 partial.');
  });

  it('turns a command\'s zod args into flags with their help', async () => {
    const run = await careops(['password', 'change', '--help'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/--old-password <value>\s+old password/);
    expect(run.stdout).toMatch(/--password <value>\s+new password, 12 to 128 characters/);
    expect(run.stdout).toMatch(/--confirm <value>/);
  });
});

describe('usage errors exit 2 with a clear message', () => {
  it('unknown command', async () => {
    const run = await careops(['frobnicate'], { env });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("careops: unknown command 'frobnicate'");
    expect(run.stderr).toContain('(see careops --help)');
  });

  it('unknown flag, pointing at the command\'s help', async () => {
    const run = await careops(['whoami', '--bogus'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("careops: unknown option '--bogus'");
    expect(run.stderr).toContain('(see careops whoami --help)');
  });

  it('as JSON on stderr with --json, nothing on stdout', async () => {
    const run = await careops(['whoami', '--bogus', '--json'], { env });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr)).toEqual({ error: { code: 'usage', message: "unknown option '--bogus'" } });
  });

  it('a missing argument, named, before any sign-in check', async () => {
    const run = await careops(['open'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/<page>/);
    expect(run.stderr).toContain('(see careops open --help)');
  });

  it('a group without its subcommand shows the group help', async () => {
    const run = await careops(['password'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: careops password');
    expect(run.stderr).toContain('change');
  });

  it('--json and --csv together', async () => {
    const run = await careops(['whoami', '--json', '--csv'], { env });
    expect(run.code).toBe(2);
    expect(JSON.parse(run.stderr).error.message).toMatch(/--json.*cannot be used with.*--csv/);
  });

  it('a bad profile name', async () => {
    const run = await careops(['whoami', '--profile', '../x'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('invalid profile name "../x"');
  });
});

describe('without a session', () => {
  it('exits 3: not signed in, run careops login', async () => {
    const run = await careops(['whoami'], { env });
    expect(run).toMatchObject({ code: 3, stdout: '' });
    expect(run.stderr).toBe('careops: not signed in, run careops login\n');
    const json = await careops(['whoami', '--json'], { env });
    expect(json.code).toBe(3);
    expect(JSON.parse(json.stderr)).toEqual({ error: { code: 'notSignedIn', message: 'not signed in, run careops login' } });
  });

  it('names the profile when one was chosen', async () => {
    const run = await careops(['logout'], { env: { ...env, CAREOPS_PROFILE: 'staging' } });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('not signed in (profile "staging"), run careops login --profile staging');
  });

  it('a damaged config file is an error naming the file (exit 1)', async () => {
    const dir = join(config.dir, '..', 'damaged');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'config.json'), '{"version": 1, "profiles": ');
    const run = await careops(['whoami'], { env: { CAREOPS_CONFIG_DIR: dir } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`cannot read the config file ${join(dir, 'config.json')}`);
  });
});

describe('non-interactive commands never load Ink or React', () => {
  const distOf = (name: string) => join(dirname(cliBundle), name);
  const interactiveModule = /^apps\/cli\/src\/(console|ink)\/|^apps\/cli\/src\/live\/sos-watch-view/;

  it('the command bundle holds neither; the launcher imports neither statically', () => {
    const program = readFileSync(distOf('program.cjs'), 'utf8');
    expect(program).toMatch(/^\/\/ packages\/core\/src\//m);
    expect(program).not.toMatch(/^\/\/ node_modules\/(ink|react|react-reconciler|yoga-layout)\//m);
    // Ink and React are asked for only by name, answered from dist/interactive.cjs once run.
    expect(program).toMatch(/require\("ink"\)/);
    // The launcher reads both bundles as latin1, which only ASCII survives unchanged.
    for (const bundle of ['program.cjs', 'interactive.cjs']) expect(readFileSync(distOf(bundle), 'latin1')).toMatch(/^[\x00-\x7f]*$/);
    const launcher = readFileSync(cliBundle, 'utf8');
    const required = [...launcher.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((s) => !s?.startsWith('node:'))).toEqual([]);
  });

  it('a failing run loads the bundle but not ink or react', async () => {
    const { run, urls } = await careopsLoading(['whoami', '--json'], { env });
    expect(run.code).toBe(3);
    expect(urls.some((u) => u.endsWith('/apps/cli/dist/main.cjs'))).toBe(true);
    expect(urls.filter(isInteractiveModule)).toEqual([]);
    expect(urls.filter((u) => /\/apps\/cli\/dist\/interactive\./.test(u))).toEqual([]);
    const { modules, scripts } = await careopsRunning(['whoami', '--json'], { env });
    expect(scripts.some((u) => u.endsWith('/apps/cli/dist/program.cjs'))).toBe(true);
    expect(scripts.filter((u) => /\/interactive\.c?js$/.test(u))).toEqual([]);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((m) => interactiveModule.test(m))).toEqual([]);
  });

  it("a built-in command runs no area's commands, an area's command only its own", async () => {
    const areaModule = /^packages\/core\/src\/resources\/([\w-]+)\/index\.ts$/;
    const areasRun = (modules: string[]) => modules.flatMap((m) => areaModule.exec(m)?.[1] ?? []).sort();
    const whoami = await careopsRunning(['whoami', '--json'], { env });
    expect(whoami.modules.length).toBeGreaterThan(20);
    expect(areasRun(whoami.modules)).toEqual([]);
    const orders = await careopsRunning(['orders', 'view', '1', '--json'], { env });
    expect(areasRun(orders.modules)).toEqual(['orders', 'orders-export']);
  });
});
