import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { securityHeaders } from './security-headers';

/** Where a streamed answer writes its bytes. */
export interface ByteSink {
  /**
   * Sends `chunk`; resolves when more may be sent (the client keeps up), rejects once the
   * client has gone. `sent` is called when the chunk's bytes have left the process (it may be
   * reused from then on), or when they never will.
   */
  write(chunk: Uint8Array, sent: () => void): Promise<void>;
}

/** Raised by a ByteSink whose client has gone: the producer stops. */
export class ClientGone extends Error {
  constructor() {
    super('the client closed the connection');
  }
}

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

/** The response as a ByteSink: node's own buffering and 'drain' for backpressure, 'close' for a client that left. */
export function responseSink(res: ServerResponse): ByteSink {
  let gone = false;
  let resume: (() => void) | null = null;
  const wake = () => {
    const waiting = resume;
    resume = null;
    waiting?.();
  };
  res.on('drain', wake);
  res.once('close', () => {
    gone = !res.writableFinished;
    wake();
  });
  return {
    async write(chunk, sent) {
      if (gone || res.destroyed) {
        sent();
        throw new ClientGone();
      }
      if (res.write(chunk, () => sent())) return;
      await new Promise<void>((resolve) => (resume = resolve));
      if (gone) throw new ClientGone();
    },
  };
}

/**
 * Sends a streamed answer: the reply is taken over (Fastify sends nothing more), the headers
 * are written with the security headers every answer carries, then the producer writes the
 * body. A producer that fails half way cuts the file short: the connection is destroyed so the
 * client sees an incomplete transfer, never a complete-looking file.
 */
export async function sendStreamed(reply: FastifyReply, answer: StreamedAnswer, onError: (error: unknown) => void): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...securityHeaders,
    'cache-control': 'no-store',
    'content-type': answer.contentType,
    'content-disposition': contentDisposition(answer.filename),
    ...answer.headers,
  });
  try {
    await answer.write(responseSink(res));
    res.end();
  } catch (error) {
    if (!(error instanceof ClientGone)) onError(error);
    res.destroy();
  }
}
