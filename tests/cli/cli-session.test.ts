// careops against a real server: sign-in with --password-stdin, the profile file, whoami in
// every output mode, profiles and overrides, logout and sessions the server ended.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { permittedAreas } from '@careops/core/commands';
import { buildPermissionCatalogue } from '@careops/core/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, startTestServer, type TestServer } from '../support/server';
import { ensureCliBuilt } from './support/build-cli';
import { careopsLoading, isInteractiveModule } from './support/module-recorder';
import { PtyCareops } from './support/pty';
import { sessionChannel } from './support/session-channel';
import { careops, tempConfigDir } from './support/run-careops';

let server: TestServer;
const config = tempConfigDir();
const env = () => ({ CAREOPS_CONFIG_DIR: config.dir });
const configFile = join(config.dir, 'config.json');

interface StoredProfile {
  server: string;
  token?: string;
  userId?: number;
  username?: string;
}
const profiles = () => (JSON.parse(readFileSync(configFile, 'utf8')) as { profiles: Record<string, StoredProfile> }).profiles;

/** Signs a profile in through the CLI, the password on stdin. */
function signIn(username: string, extra: string[] = [], extraEnv: Record<string, string> = {}) {
  return careops(['login', '--server', server.url, '--username', username, '--password-stdin', ...extra], {
    env: { ...env(), ...extraEnv },
    input: `${server.adminPassword}\n`,
  });
}

beforeAll(async () => {
  await ensureCliBuilt();
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  config.dispose();
});

describe('careops login --password-stdin', () => {
  it('signs in and stores server, token, user id and username in a 0600 file in a 0700 dir', async () => {
    const run = await signIn('admin');
    expect(run.stderr).toBe('');
    expect(run).toMatchObject({ code: 0, stdout: `signed in to ${server.url} as admin (profile "default")\n` });
    const stored = profiles().default;
    expect(stored).toMatchObject({ server: server.url, userId: 1, username: 'admin' });
    expect(stored?.token).toMatch(/^[\w-]{20,}$/);
    expect(run.stdout).not.toContain(stored?.token);
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(configFile)).mode & 0o777).toBe(0o700);
  });

  it('opens a session the server records as coming from the cli channel', async () => {
    expect(await sessionChannel(server, profiles().default?.token ?? '')).toBe('cli');
  });

  it('signing in again answers JSON with --json (never the token) and ends the old session', async () => {
    const before = profiles().default;
    const run = await signIn('admin', ['--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ profile: 'default', server: server.url, userId: 1, username: 'admin' });
    expect(run.stderr).toBe('');
    expect(profiles().default?.token).not.toBe(before?.token);
    const old = await apiCall(server.url, '/api/admin/getUserPermission', {}, { token: before?.token ?? '', userId: 1 });
    expect(old.resultcode).toBe(103);
  });
});

describe('careops whoami', () => {
  it('prints user, roles and permitted areas, one field a line, when piped', async () => {
    const run = await careops(['whoami'], { env: env() });
    expect(run.code).toBe(0);
    const lines = Object.fromEntries(run.stdout.trimEnd().split('\n').map((line) => line.split('\t') as [string, string]));
    expect(lines.user).toBe('admin');
    expect(lines.roles).toBe('super admin');
    expect(lines['permitted areas']).toContain('order management');
    expect(lines['permitted areas']).toContain('system management');
  });

  it('prints an aligned record on a terminal', async () => {
    const tty = new PtyCareops(['whoami'], env());
    expect(await tty.finish()).toBe(0);
    expect(tty.plainOutput).toMatch(/^user +admin$/m);
    expect(tty.plainOutput).toMatch(/^roles +super admin$/m);
    expect(tty.plainOutput).not.toContain('\t');
  });

  it('prints the user, roles, areas and permission codes as JSON with --json', async () => {
    const run = await careops(['whoami', '--json'], { env: env() });
    expect(run.code).toBe(0);
    const me = JSON.parse(run.stdout) as { username: string; roles: Array<{ code: string }>; areas: string[]; permissions: string[] };
    expect(me.username).toBe('admin');
    expect(me.roles.map((r) => r.code)).toEqual(['superAdmin']);
    expect(me.areas).toContain('order management');
    expect(me.permissions).toContain('orderList');
  });

  it('prints CSV with --csv', async () => {
    const run = await careops(['whoami', '--csv'], { env: env() });
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').slice(0, 2)).toEqual(['field,value', 'user,admin']);
    expect(run.stdout).toMatch(/^permitted areas,"order management, /m);
  });

  it('loads neither Ink nor React', async () => {
    const { run, urls } = await careopsLoading(['whoami', '--json'], { env: env() });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).username).toBe('admin');
    expect(urls.some((u) => u.endsWith('/apps/cli/dist/main.cjs'))).toBe(true);
    expect(urls.filter(isInteractiveModule)).toEqual([]);
  });
});

