import type { StaffMessage } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { apiCall, login } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { TEST_USER_PASSWORD, systemClient } from './system-fixtures';

describe('message records and announcements', () => {
  const server = useServer();
  const api = systemClient(server);

  const unreadOf = async (auth: { token: string; userId: number }) =>
    (await apiCall<{ unread: number; list: StaffMessage[] }>(server().url, '/api/admin/getStaffMessageList', {}, auth)).result;

  it('lists the demo records with delivery counts, filtered and sorted; details mask phones', async () => {
    const page = await api.ok('ops', 'getMessageRecordList', {});
    expect(page.total).toBe(5);
    const created = page.list.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const r of page.list) expect(r.delivered + r.failed + r.pending).toBe(r.recipients);
    expect((await api.ok('ops', 'getMessageRecordList', { channel: 'app' })).list.every((r) => r.channel === 'app')).toBe(true);
    expect((await api.ok('ops', 'getMessageRecordList', { template: 'ORDER.' })).list.map((r) => r.template).sort()).toEqual(['order.accepted', 'order.paid']);
    const bySize = (await api.ok('ops', 'getMessageRecordList', { sort: '-recipients' })).list.map((r) => r.recipients);
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    const oldest = Math.min(...created);
    expect((await api.ok('ops', 'getMessageRecordList', { from: oldest + 1 })).total).toBe(4);
    expect((await api.ok('ops', 'getMessageRecordList', { to: oldest })).total).toBe(1);

    const paid = page.list.find((r) => r.template === 'order.paid');
    const detail = await api.ok('ops', 'getMessageRecord', { id: paid?.id, limit: 5 });
    expect(detail.record).toMatchObject({ template: 'order.paid', recipients: 12, delivered: 10, failed: 2, target: t('system.message.target.members') });
    expect(detail.recipients.total).toBe(12);
    expect(detail.recipients.list).toHaveLength(5);
    for (const r of detail.recipients.list) expect(r.address).toMatch(/^137\*{4}\d{4}$/);
    const failed = await api.ok('ops', 'getMessageRecord', { id: paid?.id, status: 'failed' });
    expect(failed.recipients.list.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(failed.recipients.list[0]?.error).toBeTruthy();
    expect((await api.call('ops', 'getMessageRecord', { id: 99_999 })).resultcode).toBe(102);
  });

  it('sends an announcement to a station: one recipient row, outbox row and message-center notification each', async () => {
    const [station] = await api.stationIds();
    const expected = await countOn(server(), 'select count(*) from system_users u where u.status = 1 and exists (select 1 from user_stations s where s.user_id = u.id and s.studio_id = ?)', [station]);
    const studio = await api.as('studio');
    const before = await unreadOf(studio);
    const sent = await api.ok('ops', 'sendAnnouncement', { target: 'station', stationId: station, title: 'Fire drill', body: 'At 3 pm, please gather outside.' });
    expect(sent).toMatchObject({ recipients: expected, delivered: expected, failed: 0 });
    expect(await countOn(server(), 'select count(*) from message_recipients where record_id = ? and status = ?', [sent.id, 'delivered'])).toBe(expected);
    expect(await countOn(server(), 'select count(*) from message_outbox where record_id = ?', [sent.id])).toBe(expected);
    const after = await unreadOf(studio);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.list[0]).toMatchObject({ kind: 'announcement', title: 'Fire drill', body: 'At 3 pm, please gather outside.', readAt: null });
    const ops = await api.as('ops');
    expect((await unreadOf(ops)).list.some((m) => m.title === 'Fire drill')).toBe(false);
    const logged = server()
      .output()
      .split('\n')
      .flatMap((line) => {
        try {
          return [(JSON.parse(line) as { msg?: string }).msg];
        } catch {
          return []; // not a log line (or one still being written)
        }
      });
    expect(logged).toContain(`Announcement #${sent.id} "Fire drill" to ${expected} staff`);
    const record = await api.ok('ops', 'getMessageRecord', { id: sent.id });
    expect(record.record).toMatchObject({ channel: 'announcement', recipients: expected, delivered: expected, createdBy: { id: ops.userId } });
    expect(record.recipients.list.map((r) => r.address)).toContain('studio');
  });

  it('counts a chosen disabled account as failed, and reaches a role', async () => {
    const disabled = (await api.ok('admin', 'getUsersList', { username: 'disabled' })).list[0];
    const cs = (await api.ok('admin', 'getUsersList', { username: 'cs' })).list.find((u) => u.username === 'cs');
    const sent = await api.ok('ops', 'sendAnnouncement', { target: 'users', userIds: [disabled?.id, cs?.id], title: 'Two', body: 'Hi' });
    expect(sent).toMatchObject({ recipients: 2, delivered: 1, failed: 1 });
    const failed = await api.ok('ops', 'getMessageRecord', { id: sent.id, status: 'failed' });
    expect(failed.recipients.list[0]).toMatchObject({ recipientId: disabled?.id, error: t('system.message.recipientDisabled') });
    const finance = await api.roleId('finance');
    const holders = await countOn(server(), 'select count(*) from user_roles r join system_users u on u.id = r.user_id where r.role_id = ? and u.status = 1', [finance]);
    expect(await api.ok('ops', 'sendAnnouncement', { target: 'role', roleId: finance, title: 'Finance', body: 'Month end' })).toMatchObject({ recipients: holders, delivered: holders });
  });

  it('refuses incomplete groups naming the field, and changes nothing', async () => {
    const before = await countOn(server(), 'select count(*) from message_records');
    const unused = await api.ok('admin', 'addRole', { name: 'Nobody holds this' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ target: 'role' }, 'roleId', t('validate.required')],
      [{ target: 'station', stationId: 9999 }, 'stationId', t('system.validate.unknownIds', { what: 'station', ids: 9999 })],
      [{ target: 'users', userIds: [424242] }, 'userIds', t('system.validate.unknownIds', { what: 'system user', ids: 424242 })],
      [{ target: 'role', roleId: unused.id }, 'target', t('system.validate.noRecipients')],
      [{ target: 'everyone' }, 'target', t('system.validate.oneOf', { values: 'all, role, station, users' })],
      [{ target: 'all', title: '' }, 'title', t('system.validate.titleRequired')],
    ];
    for (const [group, field, problem] of cases) {
      const answer = await api.call('ops', 'sendAnnouncement', { title: 'T', body: 'B', ...group });
      expect(answer.msg, field).toBe(`${field}: ${problem}`);
    }
    expect(await countOn(server(), 'select count(*) from message_records')).toBe(before);
  });

  it('scopes records and groups to a station-bound sender', async () => {
    const [first, second] = await api.stationIds();
    const role = await api.ok('admin', 'addRole', { name: 'Station messenger', nodeCodes: ['system', 'message', 'messageRecord', 'messageRecord.send', 'messageRecordDetail'] });
    const sender = await api.addUser({ roleIds: [role.id], stationIds: [second ?? 0] });
    const auth = await login(server().url, sender.username, TEST_USER_PASSWORD);
    const elsewhere = await api.ok('ops', 'sendAnnouncement', { target: 'station', stationId: first, title: 'First only', body: '-' });
    expect((await api.call(auth, 'getMessageRecord', { id: elsewhere.id })).resultcode).toBe(102);
    expect((await api.call(auth, 'sendAnnouncement', { target: 'station', stationId: first, title: 'x', body: 'y' })).msg).toBe(`stationId: ${t('system.validate.stationOutOfScope')}`);
    const mine = await api.ok(auth, 'sendAnnouncement', { target: 'all', title: 'Second only', body: '-' });
    const reached = await sqlOn(server(), 'select recipient_id from message_recipients where record_id = ?', [mine.id]);
    const bound = await sqlOn(server(), 'select user_id from user_stations where studio_id = ?', [second]);
    const boundIds = new Set(bound.map((r) => Number(r.user_id)));
    expect(reached.length).toBeGreaterThan(0);
    for (const r of reached) expect(boundIds.has(Number(r.recipient_id))).toBe(true);
    const visible = await api.ok(auth, 'getMessageRecordList', { limit: 100 });
    expect(visible.list.map((r) => r.id)).toEqual([mine.id]);
    const toSecond = await api.ok('ops', 'sendAnnouncement', { target: 'station', stationId: second, title: 'Second station', body: '-' });
    expect((await api.ok(auth, 'getMessageRecordList', { limit: 100 })).list.map((r) => r.id)).toEqual([toSecond.id, mine.id]);
  });
});
