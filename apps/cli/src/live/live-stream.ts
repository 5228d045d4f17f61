import { subscribeLiveEvents, type LiveEvent, type LiveTopic } from '@careops/core/client';
import type { CareOpsError } from '@careops/core/contract/errors';
import type { CliSession } from '../session/cli-session';
import { nodeStreamOpener } from './node-stream-opener';

export interface LiveRun {
  /** Resolves when the stream stops: `stop()`, `count` events seen, or the session ended (the error). */
  done: Promise<CareOpsError | null>;
  stop(): void;
}

/**
 * Follows the live channel for a `careops` command (core's subscription over Node's http,
 * the profile's session): reconnects with the last event id, stops after `count` events when
 * given, or when the session is gone (103/105).
 */
export function followLive(session: CliSession, options: { topics?: readonly LiveTopic[]; count?: number; onEvent(event: LiveEvent): void; onStatus?(live: boolean): void }): LiveRun {
  session.requireSignedIn();
  const profile = session.profile;
  let seen = 0;
  let finish: (value: CareOpsError | null) => void = () => undefined;
  const done = new Promise<CareOpsError | null>((resolve) => {
    finish = resolve;
  });
  const subscription = subscribeLiveEvents({
    baseURL: session.server,
    getAuth: () => (profile?.token && profile.userId !== undefined ? { token: profile.token, userId: profile.userId } : null),
    channel: 'cli',
    open: nodeStreamOpener,
    ...(options.topics?.length ? { topics: options.topics } : {}),
    onEvent: (event) => {
      options.onEvent(event);
      seen += 1;
      if (options.count !== undefined && seen >= options.count) stop();
    },
    onStatus: (status) => options.onStatus?.(status === 'live'),
    onSignedOut: (error) => {
      subscription.close();
      finish(error);
    },
  });
  function stop() {
    subscription.close();
    finish(null);
  }
  return { done, stop };
}
