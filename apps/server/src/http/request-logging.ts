import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A request slower than this is logged at info (with its time); faster ones only at debug. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Per-request logging that costs nothing on the hot path: no pino child logger per request
 * (Fastify makes one by default; `request.log` is the app's logger, and the lines that name a
 * request carry `reqId` themselves), every request at debug only when debug is on, and slow
 * ones at info (`logSlowRequest`, called by the endpoint registration). Install before routes.
 */
export function installRequestLogging(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger) => logger);
  if (app.log.level === 'debug' || app.log.level === 'trace') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.debug({ reqId: request.id, method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
      done();
    });
  }
}

/** Logs the request at info when it took longer than SLOW_REQUEST_MS so far. */
export function logSlowRequest(request: FastifyRequest, reply: FastifyReply): void {
  const ms = reply.elapsedTime;
  if (ms > SLOW_REQUEST_MS) request.log.info({ reqId: request.id, method: request.method, url: request.url, ms: Math.round(ms) }, 'slow request');
}
