import { EVENT_POSITION_HEADER, LIVE_EVENTS_PATH } from '@careops/core/client';
import type { FastifyInstance } from 'fastify';
import { headerOf } from '../http/request-meta';

/**
 * Every signed-in API answer names the live channel's position when its request arrived
 * (`EVENT_POSITION_HEADER`). A console opens its stream once its first page has drawn; opened
 * with the earliest position its answers named as Last-Event-ID, it hears what changed in
 * between, replayed from the event log. The position is taken before the request reads anything
 * (and the hub's lags the log), so at worst a change the answer already shows comes again, never
 * one it does not show. `positionNow` answers undefined until the live channel runs.
 */
export function installEventPositionHeader(app: FastifyInstance, positionNow: () => number | undefined): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith(LIVE_EVENTS_PATH) && headerOf(request, 'token')) {
      const position = positionNow();
      if (position !== undefined) reply.header(EVENT_POSITION_HEADER, String(position));
    }
    done();
  });
}
