import type { ResourceDescriptor } from '../types';
import { alarmsResource } from './alarms';
import { voiceAnnouncementsResource } from './voice-announcements';

/** The security center's resources, in menu order. */
export const securityResources: readonly ResourceDescriptor[] = [alarmsResource, voiceAnnouncementsResource];
