import type { FastifyReply } from 'fastify';
import { ClientGone, responseSink, type ByteSink } from './byte-sink';
import { compressedSink, streamEncoding, type EndingSink } from './compressed-stream';
import { securityHeaders } from './security-headers';

export type { ByteSink } from './byte-sink';

/**
 * An answer the handler streams itself (an export): a file with its own content type and
 * name, sent as it is produced instead of the envelope. Everything that can fail on input
 * (validation 101, session, permission, scoping) fails before the handler returns one, so
 * those still answer with an envelope; once streaming has started, a failure can only cut the
 * file short (the connection is closed; `write`'s caller logs why).
 */
export class StreamedAnswer {
  constructor(
    /** Produces the file's bytes into the sink, waiting on it (backpressure: nothing is made ahead of the client). */
    readonly write: (sink: ByteSink) => Promise<void>,
    /** e.g. `text/csv; charset=utf-8`. */
    readonly contentType: string,
    /** The file name offered by Content-Disposition. */
    readonly filename: string,
    /** Extra response headers (e.g. a row count for progress bars). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the exact name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a streamed answer: the reply is taken over (Fastify sends nothing more), the headers
 * are written with the security headers every answer carries, then the producer writes the
 * body, through a compressor when the file is text and the client accepts br or gzip. A
 * producer that fails half way cuts the file short: the connection is destroyed so the client
 * sees an incomplete transfer, never a complete-looking file.
 */
export async function sendStreamed(reply: FastifyReply, answer: StreamedAnswer, onError: (error: unknown) => void): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  const encoding = streamEncoding(reply.request.headers['accept-encoding'], answer.contentType);
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...securityHeaders,
    'cache-control': 'no-store',
    'content-type': answer.contentType,
    'content-disposition': contentDisposition(answer.filename),
    ...answer.headers,
    ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
  });
  const sink: EndingSink = encoding ? compressedSink(res, encoding) : { ...responseSink(res), end: async () => void res.end() };
  try {
    await answer.write(sink);
    await sink.end();
  } catch (error) {
    if (!(error instanceof ClientGone)) onError(error);
    res.destroy();
  }
}
