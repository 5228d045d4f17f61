import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../apps/server/src/db/migrations';
import { apiCall, login } from '../support/server';
import { countOn } from './support/database';
import { useServer } from './support/fixture';

const migrationCount = Object.keys(migrationsFor('sqlite')).length;
const tables = ['permission_nodes', 'roles', 'role_permissions', 'system_users', 'user_roles', 'studios', 'user_stations', 'staff_messages'];

describe('restart', () => {
  const server = useServer();

  it('keeps data and sessions, runs no migration twice and seeds nothing again', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    await apiCall(server().url, '/api/admin/markStaffMessagesRead', {}, auth);
    const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await countOn(server(), `select count(*) from ${t}`)] as const)));
    const before = await counts();
    expect(before.studios).toBe(5);
    expect(await countOn(server(), 'select count(*) from kysely_migration')).toBe(migrationCount);

    // How fast it starts is bench/server-auth.bench.ts's job; this checks what a restart keeps.
    await server().restart();
    const health = await apiCall(server().url, '/healthz', undefined, null, { method: 'GET' });
    expect(health.resultcode).toBe(1);

    expect(await counts()).toEqual(before);
    expect(await countOn(server(), 'select count(*) from kysely_migration')).toBe(migrationCount);
    expect(await countOn(server(), "select count(*) from audit_log where action = 'system.seed'")).toBe(1);
    const page = await apiCall<{ unread: number }>(server().url, '/api/admin/getStaffMessageList', {}, auth);
    expect(page.resultcode).toBe(1);
    expect(page.result.unread).toBe(0);
    expect(server().output().match(/First start/g)).toHaveLength(1);
  });
});

describe('first start without CAREOPS_ADMIN_PASSWORD', () => {
  const server = useServer({ CAREOPS_ADMIN_PASSWORD: '' });

  it('prints a generated admin password once; it signs in admin and the demo staff', async () => {
    const found = /sign in as "admin" with the password (\S+) \(shown only this once/.exec(server().output());
    expect(found?.[1]).toMatch(/^[A-Za-z2-9]{14}$/);
    const password = found?.[1] ?? '';
    expect((await login(server().url, 'admin', password)).userId).toBeGreaterThan(0);
    await login(server().url, 'cs', password);
    await server().restart();
    expect(server().output().split(password)).toHaveLength(2);
  });
});

describe('CAREOPS_DEMO=0', () => {
  const server = useServer({ CAREOPS_DEMO: '0', CAREOPS_TEST_HOOKS: '0' });

  it('seeds the admin and the roles, no demo studios or staff', async () => {
    expect(await countOn(server(), 'select count(*) from system_users')).toBe(1);
    expect(await countOn(server(), 'select count(*) from studios')).toBe(0);
    expect(await countOn(server(), 'select count(*) from roles')).toBe(6);
    await login(server().url, 'admin', server().adminPassword);
    await expect(login(server().url, 'cs', server().adminPassword)).rejects.toThrow(/109/);
  });

  it('has no test hooks without CAREOPS_TEST_HOOKS=1', async () => {
    for (const path of ['/api/test/lastSms', '/api/test/lastCaptcha', '/api/test/needsPermission']) {
      expect((await apiCall(server().url, path, {})).status, path).toBe(404);
    }
  });
});

describe('the web console', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'careops-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>CareOps</title><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(webDir, 'assets', 'app-1a2b.js'), 'console.log("careops")');
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const server = useServer({ CAREOPS_WEB_DIR: webDir });
  const get = (path: string) => fetch(`${server().url}${path}`);

  it('serves index.html for console routes, with the security headers', async () => {
    for (const path of ['/', '/login', '/order/order-list', '/system/user', '/finance/PayAccountDetail/7?tab=2']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(await response.text()).toContain('<title>CareOps</title>');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('serves built assets as files, cached for good', async () => {
    const response = await get('/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("careops")');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers missing files and API paths with the 404 envelope, not the console', async () => {
    for (const path of ['/assets/missing.js', '/api/admin/nothing', '/system/user/getSystemUserInfo.json', '/follow/x']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { msg: string }).msg).toContain('no such endpoint');
    }
  });

  it('still serves the API', async () => {
    expect((await login(server().url, 'admin', server().adminPassword)).userId).toBeGreaterThan(0);
  });
});

describe('without a built console', () => {
  const emptyDir = mkdtempSync(join(tmpdir(), 'careops-noweb-'));
  afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));
  const server = useServer({ CAREOPS_WEB_DIR: emptyDir });

  it('answers console routes with 404', async () => {
    const response = await fetch(`${server().url}/order/order-list`);
    expect(response.status).toBe(404);
  });
});
