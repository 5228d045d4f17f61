import { preparePasswordForSubmit } from '@careops/core/validate';
import { describe, expect, it } from 'vitest';
import { apiCall, login, type TestServer } from '../support/server';
import { countOn, sqlOn, type Row } from './support/database';
import { useServer } from './support/fixture';

const lastAudit = async (server: TestServer, action: string): Promise<Row | undefined> =>
  (await sqlOn(server, 'select * from audit_log where action = ? order by id desc limit 1', [action]))[0];

describe('audit trail', () => {
  const server = useServer();

  it('records the seeding as the system', async () => {
    const row = await lastAudit(server(), 'system.seed');
    expect(row).toMatchObject({ channel: 'system', actor_id: null, entity: 'app_meta' });
  });

  it('records a sign-in with the user, channel and address, and a failed one', async () => {
    const cli = { 'x-careops-channel': 'cli' };
    const ok = await apiCall<{ user: { userId: number } }>(server().url, '/api/admin/passwordLogin', { username: 'cs', password: server().adminPassword }, null, { headers: cli });
    const row = await lastAudit(server(), 'auth.login');
    expect(row).toMatchObject({ actor_id: ok.result.user.userId, channel: 'cli', entity: 'session', address: '127.0.0.1' });
    expect(JSON.parse(String(row?.after_json))).toMatchObject({ method: 'password', channel: 'cli' });
    const session = await sqlOn(server(), 'select channel from sessions where id = ?', [row?.entity_id]);
    expect(session[0]?.channel).toBe('cli');

    await apiCall(server().url, '/api/admin/passwordLogin', { username: 'cs', password: 'wrong' });
    const failed = await lastAudit(server(), 'auth.loginFailed');
    expect(failed).toMatchObject({ actor_id: null, channel: 'web', entity: 'system_user', entity_id: ok.result.user.userId });
    expect(String(failed?.after_json)).not.toContain('wrong');
  });

  it('records an SMS request with a masked phone and never the code', async () => {
    await apiCall(server().url, '/api/admin/getSmsVerifyCode', { phone: '13800000005' });
    const sms = await apiCall<{ code: string }>(server().url, '/api/test/lastSms', { phone: '13800000005' });
    const row = await lastAudit(server(), 'auth.smsRequested');
    expect(row).toMatchObject({ entity: 'sms_code', actor_id: null });
    expect(JSON.parse(String(row?.after_json))).toEqual({ phone: '138****0005', sent: true });
    expect(String(row?.after_json)).not.toContain(sms.result.code);
    const signedIn = await apiCall<{ user: { userId: number } }>(server().url, '/api/admin/smsLogin', { phone: '13800000005', code: sms.result.code });
    const login = await lastAudit(server(), 'auth.login');
    expect(login).toMatchObject({ actor_id: signedIn.result.user.userId, entity: 'session' });
    expect(JSON.parse(String(login?.after_json))).toMatchObject({ method: 'sms' });
  });

  it('records message-center changes from the terminal panel, and no row for reads', async () => {
    const auth = await login(server().url, 'finance', server().adminPassword);
    const before = await countOn(server(), 'select count(*) from audit_log');
    await apiCall(server().url, '/api/admin/getUserPermission', {}, auth);
    await apiCall(server().url, '/api/admin/getStaffMessageList', {}, auth);
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(before);
    await apiCall(server().url, '/api/admin/markStaffMessagesRead', {}, auth, { headers: { 'x-careops-channel': 'terminal' } });
    const row = await lastAudit(server(), 'staffMessages.markRead');
    expect(row).toMatchObject({ actor_id: auth.userId, channel: 'terminal', entity: 'staff_message' });
    expect(JSON.parse(String(row?.after_json))).toEqual({ ids: 'all', updated: 2 });
  });

  it('records password changes without the password or its hash, and logouts', async () => {
    const auth = await login(server().url, 'ops', server().adminPassword);
    const changed = await apiCall(server().url, '/api/admin/changePassword', { oldPassword: preparePasswordForSubmit(server().adminPassword), password: preparePasswordForSubmit('n3w-secret-phrase') }, auth);
    expect(changed.resultcode).toBe(1);
    const row = await lastAudit(server(), 'auth.passwordChanged');
    expect(row).toMatchObject({ actor_id: auth.userId, entity: 'system_user', entity_id: auth.userId });
    expect(JSON.parse(String(row?.after_json))).toEqual({ sessionsEnded: 1 });
    const again = await login(server().url, 'ops', 'n3w-secret-phrase');
    await apiCall(server().url, '/api/admin/logout', {}, again);
    const out = await lastAudit(server(), 'auth.logout');
    expect(out).toMatchObject({ actor_id: again.userId, entity: 'session' });
  });

  it('writes nothing for a change refused by validation', async () => {
    const auth = await login(server().url, 'reviewer', server().adminPassword);
    const before = await countOn(server(), 'select count(*) from audit_log');
    const refused = await apiCall(server().url, '/api/admin/markStaffMessagesRead', { ids: 'all of them' }, auth);
    expect(refused.resultcode).toBe(101);
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(before);
  });
});
