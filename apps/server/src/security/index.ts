import type { HandlerMap } from '../http/handler-types';
import { getAlarm, getAlarmList } from './alarm-read';
import { acknowledgeAlarm, addAlarmNote, raiseDrill, resolveAlarm, revealAlarmNursePhone } from './alarm-write';
import { issueFieldCredential, revokeFieldCredentials } from './field-endpoints';
import { createVoiceHandlers, type VoiceDeps } from './voice-handlers';

export { fieldRoutes, nurseOf } from './field-endpoints';
export { runEscalation, scheduleEscalation } from './escalation';
export { scheduleVoiceAnnouncements, sendDueAnnouncements } from './voice-send';
export { phoneticDurationEngine, type SpeechEngine } from './speech';

/** The security center's staff handlers (docs/security-center.md). */
export function createSecurityHandlers(deps: VoiceDeps): HandlerMap {
  return { getAlarmList, getAlarm, acknowledgeAlarm, resolveAlarm, addAlarmNote, revealAlarmNursePhone, raiseDrill, issueFieldCredential, revokeFieldCredentials, ...createVoiceHandlers(deps) };
}
