// A live-channel client for tests: core's subscription (the one every face uses) collecting events.
import { subscribeLiveEvents, type LiveEvent, type LiveTopic } from '@careops/core/client';
import type { TestAuth } from '../support/server';

export interface Collector {
  events: LiveEvent[];
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  lastEventId(): number;
  live(): Promise<void>;
  /** Resolves with the error code once the stream is refused as signed out (rejects after `timeoutMs`). */
  signedOut(timeoutMs: number): Promise<string>;
  close(): void;
}

export function collect(url: string, auth: TestAuth & { userId: number }, options: { topics?: LiveTopic[]; lastEventId?: number } = {}): Collector {
  const events: LiveEvent[] = [];
  const waiters: Array<{ match: (event: LiveEvent) => boolean; resolve(event: LiveEvent): void }> = [];
  let liveResolve: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    liveResolve = resolve;
  });
  let outResolve: (code: string) => void = () => undefined;
  const out = new Promise<string>((resolve) => {
    outResolve = resolve;
  });
  const subscription = subscribeLiveEvents({
    baseURL: url,
    getAuth: () => ({ token: auth.token, userId: auth.userId }),
    ...(options.topics ? { topics: options.topics } : {}),
    ...(options.lastEventId !== undefined ? { lastEventId: options.lastEventId } : {}),
    retryMs: 200,
    onStatus: (status) => status === 'live' && liveResolve(),
    onSignedOut: (error) => outResolve(error.code),
    onEvent: (event) => {
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
  });
  return {
    events,
    next: (match, timeoutMs = 5000) => {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching live event within ${timeoutMs} ms (got ${events.map((e) => e.topic).join(', ')})`)), timeoutMs);
        waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    lastEventId: () => subscription.lastEventId(),
    live: () => connected,
    signedOut: (timeoutMs) => Promise.race([out, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('the stream was not refused')), timeoutMs))]),
    close: () => subscription.close(),
  };
}

export const isAlarm = (id: number, step?: string) => (event: LiveEvent) => event.topic === 'alarm' && event.data.alarm.id === id && (step === undefined || event.data.step?.step === step);
