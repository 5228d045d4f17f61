import type { EndpointRoute } from './endpoint-routes';

const post = (name: string, permission: string) => ({ path: `/api/admin/${name}`, method: 'POST', permission }) as const;

/** The security center's staff endpoints (the nurse app's field endpoints are in docs/security-center.md). */
export const securityRoutes = {
  getAlarmList: post('getAlarmList', 'securityCenterList'),
  getAlarm: post('getAlarm', 'securityCenterList'),
  acknowledgeAlarm: post('acknowledgeAlarm', 'securityCenterList.handle'),
  resolveAlarm: post('resolveAlarm', 'securityCenterList.handle'),
  addAlarmNote: post('addAlarmNote', 'securityCenterList.handle'),
  revealAlarmNursePhone: post('revealAlarmNursePhone', 'securityCenterList.handle'),
  raiseDrill: post('raiseDrill', 'securityCenterList.drill'),
  issueFieldCredential: post('issueFieldCredential', 'securityCenterList.credentials'),
  revokeFieldCredentials: post('revokeFieldCredentials', 'securityCenterList.credentials'),
  // Voice announcements (/security-center/voice-announcements)
  getVoiceAnnouncementList: post('getVoiceAnnouncementList', 'voiceAnnouncements'),
  getVoiceAnnouncement: post('getVoiceAnnouncement', 'voiceAnnouncements'),
  addVoiceAnnouncement: post('addVoiceAnnouncement', 'voiceAnnouncements.send'),
  cancelVoiceAnnouncement: post('cancelVoiceAnnouncement', 'voiceAnnouncements.send'),
} as const satisfies Record<string, EndpointRoute>;
