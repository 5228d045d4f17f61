import type { LoginResult } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { from, sleep, useServer } from './support/fixture';

const PASSWORD_LOGIN = '/api/admin/passwordLogin';

type CaptchaAnswer = { captchaId: string; image: string; expiresIn: number };

describe('password sign-in', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });
  const signIn = (body: Record<string, unknown>, address: string, form = false) =>
    apiCall<LoginResult>(server().url, PASSWORD_LOGIN, body, null, { headers: from(address), form });

  it('answers user, token and menu for the right password', async () => {
    const answer = await signIn({ username: 'admin', password: server().adminPassword }, '10.0.0.1');
    expect(answer.resultcode).toBe(1);
    expect(answer.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.result.user).toMatchObject({ username: 'admin', name: 'Administrator', phone: '13800000000', isConsult: false, consult: false });
    expect(answer.result.user.userId).toBeGreaterThan(0);
    expect(answer.result.menu.map((n) => n.code)).toContain('systemUser');
  });

  it('trims the username', async () => {
    const answer = await signIn({ username: '  cs \t', password: server().adminPassword }, '10.0.0.2');
    expect(answer.resultcode).toBe(1);
    expect(answer.result.user.username).toBe('cs');
    expect(answer.result.user.isConsult).toBe(true);
  });

  it('accepts a form-encoded body', async () => {
    const answer = await signIn({ username: 'finance', password: server().adminPassword }, '10.0.0.3', true);
    expect(answer.resultcode).toBe(1);
  });

  it('answers 109 for a wrong password and for an unknown user, alike', async () => {
    const wrong = await signIn({ username: 'admin', password: 'not-the-password' }, '10.0.1.1');
    const unknown = await signIn({ username: 'nobody-here', password: 'whatever' }, '10.0.1.2');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.resultcode).toBe(109);
      expect(answer.msg).toBe('wrong username or password');
      expect(answer.result).toBeUndefined();
    }
  });

  it('answers 105 for a disabled account with the right password, 109 with a wrong one', async () => {
    const right = await signIn({ username: 'disabled', password: server().adminPassword }, '10.0.2.1');
    expect(right.resultcode).toBe(105);
    expect(right.msg).toBe('your account has been disabled, contact administrator for details');
    const wrong = await signIn({ username: 'disabled', password: 'nope' }, '10.0.2.2');
    expect(wrong.resultcode).toBe(109);
  });

  it('signs in an account without permission nodes with an empty menu', async () => {
    const answer = await signIn({ username: 'noperm', password: server().adminPassword }, '10.0.2.3');
    expect(answer.resultcode).toBe(1);
    expect(answer.result.menu).toEqual([]);
  });

  it('names the missing field', async () => {
    const answer = await signIn({ username: 'admin' }, '10.0.2.4');
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe('password: please enter password');
    expect(answer.result).toEqual({ field: 'password' });
    const blank = await signIn({ username: '   ', password: 'x' }, '10.0.2.4');
    expect(blank.msg).toBe('username: please enter username');
  });

  describe('picture captcha', () => {
    const captcha = async (address: string) => {
      const answer = await apiCall<CaptchaAnswer>(server().url, '/api/admin/getPicVerifyCode', { username: 'ops' }, null, { headers: from(address) });
      expect(answer.resultcode).toBe(1);
      const solved = await apiCall<{ answer: string }>(server().url, '/api/test/lastCaptcha', { captchaId: answer.result.captchaId });
      return { ...answer.result, answer: solved.result.answer };
    };

    it('draws an SVG image with an id and expiry', async () => {
      const drawn = await captcha('10.0.3.1');
      expect(drawn.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(drawn.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
      expect(drawn.expiresIn).toBe(120);
      expect(drawn.answer).toMatch(/^[A-Za-z0-9]{4}$/);
    });

    it('is demanded after 3 failures for a username, even with the right password, and then works once', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await signIn({ username: 'ops', password: `wrong-${i}` }, `10.0.4.${i + 1}`)).resultcode).toBe(109);
      }
      const demanded = await signIn({ username: 'ops', password: server().adminPassword }, '10.0.4.9');
      expect(demanded.resultcode).toBe(107);
      expect(demanded.msg).toBe('please enter the picture verification code');
      expect(demanded.result).toEqual({ captchaRequired: true });

      const wrong = await captcha('10.0.4.9');
      const refused = await signIn({ username: 'ops', password: server().adminPassword, captchaId: wrong.captchaId, captchaCode: 'zzzz' }, '10.0.4.9');
      expect(refused.resultcode).toBe(107);
      expect(refused.result).toMatchObject({ captchaRequired: true, field: 'captchaCode' });
      // Single use: the right answer no longer helps once the captcha was tried.
      const reused = await signIn({ username: 'ops', password: server().adminPassword, captchaId: wrong.captchaId, captchaCode: wrong.answer }, '10.0.4.9');
      expect(reused.resultcode).toBe(107);

      const good = await captcha('10.0.4.9');
      const wrongPassword = await signIn({ username: 'ops', password: 'still-wrong', captchaId: good.captchaId, captchaCode: good.answer.toLowerCase() }, '10.0.4.9');
      expect(wrongPassword.resultcode).toBe(109);

      const next = await captcha('10.0.4.9');
      const ok = await signIn({ username: 'ops', password: server().adminPassword, captchaId: next.captchaId, captchaCode: next.answer.toUpperCase() }, '10.0.4.9');
      expect(ok.resultcode).toBe(1);
      // A success clears the username's count.
      expect((await signIn({ username: 'ops', password: server().adminPassword }, '10.0.4.10')).resultcode).toBe(1);
    });

    it('is demanded after 3 failures from one address, whatever the usernames', async () => {
      for (const username of ['a1', 'a2', 'a3']) {
        expect((await signIn({ username, password: 'x' }, '10.0.5.1')).resultcode).toBe(109);
      }
      const demanded = await signIn({ username: 'reviewer', password: server().adminPassword }, '10.0.5.1');
      expect(demanded.resultcode).toBe(107);
      const elsewhere = await signIn({ username: 'reviewer', password: server().adminPassword }, '10.0.5.2');
      expect(elsewhere.resultcode).toBe(1);
    });
  });
});

describe('captcha expiry', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1', CAREOPS_CAPTCHA_TTL_SECONDS: '1' });

  it('refuses an answer after the captcha expired', async () => {
    const address = from('10.1.0.1');
    for (let i = 0; i < 3; i++) await apiCall(server().url, PASSWORD_LOGIN, { username: 'cs', password: 'x' }, null, { headers: address });
    const drawn = await apiCall<CaptchaAnswer>(server().url, '/api/admin/getPicVerifyCode', {}, null, { headers: address });
    expect(drawn.result.expiresIn).toBe(1);
    const solved = await apiCall<{ answer: string }>(server().url, '/api/test/lastCaptcha', { captchaId: drawn.result.captchaId });
    await sleep(1200);
    const late = await apiCall(server().url, PASSWORD_LOGIN, { username: 'cs', password: server().adminPassword, captchaId: drawn.result.captchaId, captchaCode: solved.result.answer }, null, { headers: address });
    expect(late.resultcode).toBe(107);
    expect(late.msg).toBe('the picture verification code is wrong or has expired');
  });
});
