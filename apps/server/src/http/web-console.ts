import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ResultCode, t } from '@careops/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainEnvelope } from './envelope';

const apiPrefixes = ['/api/', '/follow/', '/jpwork/'];

/**
 * Whether a path belongs to the API rather than the console. The spec's API paths live under
 * /api, /follow and /jpwork, plus /healthz and `.json` paths under /system; the console's own
 * pages /system/user and /system/role must still reload, so /system is not reserved whole.
 */
export function isApiPath(path: string): boolean {
  return path === '/healthz' || path === '/api' || apiPrefixes.some((p) => path.startsWith(p)) || (path.startsWith('/system/') && path.endsWith('.json'));
}

/** A path naming a file (its last segment has an extension): never answered with the console. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

function unknownEndpoint(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(plainEnvelope(ResultCode.notFound, t('error.unknownEndpoint', { path: pathOf(request) })));
}

/**
 * Serves the built console from `webDir` (when it holds an index.html) with SPA fallback: a
 * GET for a console route answers index.html. Everything else unknown gets the 404 envelope.
 */
export async function installWebConsole(app: FastifyInstance, webDir: string): Promise<boolean> {
  const index = join(webDir, 'index.html');
  const serving = existsSync(index);
  if (serving) {
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      wildcard: true,
      dotfiles: 'deny',
      cacheControl: false,
      // Only paths naming a file are looked up; console routes fall through to index.html.
      allowedPath: (path) => looksLikeFile(path),
      setHeaders: (res, path) => {
        // Vite names built assets by content hash; everything else is revalidated.
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const wantsConsole = serving && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (wantsConsole) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return unknownEndpoint(request, reply);
  });
  return serving;
}
