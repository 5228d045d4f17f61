import type { AreaContribution } from '../../registry/area-contribution';
import { sosCredentialCommand, sosRaiseCommand, sosRevokeCredentialCommand } from './alarm-commands';
import { alarmLevelEnum, alarmOutcomeEnum, alarmsResource, alarmStatusEnum, alarmStatusFilterEnum } from './alarms';
import { voiceAnnouncementsResource, voiceStatusEnum } from './voice-announcements';
import { securityResources } from './descriptors';

export { alarmWatchTable, withAlarmEvent } from './alarm-watch';
export { alarmLevelEnum, alarmOutcomeEnum, alarmsResource, alarmStatusEnum, alarmStatusFilterEnum, voiceAnnouncementsResource, voiceStatusEnum };

export { securityResources };

/** The security center's contribution: `careops sos list|view|ack|resolve|note|reveal-phone|raise|credential|revoke-credential`, `careops voice list|view|send|cancel`. */
export const securityArea: AreaContribution = { id: 'security', resources: securityResources, commands: [sosRaiseCommand, sosCredentialCommand, sosRevokeCredentialCommand] };
