import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The encodings an answer may be compressed with, best first. */
export type AnswerEncoding = 'br' | 'gzip';

/**
 * Below this an answer goes as it is: about one TCP segment, so compressing it saves no round
 * trip, only CPU (an error envelope, a small record, a short list page).
 */
const COMPRESS_MIN_BYTES = 1400;

/**
 * Up to this size an answer is compressed on the request's own turn (≤ ~0.2 ms); above it, on
 * libuv's thread pool, so a 1,000-row page (~3 ms of brotli) does not hold up other requests.
 */
const SYNC_MAX_BYTES = 32 * 1024;

/**
 * Fast levels, measured on list pages and the permission tree (docs/server.md, Compression):
 * brotli 3 compresses a 1,000-row page to ~3% in about the time gzip 1 takes for ~10%.
 */
export const brotliOptions = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
export const gzipOptions: ZlibOptions = { level: 1 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types worth compressing; images, archives and XLSX files are compressed already. */
const COMPRESSIBLE_TYPE = /^(application\/(json|x-ndjson|javascript|xml)|text\/|image\/svg\+xml)/;

/** Whether an answer of this content type is worth compressing. */
export const isCompressibleType = (contentType: string) => COMPRESSIBLE_TYPE.test(contentType);

/**
 * The encoding to answer with, from an Accept-Encoding header: of those the client accepts with
 * a q above 0 (`*` stands for any), the highest q, then the first in `preference`. Null when it
 * accepts neither.
 */
export function negotiateEncoding(header: string | string[] | undefined, preference: readonly AnswerEncoding[] = ['br', 'gzip']): AnswerEncoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const quality = (encoding: AnswerEncoding) => accepted.get(encoding) ?? wildcard ?? 0;
  const best = preference.filter((e) => quality(e) > 0).sort((a, b) => quality(b) - quality(a))[0];
  return best ?? null;
}

/** Adds Accept-Encoding to the answer's Vary header (once). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = String(current ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.some((v) => v.toLowerCase() === 'accept-encoding' || v === '*')) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}

async function compress(data: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  if (data.length <= SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(data, brotliOptions(data.length)) : gzipSync(data, gzipOptions);
  return encoding === 'br' ? brotliAsync(data, brotliOptions(data.length)) : gzipAsync(data, gzipOptions);
}

function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false;
  if (reply.hasHeader('content-encoding')) return false;
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  return isCompressibleType(type);
}

/**
 * Compresses answers the server builds in memory (the envelope, list pages, the permission
 * tree) when they are at least COMPRESS_MIN_BYTES and the client accepts br or gzip. Files
 * from the built console are streams, sent as the build precompressed them (static-assets.ts);
 * streamed exports compress themselves (compressed-stream.ts).
 */
export function installAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!compressible(request, reply, payload)) return payload;
    const data = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (data.length < COMPRESS_MIN_BYTES) return payload;
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(data, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
