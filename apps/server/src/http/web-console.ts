import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ResultCode } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { plainEnvelope } from './envelope';
import { routePreloads } from './route-preloads';
import { installStaticAssets, looksLikeFile, REVALIDATE } from './static-assets';

const apiPrefixes = ['/api/', '/follow/', '/jpwork/'];

/**
 * Whether a path belongs to the API rather than the console. The spec's API paths live under
 * /api, /follow and /jpwork, plus /healthz and `.json` paths under /system; the console's own
 * pages /system/user and /system/role must still reload, so /system is not reserved whole.
 */
export function isApiPath(path: string): boolean {
  return path === '/healthz' || path === '/api' || apiPrefixes.some((p) => path.startsWith(p)) || (path.startsWith('/system/') && path.endsWith('.json'));
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

function unknownEndpoint(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(plainEnvelope(ResultCode.notFound, t('error.unknownEndpoint', { path: pathOf(request) })));
}

/**
 * Serves the built console from `webDir` (when it holds an index.html) with SPA fallback: a
 * GET for a console route answers index.html (negotiated like any file, see static-assets.ts),
 * with a Link header preloading the chunks that route renders first (route-preloads.ts).
 * Everything else unknown gets the 404 envelope.
 */
export async function installWebConsole(app: FastifyInstance, webDir: string): Promise<boolean> {
  const index = join(webDir, 'index.html');
  const serving = existsSync(index);
  if (serving) await installStaticAssets(app, webDir);
  const preloadsOf = serving ? routePreloads(webDir) : () => undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const wantsConsole = serving && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path) && !looksLikeFile(path);
    if (wantsConsole) {
      const preloads = preloadsOf(path);
      if (preloads) reply.header('link', preloads);
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return unknownEndpoint(request, reply);
  });
  return serving;
}