describe('only what exists', () => {
  it('whoami lists only areas that have pages, though the admin holds every area', async () => {
    const me = JSON.parse((await careops(['whoami', '--json'], { env: env() })).stdout) as { areas: string[]; permissions: string[] };
    expect(me.permissions).toContain('finance');
    // The areas with pages grow as areas land: core's rule over every node, in menu order.
    expect(me.areas).toEqual(permittedAreas(buildPermissionCatalogue()));
    expect(me.areas).toEqual(expect.arrayContaining(['order management', 'user management', 'system management', 'product management']));
  });

  it('open refuses a name that is no page, and prints the URL of one that does', async () => {
    const none = await careops(['open', 'no-such-page', '--json'], { env: env() });
    expect(none.code).toBe(1);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('no-such-page');
    const users = await careops(['open', 'systemUser', '--json'], { env: env() });
    expect(users.code).toBe(0);
    expect(users.stdout).toContain('/system/user');
  });
});

describe('profiles', () => {
  it('--profile and CAREOPS_PROFILE choose another sign-in; the default one stays', async () => {
    expect((await signIn('cs', ['--profile', 'support'])).stdout).toContain('as cs (profile "support")');
    const byFlag = await careops(['whoami', '--json', '--profile', 'support'], { env: env() });
    expect(JSON.parse(byFlag.stdout).username).toBe('cs');
    const byEnv = await careops(['whoami', '--json'], { env: { ...env(), CAREOPS_PROFILE: 'support' } });
    expect(JSON.parse(byEnv.stdout).username).toBe('cs');
    const flagBeatsEnv = await careops(['whoami', '--json', '--profile', 'default'], { env: { ...env(), CAREOPS_PROFILE: 'support' } });
    expect(JSON.parse(flagBeatsEnv.stdout).username).toBe('admin');
    expect(JSON.parse((await careops(['whoami', '--json'], { env: env() })).stdout).username).toBe('admin');
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
  });

  it('lists profiles and switches the current one', async () => {
    const listed = await careops(['profile', 'list', '--json'], { env: env() });
    expect(JSON.parse(listed.stdout)).toEqual([
      { name: 'default', current: 'yes', server: server.url, username: 'admin', signedIn: 'yes' },
      { name: 'support', current: '', server: server.url, username: 'cs', signedIn: 'yes' },
    ]);
    expect((await careops(['profile', 'use', 'support'], { env: env() })).stdout).toBe('current profile is now "support"\n');
    expect(JSON.parse((await careops(['whoami', '--json'], { env: env() })).stdout).username).toBe('cs');
    expect((await careops(['profile', 'use', 'default'], { env: env() })).code).toBe(0);
    const unknown = await careops(['profile', 'use', 'nope'], { env: env() });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no profile named "nope"');
  });

  it('CAREOPS_SERVER overrides the profile\'s server', async () => {
    const closed = await careops(['whoami'], { env: { ...env(), CAREOPS_SERVER: 'http://127.0.0.1:9' } });
    expect(closed.code).toBe(1);
    expect(closed.stderr).toMatch(/careops: (network request error|failed to connect to server)/);
    const viaEnv = await careops(['login', '--username', 'studio', '--password-stdin', '--profile', 'viaenv'], {
      env: { ...env(), CAREOPS_SERVER: `${server.url}/` },
      input: `${server.adminPassword}\n`,
    });
    expect(viaEnv.code).toBe(0);
    expect(profiles().viaenv?.server).toBe(server.url);
  });
});

describe('careops logout', () => {
  it('revokes the session on the server and forgets the token; whoami then exits 3', async () => {
    expect((await signIn('ops', ['--profile', 'leaving'])).code).toBe(0);
    const before = profiles().leaving;
    const run = await careops(['logout', '--profile', 'leaving'], { env: env() });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(profiles().leaving).toEqual({ server: server.url, username: 'ops' });
    const revoked = await apiCall(server.url, '/api/admin/getUserPermission', {}, { token: before?.token ?? '', userId: before?.userId });
    expect(revoked.resultcode).toBe(103);
    const after = await careops(['whoami', '--profile', 'leaving'], { env: env() });
    expect(after.code).toBe(3);
    expect(after.stderr).toContain('not signed in (profile "leaving"), run careops login --profile leaving');
  });

  it('a session the server ended exits 3 with its message, and the profile forgets it', async () => {
    expect((await signIn('finance', ['--profile', 'ended'])).code).toBe(0);
    const stored = profiles().ended;
    await apiCall(server.url, '/api/admin/logout', {}, { token: stored?.token ?? '', userId: stored?.userId });
    const run = await careops(['whoami', '--json', '--profile', 'ended'], { env: env() });
    expect(run.code).toBe(3);
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'sessionExpired', resultcode: 103 } });
    expect(profiles().ended?.token).toBeUndefined();
  });

  it('profile remove signs the profile out on the server and forgets it', async () => {
    expect((await signIn('reviewer', ['--profile', 'gone'])).code).toBe(0);
    const stored = profiles().gone;
    const run = await careops(['profile', 'remove', 'gone'], { env: env() });
    expect(run).toMatchObject({ code: 0, stdout: 'profile "gone" removed\n' });
    expect(profiles().gone).toBeUndefined();
    const revoked = await apiCall(server.url, '/api/admin/getUserPermission', {}, { token: stored?.token ?? '', userId: stored?.userId });
    expect(revoked.resultcode).toBe(103);
  });
});
