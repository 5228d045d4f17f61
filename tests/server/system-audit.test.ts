import { endpoints, type EndpointName } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { login } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { TEST_USER_PASSWORD, systemClient, uniquePerson } from './system-fixtures';

type Channel = 'web' | 'terminal' | 'cli';

describe('audit trail of system administration', () => {
  const server = useServer();
  const api = systemClient(server);

  it('writes one audit row per mutation, in its transaction, with actor, channel, record, before/after and address', async () => {
    const admin = await api.as('admin');
    const stations = await api.stationIds();
    const person = uniquePerson();
    // Each mutating endpoint of the area, the call, and the audit row it must write.
    const steps: Array<{ name: EndpointName; channel: Channel; body: () => Promise<Record<string, unknown>>; action: string; entity: string; id?: () => number }> = [];
    let userId = 0;
    let roleId = 0;
    let version = 1;
    steps.push({ name: 'addUser', channel: 'cli', action: 'systemUser.add', entity: 'system_user', body: async () => ({ ...person, name: 'Audited', password: 'Secret-pass-99', stationIds: [stations[0]] }), id: () => userId });
    steps.push({ name: 'editUser', channel: 'terminal', action: 'systemUser.edit', entity: 'system_user', body: async () => ({ userId, version: version++, name: 'Audited 2', phone: '13960009999' }), id: () => userId });
    steps.push({ name: 'alterUserStatus', channel: 'web', action: 'systemUser.status', entity: 'system_user', body: async () => ({ userId, version: version++, status: 0 }), id: () => userId });
    steps.push({ name: 'resetUserPassword', channel: 'cli', action: 'systemUser.resetPassword', entity: 'system_user', body: async () => ({ userId, password: 'Other-pass-77' }), id: () => userId });
    steps.push({ name: 'endUserSessions', channel: 'terminal', action: 'systemUser.endSessions', entity: 'system_user', body: async () => ({ userId }), id: () => userId });
    steps.push({ name: 'revealUserField', channel: 'web', action: 'pii.read', entity: 'system_user', body: async () => ({ userId, field: 'phone' }), id: () => userId });
    steps.push({ name: 'addRole', channel: 'cli', action: 'systemRole.add', entity: 'role', body: async () => ({ name: 'Audited role', nodeCodes: ['orderList'] }), id: () => roleId });
    steps.push({ name: 'editRole', channel: 'terminal', action: 'systemRole.edit', entity: 'role', body: async () => ({ roleId, version: 1, name: 'Audited role 2' }), id: () => roleId });
    steps.push({ name: 'deleteRole', channel: 'web', action: 'systemRole.delete', entity: 'role', body: async () => ({ roleId, version: 2 }), id: () => roleId });
    steps.push({ name: 'sendAnnouncement', channel: 'cli', action: 'messageRecord.send', entity: 'message_record', body: async () => ({ target: 'users', userIds: [admin.userId], title: 'Audit', body: 'Hello' }) });
    steps.push({ name: 'markStaffMessagesRead', channel: 'terminal', action: 'staffMessages.markRead', entity: 'staff_message', body: async () => ({}) });

    // Every mutating endpoint of the area has a step (a new one without a step fails here).
    const areaCodes = /^(systemUser|systemRole|messageRecord|pii|audit)\b/;
    // Reveals of other areas' records (revealOrderField, revealPersonField) are theirs to test.
    const mutating = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].mutates && areaCodes.test(endpoints[n].permission) && !/^reveal(Order|Person)Field$/.test(n));
    expect(steps.map((s) => s.name)).toEqual(expect.arrayContaining(mutating));

    for (const step of steps) {
      const before = await countOn(server(), 'select count(*) from audit_log');
      const answer = await api.call('admin', step.name, await step.body(), { headers: { 'x-careops-channel': step.channel } });
      expect(answer.resultcode, `${step.name}: ${answer.msg}`).toBe(1);
      if (step.name === 'addUser') userId = (answer.result as { id: number }).id;
      if (step.name === 'addRole') roleId = (answer.result as { id: number }).id;
      expect(await countOn(server(), 'select count(*) from audit_log'), step.name).toBe(before + 1);
      const [row] = await sqlOn(server(), 'select * from audit_log order by id desc limit 1');
      expect(row, step.name).toMatchObject({ action: step.action, entity: step.entity, actor_id: admin.userId, channel: step.channel, address: '127.0.0.1' });
      if (step.id) expect(Number(row?.entity_id), step.name).toBe(step.id());
      const json = `${String(row?.before_json)} ${String(row?.after_json)}`;
      for (const secret of ['Secret-pass-99', 'Other-pass-77', '$argon2', 'password_hash', '13960009999', person.phone]) expect(json, `${step.name} leaks ${secret}`).not.toContain(secret);
    }
    const edit = (await sqlOn(server(), "select before_json, after_json from audit_log where action = 'systemUser.edit' and entity_id = ?", [userId]))[0];
    expect(JSON.parse(String(edit?.before_json))).toEqual({ name: 'Audited', phone: `${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`, version: 1 });
    expect(JSON.parse(String(edit?.after_json))).toEqual({ name: 'Audited 2', phone: '139****9999', version: 2 });
  });

  it('records role codes as they are (a role code is no secret)', async () => {
    const role = await api.ok('admin', 'addRole', { name: 'Audit Codes', code: 'auditCodes', nodeCodes: ['orderList'] });
    const [row] = await sqlOn(server(), "select after_json from audit_log where action = 'systemRole.add' and entity_id = ?", [role.id]);
    expect(JSON.parse(String(row?.after_json))).toMatchObject({ code: 'auditCodes', nodeCodes: ['orderList'] });
    expect(String(row?.after_json)).not.toContain('[redacted]');
  });

  it('writes no audit row and changes nothing when a mutation is refused', async () => {
    await api.as('finance'); // signing in writes its own row
    const before = await countOn(server(), 'select count(*) from audit_log');
    const users = await countOn(server(), 'select count(*) from system_users');
    expect((await api.call('admin', 'addUser', { ...uniquePerson(), name: 'X', password: 'Fresh-pass-2048', roleIds: [424242] })).resultcode).toBe(101);
    expect((await api.call('admin', 'editUser', { userId: 1, version: 999, name: 'X' })).resultcode).toBe(104);
    expect((await api.call('finance', 'addUser', { ...uniquePerson(), name: 'X', password: 'Fresh-pass-2048' })).resultcode).toBe(106);
    expect(await countOn(server(), 'select count(*) from audit_log')).toBe(before);
    expect(await countOn(server(), 'select count(*) from system_users')).toBe(users);
  });

  it('lists the trail newest first with filters, pages and cursors; finds a record’s history', async () => {
    const user = await api.addUser();
    await api.ok('admin', 'editUser', { userId: user.id, version: 1, name: 'H1' }, { headers: { 'x-careops-channel': 'cli' } });
    await api.ok('admin', 'editUser', { userId: user.id, version: 2, name: 'H2' });
    const history = await api.ok('admin', 'getRecordHistory', { entity: 'system_user', entityId: user.id });
    expect(history.list.map((r) => r.action)).toEqual(['systemUser.edit', 'systemUser.edit', 'systemUser.add']);
    expect(history.list[1]).toMatchObject({ channel: 'cli', actorUsername: 'admin', actorName: 'Administrator', after: { name: 'H1', version: 2 } });

    const all = await api.ok('admin', 'getAuditList', { limit: 1000 });
    const ats = all.list.map((r) => r.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    const cli = await api.ok('admin', 'getAuditList', { channel: 'cli', limit: 1000 });
    expect(cli.total).toBeGreaterThan(0);
    expect(cli.list.every((r) => r.channel === 'cli')).toBe(true);
    const prefix = await api.ok('admin', 'getAuditList', { action: 'systemUser.', limit: 1000 });
    expect(prefix.list.every((r) => r.action.startsWith('systemUser.'))).toBe(true);
    expect((await api.ok('admin', 'getAuditList', { action: 'systemUser.add' })).list.every((r) => r.action === 'systemUser.add')).toBe(true);
    const byActor = await api.ok('admin', 'getAuditList', { username: 'admi', entity: 'system_user', entityId: user.id });
    expect(byActor.total).toBe(3);
    const first = history.list[2]?.at ?? 0;
    const windowed = await api.ok('admin', 'getAuditList', { entity: 'system_user', entityId: user.id, from: first + 1 });
    expect(windowed.list.every((r) => r.at > first)).toBe(true);
    expect((await api.call('admin', 'getAuditList', { from: 10, to: 5 })).msg).toBe(`to: ${t('system.list.rangeReversed')}`);

    // Cursor paging walks the same rows as offset paging.
    const byOffset = await api.ok('admin', 'getAuditList', { limit: 4, page: 2 });
    const page1 = await api.ok('admin', 'getAuditList', { limit: 4 });
    const page2 = await api.ok('admin', 'getAuditList', { limit: 4, cursor: page1.nextCursor });
    expect(page2.list.map((r) => r.id)).toEqual(byOffset.list.map((r) => r.id));
    expect((await api.call('admin', 'getAuditList', { cursor: 'garbage' })).result).toEqual({ field: 'cursor' });
  });

  it('keeps the trail for audit.view holders only', async () => {
    for (const username of ['studio', 'cs', 'ops']) {
      expect((await api.call(username, 'getAuditList', {})).resultcode, username).toBe(106);
    }
    const role = await api.ok('admin', 'addRole', { name: 'Auditor', nodeCodes: ['system', 'audit.view'] });
    const auditor = await api.addUser({ roleIds: [role.id] });
    const auth = await login(server().url, auditor.username, TEST_USER_PASSWORD);
    expect((await api.call(auth, 'getAuditList', {})).resultcode).toBe(1);
  });
});
