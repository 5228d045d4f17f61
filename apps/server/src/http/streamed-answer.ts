import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * An answer the handler streams itself (an export): a file with its own content type and
 * name, sent as it is produced instead of the envelope. Everything that can fail on input
 * (validation 101, session, permission, scoping) fails before the handler returns one, so
 * those still answer with an envelope; once streaming has started, a failure can only cut the
 * file short (the connection is closed; the log says why).
 */
export class StreamedAnswer {
  constructor(
    /** The file's bytes, produced on demand (backpressure: nothing is read ahead of the client). */
    readonly body: Readable,
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

/** Sends a streamed answer. */
export function sendStreamed(reply: FastifyReply, answer: StreamedAnswer): FastifyReply {
  reply.header('content-type', answer.contentType).header('content-disposition', contentDisposition(answer.filename));
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply.send(answer.body);
}
