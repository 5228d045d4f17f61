import type { HandlerMap } from '../http/handler-types';
import { getAlarm, getAlarmList } from './alarm-read';
import { acknowledgeAlarm, addAlarmNote, raiseDrill, resolveAlarm, revealAlarmNursePhone } from './alarm-write';
import { issueFieldCredential } from './field-endpoints';

export { fieldRoutes } from './field-endpoints';
export { runEscalation, scheduleEscalation } from './escalation';

/** The security center's staff handlers (docs/security-center.md). */
export function createSecurityHandlers(): HandlerMap {
  return { getAlarmList, getAlarm, acknowledgeAlarm, resolveAlarm, addAlarmNote, revealAlarmNursePhone, raiseDrill, issueFieldCredential };
}
