import { t } from '@careops/core/i18n';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../support/server';
import { countOn, sqlOn } from './support/database';
import { useServer } from './support/fixture';
import { systemClient } from './system-fixtures';

describe('security center: voice announcements', () => {
  const server = useServer();
  const api = systemClient(server);

  it('speaks now to every active nurse of the chosen studios through the message gateway, with its phonetic length and each recipient’s status', async () => {
    const [own] = await api.stationIds();
    const active = await countOn(server(), 'select count(*) from nurses where status = 1 and studio_id = ?', [own]);
    const sent = await api.ok('studio', 'addVoiceAnnouncement', { text: 'Storm tonight, finish visits early. 今晚有暴雨。', studioIds: [own] });
    expect(sent).toMatchObject({ status: 'sent', recipients: active, delivered: active, failed: 0, pending: 0, speechEngine: 'phonetic-duration' });
    expect(sent.speechDurationMs).toBeGreaterThan(2000);
    expect(sent.recipientList).toHaveLength(active);
    expect(sent.recipientList.every((r) => r.status === 'delivered' && r.studio.id === own)).toBe(true);
    const record = await sqlOn(server(), "select recipients, delivered from message_records where channel = 'voice' order by id desc limit 1");
    expect(record[0]).toMatchObject({ recipients: active, delivered: active });
    expect(await countOn(server(), "select count(*) from audit_log where action = 'voiceAnnouncements.send' and entity_id = ?", [sent.id])).toBe(1);
  });

  it('keeps a scheduled one until its time (once across runs), cancels one still scheduled, refuses past times and other studios', async () => {
    const [own, other] = await api.stationIds();
    const at = Date.now() + 3_600_000;
    const later = await api.ok('admin', 'addVoiceAnnouncement', { text: 'Training tomorrow at nine.', studioIds: [own], scheduledAt: at });
    expect(later).toMatchObject({ status: 'scheduled', recipients: 0, scheduledAt: at });
    const due = async (now: number) => (await apiCall<{ sent: number[] }>(server().url, '/api/test/sendDueAnnouncements', { now })).result.sent;
    expect(await due(at - 1)).not.toContain(later.id);
    const both = await Promise.all([due(at), due(at)]);
    expect(both.flat().filter((id) => id === later.id)).toHaveLength(1);
    expect(await api.ok('admin', 'getVoiceAnnouncement', { announcementId: later.id })).toMatchObject({ status: 'sent', sentAt: at });
    const toCancel = await api.ok('admin', 'addVoiceAnnouncement', { text: 'Maybe.', studioIds: [own], scheduledAt: '2099-01-01 09:00' });
    expect(toCancel.scheduledAt).toBe(Date.parse('2099-01-01T09:00:00+08:00'));
    expect((await api.ok('admin', 'cancelVoiceAnnouncement', { announcementId: toCancel.id, version: toCancel.version })).status).toBe('cancelled');
    expect((await api.call('admin', 'cancelVoiceAnnouncement', { announcementId: later.id, version: 2 })).result).toEqual({ field: 'announcementId' });
    expect((await api.call('admin', 'addVoiceAnnouncement', { text: 'x', studioIds: [own], scheduledAt: Date.now() - 3_600_000 })).msg).toBe(`scheduledAt: ${t('security.server.pastTime')}`);
    expect((await api.call('admin', 'addVoiceAnnouncement', { text: '', studioIds: [own] })).result).toEqual({ field: 'text' });
    expect((await api.call('admin', 'addVoiceAnnouncement', { text: 'x', studioIds: [] })).result).toEqual({ field: 'studioIds' });
    expect((await api.call('studio', 'addVoiceAnnouncement', { text: 'x', studioIds: [other] })).msg).toBe(`studioIds: ${t('system.validate.stationOutOfScope')}`);
    const mine = await api.ok('studio', 'getVoiceAnnouncementList', { limit: 100 });
    expect(mine.list.every((v) => v.studios.every((s) => s.id === own))).toBe(true);
    expect((await api.call('reviewer', 'getVoiceAnnouncementList', {})).resultcode).toBe(106);
  });
});
