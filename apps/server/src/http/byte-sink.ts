import type { ServerResponse } from 'node:http';

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
