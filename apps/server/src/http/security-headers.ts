import type { FastifyInstance } from 'fastify';

/** No inline script anywhere; styles may be inline (the console's theme variables). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Sets the security headers on every answer, errors and files included; API answers are never cached. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(securityHeaders);
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
