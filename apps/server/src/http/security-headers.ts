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

/** What a script, stylesheet or image of the console's build needs: no type sniffing, this origin only. */
export const subresourceHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy,
  ...subresourceHeaders,
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** The console build's hashed files: loaded by the console's page, never a page themselves. */
const BUILD_ASSETS = '/assets/';

/**
 * Sets the security headers on every answer, errors and files included; API answers are never
 * cached. The build's assets found get only the subresource headers: the others (the policy,
 * framing, referrer, opener, permissions) act on documents only, and repeated on each of a
 * first load's ~30 files they were ~370 bytes a file on a phone's first load.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const asset = reply.statusCode < 400 && request.url.startsWith(BUILD_ASSETS);
    reply.headers(asset ? subresourceHeaders : securityHeaders);
    if (!reply.hasHeader('cache-control') && !reply.raw.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
