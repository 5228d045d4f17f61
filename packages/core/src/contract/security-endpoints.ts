import type { EndpointDef } from './endpoint-def';
import { def } from './endpoint-def';
import { securityRoutes as r } from './security-routes';
import * as alarms from './schemas/security-alarms';
import * as voice from './schemas/security-voice';

/** The security center's endpoints with their schemas; the compiler keeps the names equal to securityRoutes. */
export const securityEndpoints = {
  getAlarmList: def({ ...r.getAlarmList, request: alarms.alarmListRequest, response: alarms.alarmListResult, mutates: false }),
  getAlarm: def({ ...r.getAlarm, request: alarms.getAlarmRequest, response: alarms.alarmDetailSchema, mutates: false }),
  acknowledgeAlarm: def({ ...r.acknowledgeAlarm, request: alarms.acknowledgeAlarmRequest, response: alarms.alarmDetailSchema, mutates: true }),
  resolveAlarm: def({ ...r.resolveAlarm, request: alarms.resolveAlarmRequest, response: alarms.alarmDetailSchema, mutates: true }),
  addAlarmNote: def({ ...r.addAlarmNote, request: alarms.addAlarmNoteRequest, response: alarms.alarmDetailSchema, mutates: true }),
  // A read, but audited ('pii.read'): it writes through mutate, so it is marked mutating.
  revealAlarmNursePhone: def({ ...r.revealAlarmNursePhone, request: alarms.revealAlarmNursePhoneRequest, response: alarms.revealAlarmNursePhoneResult, mutates: true }),
  raiseDrill: def({ ...r.raiseDrill, request: alarms.raiseDrillRequest, response: alarms.alarmDetailSchema, mutates: true }),
  issueFieldCredential: def({ ...r.issueFieldCredential, request: alarms.issueFieldCredentialRequest, response: alarms.issueFieldCredentialResult, mutates: true }),
  revokeFieldCredentials: def({ ...r.revokeFieldCredentials, request: alarms.revokeFieldCredentialsRequest, response: alarms.revokeFieldCredentialsResult, mutates: true }),
  getVoiceAnnouncementList: def({ ...r.getVoiceAnnouncementList, request: voice.voiceListRequest, response: voice.voiceListResult, mutates: false }),
  getVoiceAnnouncement: def({ ...r.getVoiceAnnouncement, request: voice.getVoiceRequest, response: voice.voiceDetailSchema, mutates: false }),
  addVoiceAnnouncement: def({ ...r.addVoiceAnnouncement, request: voice.addVoiceRequest, response: voice.voiceDetailSchema, mutates: true }),
  cancelVoiceAnnouncement: def({ ...r.cancelVoiceAnnouncement, request: voice.cancelVoiceRequest, response: voice.voiceDetailSchema, mutates: true }),
} satisfies Record<keyof typeof r, EndpointDef>;
