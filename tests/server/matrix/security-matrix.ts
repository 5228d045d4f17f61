import { countOn } from '../support/database';
import type { MatrixArea } from './matrix-area';

/**
 * The security center in the permission matrix: alarms of the studio manager's station (a
 * fresh drill per mutating call, raised by the admin). The fingerprint leaves out what the
 * escalation scheduler may change meanwhile (an active alarm escalating).
 */
export const securityMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from sos_alarms)',
    "(select count(*) from sos_alarms where status not in ('active', 'escalated'))",
    "(select count(*) from sos_alarm_steps where step <> 'escalated')",
    '(select count(*) from nurse_field_credentials)',
    '(select count(*) from nurse_field_credentials where revoked_at is not null)',
    '(select count(*) from voice_announcements)',
    '(select coalesce(sum(version), 0) from voice_announcements)',
  ],
  bodies: async ({ server, api }) => {
    const studio = await api.as('studio');
    const station = await countOn(server, 'select min(studio_id) from user_stations where user_id = ?', [studio.userId]);
    const nurseId = await countOn(server, 'select min(id) from nurses where status = 1 and studio_id = ?', [station]);
    const drill = async () => (await api.ok('admin', 'raiseDrill', { nurseId })).id;
    const alarmId = await drill();
    return {
      getAlarmList: async () => ({ status: 'open', limit: 5 }),
      getAlarm: async () => ({ alarmId }),
      acknowledgeAlarm: async () => ({ alarmId: await drill() }),
      resolveAlarm: async () => {
        const id = await drill();
        await api.ok('admin', 'acknowledgeAlarm', { alarmId: id });
        return { alarmId: id, outcome: 'false-alarm', notes: 'matrix', report: 'matrix drill' };
      },
      addAlarmNote: async () => ({ alarmId, note: 'matrix note' }),
      revealAlarmNursePhone: async () => ({ alarmId }),
      raiseDrill: async () => ({ nurseId }),
      issueFieldCredential: async () => ({ nurseId, label: 'matrix' }),
      revokeFieldCredentials: async () => ({ nurseId, credentialId: (await api.ok('admin', 'issueFieldCredential', { nurseId, label: 'matrix revoke' })).id }),
      getVoiceAnnouncementList: async () => ({ limit: 5 }),
      getVoiceAnnouncement: async () => ({ announcementId: (await api.ok('admin', 'addVoiceAnnouncement', { text: 'matrix', studioIds: [station] })).id }),
      addVoiceAnnouncement: async () => ({ text: 'Please check your alarm buttons today.', studioIds: [station], scheduledAt: Date.now() + 3_600_000 }),
      cancelVoiceAnnouncement: async () => ({ announcementId: (await api.ok('admin', 'addVoiceAnnouncement', { text: 'matrix', studioIds: [station], scheduledAt: Date.now() + 3_600_000 })).id, version: 1 }),
    };
  },
};
