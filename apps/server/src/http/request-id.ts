import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const wellFormed = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * A request's id: the caller's `x-request-id` when it is a plain token of 8 to 64 characters
 * (a proxy's id follows the request through), else 16 random base64url characters. Every log
 * line about a request carries it as `reqId`; every answer carries it as `x-request-id`, and
 * error envelopes as `requestId`, so a user can quote it and an operator find the lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && wellFormed.test(given) ? given : randomBytes(12).toString('base64url');
}

/** Answers every request with its id in `x-request-id`. Install before the routes. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
