import type { FastifyRequest } from 'fastify';

/** What a refused or suspicious call was. */
export type SecurityEvent =
  | 'signIn.failed'
  | 'signIn.refused'
  | 'session.invalid'
  | 'permission.denied'
  | 'rateLimited'
  | 'sms.unknownPhone';

/**
 * Logs a security event (a refused sign-in, a token refused, a permission refused, a rate
 * limit met) with who, what and from where: one warn line with the request id, the address,
 * the method and path, and the fields given. Never a body, a header value or a secret: callers
 * pass only names, ids, codes and masked values.
 */
export function logSecurityEvent(request: FastifyRequest, event: SecurityEvent, fields: Record<string, string | number | boolean | null> = {}): void {
  request.log.warn({ security: event, reqId: request.id, address: request.ip, method: request.method, path: request.routeOptions.url ?? request.url.split('?')[0], ...fields }, `security: ${event}`);
}
