// Sign-in limits under simultaneous requests: every attempt is counted before its credentials
// are checked, so concurrency cannot buy more guesses than the limits allow (per account, per
// address, per SMS code, per phone). Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { from, useServer } from './support/fixture';

const PASSWORD_LOGIN = '/api/admin/passwordLogin';
const SMS_LOGIN = '/api/admin/smsLogin';
const CONCURRENT = 30;

const tally = (codes: Array<number | string>) => codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

/** Arranges `n` failed sign-ins for an account twenty minutes ago, from scattered addresses. */
async function pastFailures(server: TestServer, username: string, n: number, method = 'password') {
  const at = Date.now() - 20 * 60_000;
  const rows = Array.from({ length: n }, (_, i) => [username, `198.51.100.${i % 250}`, at - i, method]);
  await sqlOn(server, `insert into login_attempts (username, address, at, success, method) values ${rows.map(() => '(?, ?, ?, 0, ?)').join(', ')}`, rows.flat());
}

async function solvedCaptcha(server: TestServer, address: string) {
  const drawn = await apiCall<{ captchaId: string }>(server.url, '/api/admin/getPicVerifyCode', {}, null, { headers: from(address) });
  const solved = await apiCall<{ answer: string }>(server.url, '/api/test/lastCaptcha', { captchaId: drawn.result.captchaId });
  return { captchaId: drawn.result.captchaId, captchaCode: solved.result.answer };
}

describe('simultaneous sign-in attempts', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });
  const signIn = (body: Record<string, unknown>, address: string) => apiCall(server().url, PASSWORD_LOGIN, body, null, { headers: from(address) });

  it(`lets only 3 of ${CONCURRENT} simultaneous wrong passwords for one account be checked; the rest need the captcha`, async () => {
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => signIn({ username: 'finance', password: `wrong-${i}` }, `10.20.0.${i + 1}`)));
    expect(tally(answers.map((a) => a.resultcode))).toEqual({ 109: 3, 107: CONCURRENT - 3 });
    expect(await countOn(server(), "select count(*) from login_attempts where username = 'finance'")).toBe(3);
  });

  it(`lets only 3 of ${CONCURRENT} simultaneous wrong passwords from one address be checked, whatever the accounts`, async () => {
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => signIn({ username: `nobody-${i}`, password: 'wrong' }, '10.21.0.1')));
    expect(tally(answers.map((a) => a.resultcode))).toEqual({ 109: 3, 107: CONCURRENT - 3 });
  });

  it(`refuses the 101st failure within the hour whatever the concurrency, captchas solved or not`, async () => {
    await pastFailures(server(), 'reviewer', 97);
    const captchas = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => solvedCaptcha(server(), `10.22.0.${i + 1}`)));
    const answers = await Promise.all(captchas.map((c, i) => signIn({ username: 'reviewer', password: `wrong-${i}`, ...c }, `10.22.0.${i + 1}`)));
    expect(tally(answers.map((a) => a.resultcode))).toEqual({ 109: 3, 108: CONCURRENT - 3 });
    expect(answers.filter((a) => a.resultcode === 108).every((a) => a.status === 429)).toBe(true);
    const right = await signIn({ username: 'reviewer', password: server().adminPassword, ...(await solvedCaptcha(server(), '10.22.1.1')) }, '10.22.1.1');
    expect(right.resultcode).toBe(108);
  });
});

describe('simultaneous SMS code tries', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1' });
  const trySms = (phone: string, code: string, address: string) => apiCall(server().url, SMS_LOGIN, { phone, code }, null, { headers: from(address) });

  it(`compares at most 5 of ${CONCURRENT} simultaneous wrong codes, then the code is burned`, async () => {
    const phone = '13800000004';
    expect((await apiCall(server().url, '/api/admin/getSmsVerifyCode', { phone })).resultcode).toBe(1);
    const sms = await apiCall<{ code: string }>(server().url, '/api/test/lastSms', { phone });
    const wrong = sms.result.code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => trySms(phone, wrong, `10.30.0.${i + 1}`)));
    expect(tally(answers.map((a) => a.resultcode))).toEqual({ 110: CONCURRENT });
    const [row] = await sqlOn(server(), 'select attempts, used_at from sms_codes where phone = ? order by id desc', [phone]);
    expect(Number(row?.attempts)).toBe(5);
    expect(row?.used_at).not.toBeNull();
    expect((await trySms(phone, sms.result.code, '10.30.1.1')).resultcode).toBe(110);
  });

  it(`refuses the 101st failed SMS sign-in of a phone within the hour whatever the concurrency`, async () => {
    const phone = '13800000005';
    await pastFailures(server(), phone, 97, 'sms');
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => trySms(phone, '123456', `10.31.0.${i + 1}`)));
    expect(tally(answers.map((a) => a.resultcode))).toEqual({ 110: 3, 108: CONCURRENT - 3 });
  });
});
