import type { LoginResult } from '@careops/core/contract';
import { describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { sleep, useServer } from './support/fixture';

const SEND = '/api/admin/getSmsVerifyCode';
const SMS_LOGIN = '/api/admin/smsLogin';

const lastCode = async (server: TestServer, phone: string) => {
  const answer = await apiCall<{ code: string; text: string }>(server.url, '/api/test/lastSms', { phone });
  return answer.resultcode === 1 ? answer.result : undefined;
};

describe('SMS sign-in', () => {
  const server = useServer();

  it('sends a 6-digit code through the outbox only (never the log), stored only as a hash', async () => {
    const answer = await apiCall<{ expiresIn: number; resendAfter: number }>(server().url, SEND, { phone: '13800000001' });
    expect(answer.resultcode).toBe(1);
    expect(answer.result).toEqual({ expiresIn: 300, resendAfter: 60 });
    const sms = await lastCode(server(), '13800000001');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.text).toContain(sms?.code);
    expect(server().output()).not.toContain(sms?.code);
    expect(server().output()).not.toContain('13800000001');
    const stored = await sqlOn(server(), 'select code_hash from sms_codes where phone = ?', ['13800000001']);
    expect(stored).toHaveLength(1);
    expect(String(stored[0]?.code_hash)).not.toContain(sms?.code);
    expect(String(stored[0]?.code_hash)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second code within 60 s with 108 and HTTP 429', async () => {
    const again = await apiCall(server().url, SEND, { phone: '13800000001' });
    expect(again.status).toBe(429);
    expect(again.resultcode).toBe(108);
    expect(again.msg).toMatch(/^a code was sent recently, please wait \d+ s before asking again$/);
  });

  it('refuses a wrong code (110), signs in with the right one, and only once', async () => {
    const sms = await lastCode(server(), '13800000001');
    const wrongCode = sms?.code === '000000' ? '111111' : '000000';
    const wrong = await apiCall(server().url, SMS_LOGIN, { phone: '13800000001', code: wrongCode });
    expect(wrong.resultcode).toBe(110);
    expect(wrong.msg).toBe('the SMS verification code is wrong or has expired');
    const ok = await apiCall<LoginResult>(server().url, SMS_LOGIN, { phone: '13800000001', code: sms?.code });
    expect(ok.resultcode).toBe(1);
    expect(ok.result.user.username).toBe('cs');
    expect(ok.result.menu.length).toBeGreaterThan(0);
    const reused = await apiCall(server().url, SMS_LOGIN, { phone: '13800000001', code: sms?.code });
    expect(reused.resultcode).toBe(110);
  });

  it('burns a code after 5 wrong tries', async () => {
    await apiCall(server().url, SEND, { phone: '13800000003' });
    const sms = await lastCode(server(), '13800000003');
    const wrongCode = sms?.code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await apiCall(server().url, SMS_LOGIN, { phone: '13800000003', code: wrongCode })).resultcode).toBe(110);
    expect((await apiCall(server().url, SMS_LOGIN, { phone: '13800000003', code: sms?.code })).resultcode).toBe(110);
  });

  it('answers unknown and disabled phones the same way, without sending anything or storing a row', async () => {
    for (const phone of ['13912345678', '13800000006']) {
      const rows = () => countOn(server(), "select (select count(*) from sms_codes where phone = ?) + (select count(*) from audit_log where action = 'auth.smsRequested' and after_json like ?)", [phone, `%${phone.slice(-4)}%`]);
      const before = await rows();
      const answer = await apiCall(server().url, SEND, { phone });
      expect(answer.resultcode).toBe(1);
      expect(answer.result).toEqual({ expiresIn: 300, resendAfter: 60 });
      expect(await lastCode(server(), phone)).toBeUndefined();
      expect(await countOn(server(), 'select count(*) from sms_outbox where phone = ?', [phone])).toBe(0);
      expect((await apiCall(server().url, SMS_LOGIN, { phone, code: '123456' })).resultcode).toBe(110);
      const again = await apiCall(server().url, SEND, { phone });
      expect(again.resultcode).toBe(108);
      expect(again.msg).toMatch(/^a code was sent recently, please wait \d+ s before asking again$/);
      expect(await rows()).toBe(before);
    }
  });

  it('allows at most 10 codes per phone per hour', async () => {
    const earlier = Date.now() - 30 * 60_000;
    for (let i = 0; i < 10; i++) {
      await sqlOn(server(), 'insert into sms_codes (phone, user_id, code_hash, salt, address, created_at, expires_at, used_at, attempts) values (?, null, ?, ?, ?, ?, ?, ?, 0)', ['13800000004', 'x', 'y', '127.0.0.1', earlier + i, earlier + i + 1, earlier]);
    }
    const answer = await apiCall(server().url, SEND, { phone: '13800000004' });
    expect(answer.status).toBe(429);
    expect(answer.msg).toBe('too many attempts, please try again later');
  });

  it('validates the phone and the code', async () => {
    const phone = await apiCall(server().url, SEND, { phone: '12345' });
    expect(phone.resultcode).toBe(101);
    expect(phone.msg).toBe('phone: please enter a valid mobile number');
    const code = await apiCall(server().url, SMS_LOGIN, { phone: '13800000002', code: '12ab' });
    expect(code.resultcode).toBe(101);
    expect(code.msg).toBe('code: please enter the 6-digit code');
  });
});

describe('SMS code expiry', () => {
  const server = useServer({ CAREOPS_SMS_CODE_TTL_SECONDS: '1', CAREOPS_SMS_RESEND_SECONDS: '1' });

  it('refuses a code once it expired, and lets a new one be asked for after the resend interval', async () => {
    const sent = await apiCall<{ expiresIn: number; resendAfter: number }>(server().url, SEND, { phone: '13800000002' });
    expect(sent.result).toEqual({ expiresIn: 1, resendAfter: 1 });
    const sms = await lastCode(server(), '13800000002');
    await sleep(1200);
    expect((await apiCall(server().url, SMS_LOGIN, { phone: '13800000002', code: sms?.code })).resultcode).toBe(110);
    expect((await apiCall(server().url, SEND, { phone: '13800000002' })).resultcode).toBe(1);
    const fresh = await lastCode(server(), '13800000002');
    const ok = await apiCall<LoginResult>(server().url, SMS_LOGIN, { phone: '13800000002', code: fresh?.code });
    expect(ok.resultcode).toBe(1);
    expect(ok.result.user.username).toBe('studio');
  });
});
