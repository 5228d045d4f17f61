// Calls anyone may make without signing in are limited per address, and cannot grow the
// database without bound: captchas are capped per address, unknown phones leave no row.
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn } from './support/database';
import { from, useServer } from './support/fixture';

describe('per-address limits on public endpoints', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1', CAREOPS_CHALLENGES_PER_MINUTE: '12', CAREOPS_SIGN_IN_PER_MINUTE: '8' });
  const post = (path: string, body: unknown, address: string) => apiCall(server().url, `/api/admin/${path}`, body, null, { headers: from(address) });

  it('draws at most 12 captchas a minute for one address, keeps at most 5 of them, and answers the 13th with 108 and 429', async () => {
    for (let i = 0; i < 12; i++) expect((await post('getPicVerifyCode', {}, '10.40.0.1')).resultcode, `captcha ${i + 1}`).toBe(1);
    expect(await countOn(server(), "select count(*) from captchas where address = '10.40.0.1'")).toBe(5);
    const refused = await post('getPicVerifyCode', {}, '10.40.0.1');
    expect(refused.status).toBe(429);
    expect(refused.resultcode).toBe(108);
    expect(refused.msg).toBe('too many attempts, please try again later');
    expect((refused.result as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await post('getPicVerifyCode', {}, '10.40.0.2')).resultcode).toBe(1);
    // The server's log reaches this process through a pipe, a moment after the answer.
    await expect.poll(() => server().output()).toContain('"security":"rateLimited"');
  });

  it('answers SMS code requests for unknown phones without a row, within the same per-address limit', async () => {
    const before = await countOn(server(), 'select (select count(*) from sms_codes) + (select count(*) from audit_log)');
    for (let i = 0; i < 12; i++) {
      const answer = await post('getSmsVerifyCode', { phone: `1391234${String(5000 + i)}` }, '10.41.0.1');
      expect(answer.resultcode, `phone ${i + 1}`).toBe(1);
    }
    expect((await post('getSmsVerifyCode', { phone: '13912346000' }, '10.41.0.1')).status).toBe(429);
    expect(await countOn(server(), 'select (select count(*) from sms_codes) + (select count(*) from audit_log)')).toBe(before);
  });

  it('limits sign-in calls per address, right or wrong, before any password is checked', async () => {
    const codes: Array<number | string> = [];
    for (let i = 0; i < 9; i++) codes.push((await post('passwordLogin', { username: `ghost-${i}`, password: 'x' }, '10.42.0.1')).resultcode);
    expect(codes.at(-1)).toBe(108);
    expect(codes.slice(0, 8)).not.toContain(108);
    expect((await post('passwordLogin', { username: 'admin', password: server().adminPassword }, '10.42.0.2')).resultcode).toBe(1);
  });

  it('leaves signed-in calls alone', async () => {
    const auth = await post('passwordLogin', { username: 'cs', password: server().adminPassword }, '10.43.0.1');
    const token = (auth.result as { token: string }).token;
    for (let i = 0; i < 20; i++) {
      const answer = await apiCall(server().url, '/api/admin/getUserPermission', {}, { token }, { headers: from('10.43.0.1') });
      expect(answer.resultcode).toBe(1);
    }
  });
});
