import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { sqlOn } from './support/database';
import { from, useServer } from './support/fixture';

const PASSWORD_LOGIN = '/api/admin/passwordLogin';

/** Arranges `n` failed sign-ins for a username, `agoMs` in the past, from scattered addresses. */
async function failures(server: Parameters<typeof sqlOn>[0], username: string, n: number, agoMs: number) {
  const at = Date.now() - agoMs;
  for (let i = 0; i < n; i++) {
    await sqlOn(server, 'insert into login_attempts (username, address, at, success, method) values (?, ?, ?, 0, ?)', [username, `192.0.2.${i % 250}`, at - i, 'password']);
  }
}

describe('failed sign-ins per account per hour', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });

  it('refuses even the right password with 108 and HTTP 429 after 100 failures within the hour', async () => {
    await failures(server(), 'finance', 100, 20 * 60_000);
    const answer = await apiCall(server().url, PASSWORD_LOGIN, { username: 'finance', password: server().adminPassword }, null, { headers: from('10.2.0.1') });
    expect(answer.status).toBe(429);
    expect(answer.resultcode).toBe(108);
    expect(answer.msg).toBe('too many attempts, please try again later');
  });

  it('counts the 100th failure: 99 leave the door open (with the captcha), one more closes it', async () => {
    await failures(server(), 'ops', 99, 20 * 60_000);
    const drawn = await apiCall<{ captchaId: string }>(server().url, '/api/admin/getPicVerifyCode', {});
    const solved = await apiCall<{ answer: string }>(server().url, '/api/test/lastCaptcha', { captchaId: drawn.result.captchaId });
    const ok = await apiCall(server().url, PASSWORD_LOGIN, { username: 'ops', password: server().adminPassword, captchaId: drawn.result.captchaId, captchaCode: solved.result.answer }, null, { headers: from('10.2.0.2') });
    expect(ok.resultcode).toBe(1);
    const wrong = await apiCall(server().url, PASSWORD_LOGIN, { username: 'ops', password: 'wrong' }, null, { headers: from('10.2.0.3') });
    expect(wrong.resultcode).toBe(109);
    const locked = await apiCall(server().url, PASSWORD_LOGIN, { username: 'ops', password: server().adminPassword }, null, { headers: from('10.2.0.4') });
    expect(locked.status).toBe(429);
    expect(locked.resultcode).toBe(108);
  });

  it('forgets failures older than an hour', async () => {
    await failures(server(), 'reviewer', 150, 61 * 60_000);
    const answer = await apiCall(server().url, PASSWORD_LOGIN, { username: 'reviewer', password: server().adminPassword }, null, { headers: from('10.2.0.5') });
    expect(answer.resultcode).toBe(1);
  });

  it('locks one account, not its neighbours', async () => {
    const answer = await apiCall(server().url, PASSWORD_LOGIN, { username: 'cs', password: server().adminPassword }, null, { headers: from('10.2.0.6') });
    expect(answer.resultcode).toBe(1);
  });
});
