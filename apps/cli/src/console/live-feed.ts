import { subscribeLiveEvents, type ApiClient, type LiveEvent } from '@careops/core/client';
import type { AlarmSummary } from '@careops/core/contract';
import { endpointRoutes } from '@careops/core/contract/routes';
import { callEndpoint, pageFrom, type ResourceDescriptor } from '@careops/core/resources';
import { nodeStreamOpener } from '../live/node-stream-opener';
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

/** The security area's alarm list: open alarms hold the header from the start, not only once pushed. */
const ALARMS_RESOURCE = 'alarms';

/** The open alarms when the console opens (none when the user may not list alarms, or the area is absent). */
export async function readOpenAlarms(api: ApiClient, resources: readonly ResourceDescriptor[], permissions: ReadonlySet<string>): Promise<AlarmSummary[]> {
  const d = resources.find((r) => r.id === ALARMS_RESOURCE);
  if (!d || !permissions.has(endpointRoutes[d.list.endpoint].permission)) return [];
  const { list } = pageFrom(await callEndpoint(api, d.list.endpoint, { status: 'open', page: 1, limit: 20 }));
  return (list as unknown as AlarmSummary[]).filter(isOpenAlarm);
}

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
      open: nodeStreamOpener,
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
