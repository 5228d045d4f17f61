import { CareOpsError } from '../contract/careops-error';
import { envelopeError } from './envelope-reader';
import { LIVE_EVENTS_PATH, type LiveEvent, type LiveTopic } from './live-events';
import { createSseParser } from './sse-parser';
import type { ApiAuth } from './types';
import { runtime } from './web-globals';

/** An open byte stream: its status, content type and text chunks. */
export interface OpenedStream {
  status: number;
  contentType: string;
  chunks: AsyncIterable<string>;
}

/** Opens `url` with `headers` (the web and Node both use fetch; a test may pass its own). */
export type StreamOpener = (url: string, headers: Record<string, string>, signal: AbortSignalLike) => Promise<OpenedStream>;

export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface LiveSubscriptionOptions {
  /** Origin of the API server, e.g. `http://127.0.0.1:3000` ('' for the page's own). */
  baseURL: string;
  getAuth(): ApiAuth | null;
  /** Only these topics ('reset' always comes). */
  topics?: readonly LiveTopic[];
  /** Resume after this event id (the stream also remembers the last one it saw across reconnects). */
  lastEventId?: number;
  onEvent(event: LiveEvent): void;
  onStatus?(status: LiveStatus): void;
  /** 103/105: the session is gone; the subscription stops. */
  onSignedOut?(error: CareOpsError): void;
  /** Delay before reconnecting (default 1000 ms, doubling to 15 s while it keeps failing). */
  retryMs?: number;
  open?: StreamOpener;
  channel?: 'web' | 'terminal' | 'cli';
}

export interface LiveSubscription {
  /** The last event id received (0 before any). */
  lastEventId(): number;
  close(): void;
}

interface FetchLike {
  (url: string, init: { headers: Record<string, string>; signal: unknown; priority?: 'low' }): Promise<{
    status: number;
    headers: { get(name: string): string | null };
    body: { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; cancel(): Promise<void> } } | null;
  }>;
}
interface TextDecoderLike {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

/** The opener over the platform's fetch (browsers and Node 18+). */
export const fetchStreamOpener: StreamOpener = async (url, headers, signal) => {
  const g = globalThis as unknown as { fetch: FetchLike; TextDecoder: new () => TextDecoderLike };
  // Low priority: a stream that never ends must not compete with the page's own chunks and
  // answers, nor count as a request the page waits for (browsers and Lighthouse).
  const response = await g.fetch(url, { headers, signal, priority: 'low' });
  const reader = response.body?.getReader();
  const decoder = new g.TextDecoder();
  async function* chunks(): AsyncGenerator<string> {
    if (!reader) return;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield decoder.decode(value, { stream: true });
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', chunks: chunks() };
};

const MAX_RETRY_MS = 15_000;

/**
 * Subscribes to the live channel: one stream, reconnected after a failure with the last event
 * id seen (the server replays what was missed, or sends `reset` when it no longer has it).
 * The web console, the terminal panel and `careops sos watch` / `events tail` all use this.
 */
export function subscribeLiveEvents(options: LiveSubscriptionOptions): LiveSubscription {
  const open = options.open ?? fetchStreamOpener;
  let last = options.lastEventId ?? 0;
  // A position given is resumed from even when it is 0 (an empty log when the page read its data).
  const resumeGiven = options.lastEventId !== undefined;
  let closed = false;
  let controller: { abort(): void; signal: AbortSignalLike } | null = null;
  let timer: unknown = null;
  const status = (s: LiveStatus) => options.onStatus?.(s);

  const once = async (): Promise<'retry' | 'stop'> => {
    const auth = options.getAuth();
    const headers: Record<string, string> = { accept: 'text/event-stream', 'x-careops-channel': options.channel ?? 'web' };
    if (auth) Object.assign(headers, { token: auth.token, userId: String(auth.userId) });
    if (last > 0 || resumeGiven) headers['last-event-id'] = String(last);
    const query = options.topics?.length ? `?topics=${options.topics.join(',')}` : '';
    controller = new runtime.AbortController();
    const stream = await open(`${options.baseURL}${LIVE_EVENTS_PATH}${query}`, headers, controller.signal);
    if (!stream.contentType.includes('text/event-stream')) {
      let text = '';
      for await (const chunk of stream.chunks) text += chunk;
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        return 'retry';
      }
      const error = envelopeError(body);
      if (error.code === 'sessionExpired' || error.code === 'accountDisabled' || error.code === 'permissionDenied') {
        options.onSignedOut?.(error);
        return 'stop';
      }
      return 'retry';
    }
    status('live');
    const feed = createSseParser((message) => {
      if (message.event === 'ready') return;
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      if (typeof event.id === 'number' && event.id > last) last = event.id;
      options.onEvent(event);
    });
    for await (const chunk of stream.chunks) {
      if (closed) break;
      feed(chunk);
    }
    return 'retry';
  };

  const loop = async () => {
    let delay = options.retryMs ?? 1000;
    status('connecting');
    while (!closed) {
      let outcome: 'retry' | 'stop' = 'retry';
      try {
        outcome = await once();
        if (outcome === 'retry') delay = options.retryMs ?? 1000;
      } catch (error) {
        if (error instanceof CareOpsError) options.onSignedOut?.(error);
      }
      if (closed || outcome === 'stop') break;
      status('reconnecting');
      await new Promise<void>((resolve) => {
        timer = runtime.setTimeout(resolve, delay);
      });
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
    status('closed');
  };
  void loop();

  return {
    lastEventId: () => last,
    close: () => {
      closed = true;
      if (timer !== null) runtime.clearTimeout(timer);
      controller?.abort();
    },
  };
}
