// No secret reaches a log line: after sign-ins (right and wrong), SMS codes, a password change,
// accounts added and reset, full ID numbers revealed, refused tokens and permissions, the
// server's whole output (at debug level, the most it ever writes) holds none of them.
import { preparePasswordForSubmit } from '@careops/core/validate';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { sqlOn } from './support/database';
import { from, useServer } from './support/fixture';
import { systemClient, uniquePerson } from './system-fixtures';

describe('secrets in the log', () => {
  const server = useServer({ CAREOPS_TRUST_PROXY: '1', CAREOPS_LOG_LEVEL: 'debug' });
  const api = systemClient(server);

  it('never writes a password, SMS code, token or full ID number', async () => {
    const secrets: string[] = [server().adminPassword];
    const wrongPassword = 'Wrong-guess-Zq81xv';
    secrets.push(wrongPassword);
    await apiCall(server().url, '/api/admin/passwordLogin', { username: 'finance', password: wrongPassword }, null, { headers: from('10.50.0.1') });
    const admin = await login(server().url, 'admin', server().adminPassword);
    secrets.push(admin.token);

    await apiCall(server().url, '/api/admin/getSmsVerifyCode', { phone: '13800000001' });
    const sms = await apiCall<{ code: string }>(server().url, '/api/test/lastSms', { phone: '13800000001' });
    const smsSignIn = await apiCall<{ token: string }>(server().url, '/api/admin/smsLogin', { phone: '13800000001', code: sms.result.code });
    expect(smsSignIn.resultcode).toBe(1);
    secrets.push(smsSignIn.result.token);

    const chosen = 'Chosen-secret-Kp47wd';
    const added = await api.ok('admin', 'addUser', { ...uniquePerson(), name: 'Log Check', password: chosen, roleIds: [], stationIds: [] });
    secrets.push(chosen);
    const reset = await api.ok('admin', 'resetUserPassword', { userId: added.id, version: added.version });
    if ('password' in reset && typeof reset.password === 'string') secrets.push(reset.password);

    const ops = await login(server().url, 'ops', server().adminPassword);
    secrets.push(ops.token);
    const next = 'Next-secret-Hw93ta';
    const changed = await apiCall(server().url, '/api/admin/changePassword', { oldPassword: preparePasswordForSubmit(server().adminPassword), password: preparePasswordForSubmit(next) }, ops);
    expect(changed.resultcode).toBe(1);
    secrets.push(next);

    const [patient] = await sqlOn(server(), "select id, id_number from patients where id_type = 'id-card' order by id limit 1");
    const revealed = await api.ok('admin', 'revealPersonField', { kind: 'patient', id: Number(patient?.id), field: 'idNumber' });
    expect(revealed.value).toBe(patient?.id_number);
    secrets.push(String(patient?.id_number));

    // Refused calls are logged as security events, with no token in them.
    expect((await apiCall(server().url, '/api/admin/getUserPermission', {}, { token: ops.token })).resultcode).toBe(103);
    const finance = await login(server().url, 'finance', server().adminPassword);
    secrets.push(finance.token);
    expect((await apiCall(server().url, '/api/admin/cancelOrder', { orderId: 1, version: 1 }, finance)).resultcode).toBe(106);

    // The server's log reaches the test through a pipe: wait for the last line asked for.
    await expect.poll(() => server().output()).toContain('"security":"permission.denied"');
    const output = server().output();
    expect(output).toContain('"security":"session.invalid"');
    expect(output).toContain('"security":"signIn.failed"');
    for (const secret of secrets) expect(output, 'a secret in the log').not.toContain(secret);
    expect(output).not.toMatch(new RegExp(`(?<![0-9])${sms.result.code}(?![0-9])`));
  });
});
