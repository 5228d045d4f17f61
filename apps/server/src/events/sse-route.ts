import { CareOpsError, ResultCode } from '@careops/core/contract';
import { LIVE_EVENTS_PATH, LIVE_TOPICS } from '@careops/core/client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sha256 } from '../auth/tokens';
import { headerOf } from '../http/request-meta';
import type { Services } from '../services';
import type { EventHub, LiveConnection, LoggedEvent } from './event-hub';
import { mayReceive } from './event-hub';

/** A comment line keeps proxies and the socket's idle timeout from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

const frame = (event: LoggedEvent) => `id: ${event.id}\nevent: ${event.topic}\ndata: {"id":${event.id},"topic":"${event.topic}","at":${event.at},"data":${event.payload}}\n\n`;

function refuse(reply: FastifyReply, error: unknown): void {
  const code = error instanceof CareOpsError ? ResultCode[error.code] : ResultCode.invalidInput;
  const msg = error instanceof Error ? error.message : String(error);
  void reply.code(200).header('content-type', 'application/json; charset=utf-8').send({ resultcode: code, msg });
}

/**
 * `GET /api/events`: the live channel (docs/security-center.md). Signed in by the session's
 * `token`/`userId` headers like every call; `Last-Event-ID` resumes (what was missed is
 * replayed from the event log, or a `reset` event says it is gone); `?topics=a,b` narrows.
 */
export function registerLiveRoute(app: FastifyInstance, services: Services, hub: EventHub): void {
  app.get(LIVE_EVENTS_PATH, async (request, reply) => {
    let auth;
    try {
      auth = await services.authenticate(request);
    } catch (error) {
      return refuse(reply, error);
    }
    const query = request.query as Record<string, unknown>;
    const topicList = typeof query.topics === 'string' && query.topics.trim() ? query.topics.split(',').map((s) => s.trim()) : null;
    const unknown = topicList?.find((topic) => !(LIVE_TOPICS as readonly string[]).includes(topic));
    if (unknown) return refuse(reply, new CareOpsError('invalidInput', `topics: unknown topic "${unknown}" (${LIVE_TOPICS.join(', ')})`, { field: 'topics' }));
    const lastHeader = headerOf(request, 'last-event-id') ?? (typeof query.lastEventId === 'string' ? query.lastEventId : undefined);
    const lastEventId = lastHeader && /^\d{1,15}$/.test(lastHeader.trim()) ? Number(lastHeader) : null;

    const { userId } = auth;
    const tokenHash = sha256(headerOf(request, 'token')?.trim() ?? '');
    const [codes, stations] = await Promise.all([services.queries.codes(userId), auth.stationIds()]);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.flushHeaders?.();
    raw.socket?.setNoDelay(true);

    let replaying = true;
    const held: LoggedEvent[] = [];
    const position = hub.position();
    // An id from the future (another database, a log started afresh) resumes from now, with a reset.
    const resumeFrom = lastEventId === null ? null : Math.min(lastEventId, position);
    let lastSent = resumeFrom ?? position;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let refresh: ReturnType<typeof setInterval> | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearInterval(refresh);
      hub.remove(connection);
      if (!raw.writableEnded) raw.end();
    };
    const write = (event: LoggedEvent) => {
      if (event.id <= lastSent) return;
      lastSent = event.id;
      raw.write(frame(event));
    };
    const connection: LiveConnection = {
      userId,
      codes,
      stations,
      topics: topicList ? new Set([...topicList, 'reset']) : null,
      send: (event) => (replaying ? held.push(event) : write(event)),
      end: () => end(),
    };
    hub.add(connection);
    raw.on('close', end);
    request.raw.on('close', end);
    raw.write(`retry: 2000\nevent: ready\ndata: {"position":${position}}\n\n`);

    if (lastEventId !== null && resumeFrom !== null) {
      const oldest = await hub.oldest();
      const gone = lastEventId > position || (resumeFrom < position && (oldest === 0 || oldest > resumeFrom + 1));
      if (gone) raw.write(`event: reset\ndata: {"id":0,"topic":"reset","at":${Date.now()},"data":{"reason":"gone"}}\n\n`);
      for (const event of await hub.replay(resumeFrom, position)) if (mayReceive(connection, event)) write(event);
    }
    replaying = false;
    for (const event of held.splice(0)) write(event);

    if (ended) return;
    heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    // The session, permissions and stations again every CAREOPS_LIVE_REFRESH_MS: a role change
    // reaches open streams, an ended session closes its stream.
    refresh = setInterval(() => {
      void services.queries
        .session(tokenHash)
        .then(async (row) => {
          if (!row || row.revokedAt !== null || row.status !== 1 || Date.now() >= row.idleExpiresAt || Date.now() >= row.absoluteExpiresAt) return end();
          connection.codes = await services.queries.codes(userId);
          connection.stations = await services.queries.stationIds(userId);
          return undefined;
        })
        .catch(() => undefined);
    }, services.config.liveRefreshMs);
  });
}
