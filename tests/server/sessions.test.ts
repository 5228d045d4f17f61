import type { UserPermission } from '@careops/core/contract';
import { preparePasswordForSubmit } from '@careops/core/validate';
import { describe, expect, it } from 'vitest';
import { apiCall, login, type TestServer } from '../support/server';
import { sqlOn } from './support/database';
import { from, sleep, useServer } from './support/fixture';

const PERMISSION = '/api/admin/getUserPermission';
const EXPIRED = 'your login has expired, please log in again';

const permission = (server: TestServer, auth: { token: string; userId?: number } | null, headers?: Record<string, string>) =>
  apiCall<UserPermission>(server.url, PERMISSION, {}, auth, headers ? { headers } : {});

describe('sessions', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });

  it('answers 103 without a token, with a malformed one and with an unknown one', async () => {
    const tokens = [null, { token: '' }, { token: 'garbage' }, { token: 'A'.repeat(43) }, { token: 'x'.repeat(5000) }];
    for (const auth of tokens) {
      const answer = await permission(server(), auth);
      expect(answer.status).toBe(200);
      expect(answer.resultcode).toBe(103);
      expect(answer.msg).toBe(EXPIRED);
    }
  });

  it('derives the user from the token: a userId header naming someone else gets 103', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    expect((await permission(server(), auth)).resultcode).toBe(1);
    expect((await permission(server(), { token: auth.token })).resultcode).toBe(1);
    expect((await permission(server(), { token: auth.token, userId: auth.userId + 1 })).resultcode).toBe(103);
    expect((await permission(server(), { token: auth.token }, { userId: 'abc' })).resultcode).toBe(103);
  });

  it('ends the session on logout', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    const out = await apiCall(server().url, '/api/admin/logout', {}, auth);
    expect(out.resultcode).toBe(1);
    expect(out.result).toBeNull();
    expect((await permission(server(), auth)).resultcode).toBe(103);
    expect((await apiCall(server().url, '/api/admin/logout', {}, auth)).resultcode).toBe(103);
  });

  it('answers 105 on every call once the account is disabled', async () => {
    const auth = await login(server().url, 'reviewer', server().adminPassword);
    await sqlOn(server(), 'update system_users set status = 0 where username = ?', ['reviewer']);
    try {
      for (const path of [PERMISSION, '/system/user/getSystemUserInfo.json', '/api/admin/getStaffMessageList']) {
        const answer = await apiCall(server().url, path, {}, auth);
        expect(answer.resultcode, path).toBe(105);
        expect(answer.msg).toBe('your account has been disabled, contact administrator for details');
      }
    } finally {
      await sqlOn(server(), 'update system_users set status = 1 where username = ?', ['reviewer']);
    }
    expect((await permission(server(), auth)).resultcode).toBe(1);
  });

  it('reads permissions on every call: a role change applies to tokens already issued', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    const needs = () => apiCall(server().url, '/api/test/needsPermission', {}, auth);
    const denied = await needs();
    expect(denied.resultcode).toBe(106);
    expect(denied.msg).toBe('your permission is insufficient to access this function');
    await sqlOn(server(), "insert into user_roles (user_id, role_id, created_at) select ?, id, 0 from roles where code = 'superAdmin'", [auth.userId]);
    expect((await needs()).resultcode).toBe(1);
    expect((await permission(server(), auth)).result.permissionNode.map((n) => n.code)).toContain('systemUser');
    await sqlOn(server(), "delete from user_roles where user_id = ? and role_id = (select id from roles where code = 'superAdmin')", [auth.userId]);
    expect((await needs()).resultcode).toBe(106);
  });

  describe('password change', () => {
    const change = (auth: { token: string; userId: number }, oldPassword: string, password: string) =>
      apiCall(server().url, '/api/admin/changePassword', { oldPassword: preparePasswordForSubmit(oldPassword), password: preparePasswordForSubmit(password) }, auth, { headers: from('10.3.0.1') });

    it('refuses a wrong old password, a short or long new one, the same one, and bad encoding', async () => {
      const auth = await login(server().url, 'ops', server().adminPassword);
      const wrongOld = await change(auth, 'not-it', 'Fresh-pass-2048');
      expect(wrongOld.resultcode).toBe(101);
      expect(wrongOld.msg).toBe('oldPassword: the old password is wrong');
      expect(wrongOld.result).toEqual({ field: 'oldPassword' });
      expect((await change(auth, server().adminPassword, 'Short-pass1')).msg).toBe('password: at least 12 characters');
      expect((await change(auth, server().adminPassword, 'Ab1-'.repeat(32) + 'x')).msg).toBe('password: at most 128 characters');
      expect((await change(auth, server().adminPassword, 'qwertyuiop123')).msg).toBe('password: this password is too common or too easy to guess, choose another');
      expect((await change(auth, server().adminPassword, server().adminPassword)).msg).toBe('password: the new password must differ from the old one');
      const broken = await apiCall(server().url, '/api/admin/changePassword', { oldPassword: '%E0%A4%A', password: 'Fresh-pass-2048' }, auth);
      expect(broken.resultcode).toBe(101);
      expect(broken.result).toEqual({ field: 'oldPassword' });
      // Nothing changed: the session lives and the password still works.
      expect((await permission(server(), auth)).resultcode).toBe(1);
      await login(server().url, 'ops', server().adminPassword);
    });

    it('never demands a captcha for a wrong old password (the CLI has no picture to show), however many', async () => {
      const auth = await login(server().url, 'reviewer', server().adminPassword);
      for (let i = 0; i < 5; i++) {
        const answer = await change(auth, `not-it-${i}`, 'Fresh-pass-2048');
        expect(answer.resultcode, `try ${i + 1}`).toBe(101);
        expect(answer.result).toEqual({ field: 'oldPassword' });
      }
      expect((await change(auth, server().adminPassword, 'Fresh-pass-2048')).resultcode).toBe(1);
    });

    it('ends every session of the user and replaces the password (symbols and 16 characters allowed)', async () => {
      const first = await login(server().url, 'studio', server().adminPassword);
      const second = await login(server().url, 'studio', server().adminPassword);
      const other = await login(server().url, 'finance', server().adminPassword);
      const next = 'p@ss w0rd!#%&*=+';
      expect(next).toHaveLength(16);
      const changed = await change(first, `  ${server().adminPassword} `, next);
      expect(changed.resultcode).toBe(1);
      expect((await permission(server(), first)).resultcode).toBe(103);
      expect((await permission(server(), second)).resultcode).toBe(103);
      expect((await permission(server(), other)).resultcode).toBe(1);
      await expect(login(server().url, 'studio', server().adminPassword)).rejects.toThrow(/109/);
      const again = await login(server().url, 'studio', next);
      expect(again.userId).toBe(first.userId);
    });
  });
});

describe('session expiry', () => {
  // Idle timeout 1.8 s; absolute limit 7.2 s.
  const server = useServer({ CAREOPS_SESSION_IDLE_MINUTES: '0.03', CAREOPS_SESSION_MAX_HOURS: '0.002' });

  it('ends a session left idle longer than the idle timeout', async () => {
    const auth = await login(server().url, 'cs', server().adminPassword);
    await sleep(1000);
    expect((await permission(server(), auth)).resultcode).toBe(1);
    await sleep(1000);
    // Activity moved the idle expiry: 2 s after sign-in, the session still lives.
    expect((await permission(server(), auth)).resultcode).toBe(1);
    await sleep(2300);
    expect((await permission(server(), auth)).resultcode).toBe(103);
  });

  it('ends an active session at the absolute limit', async () => {
    const auth = await login(server().url, 'finance', server().adminPassword);
    const started = Date.now();
    let code: number | string = 1;
    while (Date.now() - started < 10_000 && code === 1) {
      await sleep(700);
      code = (await permission(server(), auth)).resultcode;
    }
    expect(code).toBe(103);
    expect(Date.now() - started).toBeGreaterThanOrEqual(6500);
  });
});
