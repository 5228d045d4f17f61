import { lazy } from 'react';
import type { ConsoleArea } from '../../platform/contributions/console-area';
import { page } from '../../platform/shell/lazy-page';
import { securityQueues } from './security-queues';

/** The security center: the live SOS queue and its banner over every page, voice announcements; open alarms on Home. */
export const securityArea: ConsoleArea = {
  id: 'security',
  pages: {
    securityCenterList: page(() => import('./alarms-page').then((m) => m.AlarmsPage)),
    voiceAnnouncements: page(() => import('./voice-page').then((m) => m.VoicePage)),
  },
  queues: securityQueues,
  overlays: [lazy(() => import('./alarm-banner').then((m) => ({ default: m.AlarmBanner })))],
};
