import { subscribeLiveEvents, type LiveEvent, type LiveStatus, type LiveSubscription, type LiveTopic } from '@careops/core/client';
import { useEffect } from 'react';
import { createExternalStore, useExternalStore } from '../../ui/external-store';
import { sessionActor } from '../auth/session';
import { onSignOut } from '../auth/sign-out';
import { takeEventPosition, whenEventPositionKnown } from './event-position';

/**
 * The console's one live stream (core's `subscribeLiveEvents` over fetch, the session's
 * headers): started by the signed-in layout, closed at sign-out; pages, the bell, the Home
 * board and the alarm banner listen here instead of polling.
 */
type Listener = (event: LiveEvent) => void;
const listeners = new Map<Listener, ReadonlySet<LiveTopic> | null>();
let subscription: LiveSubscription | null = null;
export const liveStatusStore = createExternalStore<LiveStatus>('closed');

function dispatch(event: LiveEvent): void {
  for (const [listener, topics] of listeners) {
    if (!topics || topics.has(event.topic) || event.topic === 'reset') listener(event);
  }
}

let pendingOpen: (() => void) | null = null;
/** How long the stream waits for the page's first answer before opening without a position. */
const FIRST_ANSWER_WAIT_MS = 5000;

/**
 * Opens the stream once for the signed-in user (idempotent), when the browser is next idle after
 * the shell's first render: the stream never ends, so it must not hold back first paint or the
 * page's own chunks and answers (docs/web-console.md, Delivery).
 */
export function startLiveEvents(): void {
  if (subscription || pendingOpen) return;
  let cancelWait: (() => void) | undefined;
  // Once the page has an answer naming the channel's position (docs/security-center.md).
  const openOnceAnswered = () => {
    cancelWait = whenEventPositionKnown(openLiveEvents, FIRST_ANSWER_WAIT_MS);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(openOnceAnswered, { timeout: 1500 });
    pendingOpen = () => {
      window.cancelIdleCallback(handle);
      cancelWait?.();
    };
  } else {
    const handle = window.setTimeout(openOnceAnswered, 200);
    pendingOpen = () => {
      window.clearTimeout(handle);
      cancelWait?.();
    };
  }
}

function openLiveEvents(): void {
  pendingOpen = null;
  if (subscription) return;
  // From the page's first answers: what changed since it read its data comes replayed.
  const resumeAfter = takeEventPosition();
  subscription = subscribeLiveEvents({
    baseURL: window.location.origin,
    ...(resumeAfter === undefined ? {} : { lastEventId: resumeAfter }),
    getAuth: () => {
      const { token, user } = sessionActor.getSnapshot().context;
      return token && user ? { token, userId: user.userId } : null;
    },
    channel: 'web',
    onEvent: dispatch,
    onStatus: (status) => liveStatusStore.set(status),
  });
}

export function stopLiveEvents(): void {
  pendingOpen?.();
  pendingOpen = null;
  subscription?.close();
  subscription = null;
  takeEventPosition();
  liveStatusStore.set('closed');
}

onSignOut(stopLiveEvents);

/** Calls `listener` for each live event of `topics` (all when absent) while the component is mounted; `reset` always comes. */
export function useLiveEvents(listener: Listener, topics?: readonly LiveTopic[]): void {
  const key = topics?.join(',') ?? '';
  useEffect(() => {
    const wrapped: Listener = (event) => listener(event);
    listeners.set(wrapped, key ? new Set(key.split(',') as LiveTopic[]) : null);
    return () => {
      listeners.delete(wrapped);
    };
  }, [listener, key]);
}

/** Whether the live stream is connected. */
export function useLiveStatus(): LiveStatus {
  return useExternalStore(liveStatusStore);
}
