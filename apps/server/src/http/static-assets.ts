import type { FastifyInstance } from 'fastify';

/** A path naming a file (its last segment has an extension): never answered with the console. */
export const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/** Vite names built assets by content hash: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html and other unhashed files: kept, but revalidated (ETag) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built console's files from `webDir`. The build writes brotli and gzip copies
 * beside each file (apps/web/precompress.ts); @fastify/static picks the best one the client
 * accepts (br, then gzip, then the file as is), so no answer is compressed per request. Every
 * file answer says it varies by Accept-Encoding, so a shared cache keeps each encoding apart.
 */
export async function installStaticAssets(app: FastifyInstance, webDir: string): Promise<void> {
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    index: false,
    wildcard: true,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: false,
    etag: true,
    // The ETag alone revalidates index.html; a Last-Modified beside it only adds bytes to every answer.
    lastModified: false,
    // Only paths naming a file are looked up; console routes fall through to index.html. A
    // request naming a .br or .gz copy itself is refused: the copies are encodings, not files.
    allowedPath: (path) => looksLikeFile(path) && !/\.(br|gz)$/.test(path),
    setHeaders: (res, path) => {
      res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
