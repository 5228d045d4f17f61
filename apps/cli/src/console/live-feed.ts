import { subscribeLiveEvents, type LiveEvent } from '@careops/core/client';
import type { AlarmSummary } from '@careops/core/contract';
import type { CliSession } from '../session/cli-session';

export interface LiveHandlers {
  /** A review queue changed (or the stream was reset): the counts are read again. */
  onQueues(): void;
  onAlarm(alarm: AlarmSummary): void;
  /** Whether the push channel is connected (polling covers the time it is not). */
  onStatus(live: boolean): void;
}

/** The push channel as the console listens to it; returns the way to stop listening. */
export type LiveFeed = (handlers: LiveHandlers) => () => void;

/** Alarms that hold the header until someone acknowledges them. */
export const isOpenAlarm = (alarm: AlarmSummary): boolean => alarm.status === 'active' || alarm.status === 'escalated';

/**
 * The console's live updates: core's subscription to the server's push channel (Server-Sent
 * Events, reconnecting with the last event id), the profile's session, topics queue and alarm.
 */
export function liveFeed(session: CliSession): LiveFeed {
  return (handlers) => {
    const subscription = subscribeLiveEvents({
      baseURL: session.server,
      getAuth: () => {
        const p = session.profile;
        return p?.token && p.userId !== undefined ? { token: p.token, userId: p.userId } : null;
      },
      channel: 'cli',
      topics: ['queue', 'alarm'],
      onEvent: (event: LiveEvent) => {
        if (event.topic === 'queue' || event.topic === 'reset') handlers.onQueues();
        else if (event.topic === 'alarm') handlers.onAlarm(event.data.alarm);
      },
      onStatus: (status) => handlers.onStatus(status === 'live'),
      onSignedOut: () => handlers.onStatus(false),
    });
    return () => subscription.close();
  };
}
