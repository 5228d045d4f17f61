import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { TEST_USER_PASSWORD, systemClient, uniquePerson } from './system-fixtures';

describe('system users', () => {
  const server = useServer();
  const api = systemClient(server);
  const stationOf = async (username: string) => {
    const { userId } = await api.as(username);
    return countOn(server(), 'select min(studio_id) from user_stations where user_id = ?', [userId]);
  };

  it('adds a user with roles and stations and answers it with the phone masked', async () => {
    const [station] = await api.stationIds();
    const role = await api.roleId('customerService');
    const person = uniquePerson();
    const user = await api.ok('admin', 'addUser', { ...person, name: '  Li Na ', password: 'Fresh-pass-2048', roleIds: [role], stationIds: [station], isConsult: true });
    expect(user).toMatchObject({ username: person.username, name: 'Li Na', status: 1, isConsult: true, version: 1, activeSessions: 0 });
    expect(user.phone).toBe(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
    expect(user.roles.map((r) => r.code)).toEqual(['customerService']);
    expect(user.stations.map((s) => s.id)).toEqual([station]);
    const [row] = await sqlOn(server(), 'select phone, password_hash from system_users where id = ?', [user.id]);
    expect(row?.phone).toBe(person.phone);
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect((await login(server().url, person.username, 'Fresh-pass-2048')).userId).toBe(user.id);
    expect(await api.ok('admin', 'getUser', { userId: user.id })).toMatchObject({ id: user.id, version: 1, phone: user.phone });
  });

  it('takes form-encoded bodies with comma-separated ids', async () => {
    const stations = await api.stationIds();
    const person = uniquePerson();
    const answer = await api.call('admin', 'addUser', { ...person, name: 'Form', password: 'Fresh-pass-2048', stationIds: `${stations[0]},${stations[1]}`, status: '0' }, { form: true });
    expect(answer.resultcode).toBe(1);
    expect(answer.result.stations.map((s) => s.id)).toEqual([stations[0], stations[1]]);
    expect(answer.result.status).toBe(0);
  });

  it('refuses bad fields with a message naming the field, and changes nothing', async () => {
    const before = await countOn(server(), 'select count(*) from system_users');
    const person = uniquePerson();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...person, name: 'X', password: 'Fresh-pass-2048', phone: '12345678901' }, 'phone', t('validate.mobile')],
      [{ ...person, name: 'X', password: 'Short-pass1' }, 'password', t('validate.passwordMin', { min: 12 })],
      [{ ...person, name: 'X', password: 'Ab1-'.repeat(32) + 'x' }, 'password', t('validate.passwordMax', { max: 128 })],
      [{ ...person, name: 'X', password: 'Password1234' }, 'password', t('validate.passwordCommon')],
      [{ ...person, name: '  ', password: 'Fresh-pass-2048' }, 'name', t('system.validate.nameRequired')],
      [{ ...person, username: 'a b', name: 'X', password: 'Fresh-pass-2048' }, 'username', t('system.validate.username')],
      [{ ...person, name: 'X', password: 'Fresh-pass-2048', status: 3 }, 'status', t('system.validate.status')],
      [{ ...person, name: 'X', password: 'Fresh-pass-2048', roleIds: [9999] }, 'roleIds', t('system.validate.unknownIds', { what: 'role', ids: 9999 })],
      [{ ...person, name: 'X', password: 'Fresh-pass-2048', stationIds: [9999] }, 'stationIds', t('system.validate.unknownIds', { what: 'station', ids: 9999 })],
      [{ ...person, username: 'ADMIN', name: 'X', password: 'Fresh-pass-2048' }, 'username', t('system.validate.usernameTaken', { username: 'ADMIN' })],
      [{ ...person, phone: '13800000001', name: 'X', password: 'Fresh-pass-2048' }, 'phone', t('system.validate.phoneTaken')],
    ];
    for (const [body, field, problem] of cases) {
      const answer = await api.call('admin', 'addUser', body);
      expect(answer.resultcode, field).toBe(101);
      expect(answer.msg).toBe(`${field}: ${problem}`);
      expect(answer.result).toEqual({ field });
    }
    expect(await countOn(server(), 'select count(*) from system_users')).toBe(before);
  });

  it('edits only the fields sent, at the version read; a second edit at the same version gets 104 and changes nothing', async () => {
    const user = await api.addUser({ name: 'Before' });
    const edited = await api.ok('admin', 'editUser', { userId: user.id, version: 1, name: 'After', isConsult: true });
    expect(edited).toMatchObject({ name: 'After', isConsult: true, username: user.username, version: 2 });
    const stale = await api.call('admin', 'editUser', { userId: user.id, version: 1, name: 'Lost update' });
    expect(stale.resultcode).toBe(104);
    expect(stale.msg).toBe(t('error.staleVersion'));
    const [row] = await sqlOn(server(), 'select name, version from system_users where id = ?', [user.id]);
    expect(row).toMatchObject({ name: 'After', version: 2 });
    const missing = await api.call('admin', 'editUser', { userId: 999_999, version: 1, name: 'Nobody' });
    expect(missing.resultcode).toBe(102);
    expect((await api.call('admin', 'editUser', { userId: user.id, version: 2, username: 'cs' })).msg).toBe(`username: ${t('system.validate.usernameTaken', { username: 'cs' })}`);
    expect((await api.ok('admin', 'getUser', { userId: user.id })).version).toBe(2);
  });

  it('races two edits at the same version: exactly one wins', async () => {
    const user = await api.addUser();
    const answers = await Promise.all(['One', 'Two'].map((name) => api.call('admin', 'editUser', { userId: user.id, version: 1, name })));
    expect(answers.map((a) => a.resultcode).sort()).toEqual([1, 104]);
    const winner = answers.find((a) => a.resultcode === 1)?.result.name;
    expect((await api.ok('admin', 'getUser', { userId: user.id })).name).toBe(winner);
  });

  it('disables a user: its sessions answer 105 at once, sign-in is refused, enabling does not revive old tokens', async () => {
    const user = await api.addUser();
    const auth = await login(server().url, user.username, TEST_USER_PASSWORD);
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, auth)).resultcode).toBe(1);
    expect((await api.ok('admin', 'getUser', { userId: user.id })).activeSessions).toBe(1);
    const disabled = await api.ok('admin', 'alterUserStatus', { userId: user.id, status: 0, version: 1 });
    expect(disabled).toEqual({ id: user.id, status: 0, version: 2, sessionsEnded: 1 });
    const refused = await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, auth);
    expect(refused.resultcode).toBe(105);
    expect(refused.msg).toBe(t('error.accountDisabled'));
    expect((await api.ok('admin', 'getUserSessions', { userId: user.id })).list).toEqual([]);
    expect((await apiCall(server().url, '/api/admin/passwordLogin', { username: user.username, password: TEST_USER_PASSWORD })).resultcode).toBe(105);
    expect((await api.call('admin', 'alterUserStatus', { userId: user.id, status: 1, version: 1 })).resultcode).toBe(104);
    await api.ok('admin', 'alterUserStatus', { userId: user.id, status: 1, version: 2 });
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, auth)).resultcode).toBe(103);
    expect((await login(server().url, user.username, TEST_USER_PASSWORD)).userId).toBe(user.id);
  });

  it('refuses disabling yourself', async () => {
    const admin = await api.as('admin');
    const version = (await api.ok('admin', 'getUser', { userId: admin.userId })).version;
    const answer = await api.call('admin', 'alterUserStatus', { userId: admin.userId, status: 0, version });
    expect(answer.resultcode).toBe(101);
    expect(answer.msg).toBe(`status: ${t('system.validate.selfDisable')}`);
  });

  it('keeps at least one enabled super admin', async () => {
    const admin = await api.as('admin');
    const detail = await api.ok('admin', 'getUser', { userId: admin.userId });
    const answer = await api.call('admin', 'editUser', { userId: admin.userId, version: detail.version, roleIds: [] });
    expect(answer.msg).toBe(`roleIds: ${t('system.validate.lastSuperAdmin')}`);
    expect((await api.ok('admin', 'getUser', { userId: admin.userId })).roles.map((r) => r.code)).toEqual(['superAdmin']);
  });

  it('resets a password: a generated one is answered once, every session ends, the old password stops working', async () => {
    const user = await api.addUser();
    const auth = await login(server().url, user.username, TEST_USER_PASSWORD);
    const reset = await api.ok('admin', 'resetUserPassword', { userId: user.id });
    expect(reset.password).toMatch(/^[A-Za-z2-9]{14}$/);
    expect(reset).toMatchObject({ id: user.id, version: 2, sessionsEnded: 1 });
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, auth)).resultcode).toBe(103);
    expect((await apiCall(server().url, '/api/admin/passwordLogin', { username: user.username, password: TEST_USER_PASSWORD })).resultcode).toBe(109);
    await login(server().url, user.username, reset.password ?? '');
    const chosen = await api.ok('admin', 'resetUserPassword', { userId: user.id, password: 'Chosen-pass-1', version: 2 });
    expect(chosen).toMatchObject({ password: null, version: 3, sessionsEnded: 1 });
    await login(server().url, user.username, 'Chosen-pass-1');
    expect((await api.call('admin', 'resetUserPassword', { userId: user.id, version: 2 })).resultcode).toBe(104);
    const audit = await sqlOn(server(), "select after_json from audit_log where action = 'systemUser.resetPassword' and entity_id = ?", [user.id]);
    expect(audit.map((r) => String(r.after_json)).join()).not.toContain(reset.password ?? 'x');
  });

  it("lists a user's live sessions and ends one or all", async () => {
    const user = await api.addUser();
    const first = await login(server().url, user.username, TEST_USER_PASSWORD);
    const second = await login(server().url, user.username, TEST_USER_PASSWORD);
    const sessions = await api.ok('admin', 'getUserSessions', { userId: user.id });
    expect(sessions.list).toHaveLength(2);
    expect(sessions.list[0]).toMatchObject({ channel: 'web', address: '127.0.0.1', current: false });
    // Without systemUser.sessions a user cannot list even its own.
    expect((await api.call(second, 'getUserSessions', { userId: user.id })).resultcode).toBe(106);
    const oldest = sessions.list[1]?.id ?? 0;
    expect(await api.ok('admin', 'endUserSessions', { userId: user.id, sessionId: oldest })).toEqual({ ended: 1 });
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, first)).resultcode).toBe(103);
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, second)).resultcode).toBe(1);
    const again = await api.call('admin', 'endUserSessions', { userId: user.id, sessionId: oldest });
    expect(again.resultcode).toBe(101);
    expect(again.result).toEqual({ field: 'sessionId' });
    expect(await api.ok('admin', 'endUserSessions', { userId: user.id })).toEqual({ ended: 1 });
    expect((await apiCall(server().url, '/system/user/getSystemUserInfo.json', {}, second)).resultcode).toBe(103);
  });

  it('masks phones everywhere and reveals one only to pii.viewFull, with an audit row', async () => {
    const list = await api.ok('admin', 'getUsersList', { limit: 50 });
    expect(list.list.length).toBeGreaterThan(10);
    for (const user of list.list) expect(user.phone).toMatch(/^1\d\d\*{4}\d{4}$/);
    const cs = list.list.find((u) => u.username === 'cs');
    expect(cs?.phone).toBe('138****0001');
    const studio = await api.as('studio');
    const denied = await api.call('studio', 'revealUserField', { userId: studio.userId, field: 'phone' });
    expect(denied.resultcode).toBe(106);
    const before = await countOn(server(), "select count(*) from audit_log where action = 'pii.read'");
    const revealed = await api.ok('admin', 'revealUserField', { userId: cs?.id, field: 'phone' }, { headers: { 'x-careops-channel': 'cli' } });
    expect(revealed).toEqual({ field: 'phone', value: '13800000001' });
    expect(await countOn(server(), "select count(*) from audit_log where action = 'pii.read'")).toBe(before + 1);
    const [row] = await sqlOn(server(), "select actor_id, channel, entity, entity_id, after_json from audit_log where action = 'pii.read' order by id desc limit 1");
    expect(row).toMatchObject({ actor_id: (await api.as('admin')).userId, channel: 'cli', entity: 'system_user', entity_id: cs?.id });
    expect(String(row?.after_json)).not.toContain('13800000001');
  });

  it('scopes a station-bound manager to its stations: users, stations, records outside answer 102', async () => {
    const mine = await stationOf('studio');
    const list = await api.ok('studio', 'getUsersList', { limit: 100 });
    const bound = await countOn(server(), 'select count(distinct user_id) from user_stations where studio_id = ?', [mine]);
    expect(list.total).toBe(bound);
    for (const user of list.list) expect(user.stations.map((s) => s.id)).toContain(mine);
    expect(list.list.some((u) => u.username === 'admin' || u.username === 'cs')).toBe(false);
    expect((await api.ok('studio', 'getAllStationList')).list.map((s) => s.id)).toEqual([mine]);
    const cs = (await api.ok('admin', 'getUsersList', { username: 'cs' })).list.find((u) => u.username === 'cs');
    for (const name of ['getUser', 'getUserSessions'] as const) {
      expect((await api.call('studio', name, { userId: cs?.id })).resultcode, name).toBe(102);
    }
    expect((await api.call('studio', 'editUser', { userId: cs?.id, version: 1, name: 'x' })).resultcode).toBe(102);
    // Filtering by another station finds only the users also bound to the manager's.
    const elsewhere = (await api.stationIds()).find((id) => id !== mine) ?? 0;
    for (const user of (await api.ok('studio', 'getUsersList', { stationId: elsewhere, limit: 100 })).list) {
      expect(user.stations.map((s) => s.id)).toEqual(expect.arrayContaining([mine, elsewhere]));
    }
  });

  it('lets a station-bound manager add and edit only within its stations and below its permissions', async () => {
    const mine = await stationOf('studio');
    const other = (await api.stationIds()).find((id) => id !== mine) ?? 0;
    const managerRole = await api.roleId('studioManager');
    const superRole = await api.roleId('superAdmin');
    const person = uniquePerson();
    const body = { ...person, name: 'Nurse Aide', password: 'Fresh-pass-2048', roleIds: [managerRole] };
    expect((await api.call('studio', 'addUser', { ...body, stationIds: [] })).msg).toBe(`stationIds: ${t('system.validate.stationRequired')}`);
    expect((await api.call('studio', 'addUser', { ...body, stationIds: [other] })).msg).toBe(`stationIds: ${t('system.validate.stationOutOfScope')}`);
    const superAttempt = await api.call('studio', 'addUser', { ...body, roleIds: [superRole], stationIds: [mine] });
    expect(superAttempt.msg).toBe(`roleIds: ${t('system.validate.roleNotAssignable', { role: 'super admin' })}`);
    const roles = await api.ok('studio', 'getAllRole');
    expect(roles.list.find((r) => r.code === 'superAdmin')?.assignable).toBe(false);
    expect(roles.list.find((r) => r.code === 'studioManager')?.assignable).toBe(true);
    const added = await api.ok('studio', 'addUser', { ...body, stationIds: [mine] });
    expect(added.stations.map((s) => s.id)).toEqual([mine]);
    // An account also bound elsewhere keeps the stations the manager cannot see.
    await api.ok('admin', 'editUser', { userId: added.id, version: 1, stationIds: [mine, other] });
    const kept = await api.ok('studio', 'editUser', { userId: added.id, version: 2, stationIds: [mine], name: 'Renamed' });
    expect(kept.stations.map((s) => s.id).sort()).toEqual([mine, other].sort());
    // A super admin bound to the manager's station is visible but cannot be managed.
    const boss = await api.addUser({ roleIds: [superRole], stationIds: [mine] });
    const refused = await api.call('studio', 'editUser', { userId: boss.id, version: 1, name: 'Taken over' });
    expect(refused.resultcode).toBe(106);
    expect(refused.msg).toBe(t('system.error.cannotManage'));
    expect((await api.call('studio', 'resetUserPassword', { userId: boss.id })).resultcode).toBe(106);
    expect((await api.ok('admin', 'getUser', { userId: boss.id })).name).toBe('Test Person');
  });

});
