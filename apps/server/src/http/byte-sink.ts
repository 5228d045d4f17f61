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

/**
 * The backpressure both sinks share: writes to `target` (the response, or a compressor in
 * front of it), waits for the 'drain' that `wake` answers, and refuses once the client has
 * gone (`gone`, set by the sink's close handling) or the response is destroyed.
 */
export class BackpressureWriter {
  gone = false;
  private resume: (() => void) | null = null;

  constructor(
    private readonly res: ServerResponse,
    private readonly target: { write(chunk: Uint8Array, callback: () => void): boolean },
  ) {}

  /** Lets a waiting write go on (on 'drain', and on whatever ends the wait early). */
  readonly wake = (): void => {
    const waiting = this.resume;
    this.resume = null;
    waiting?.();
  };

  async write(chunk: Uint8Array, sent: () => void): Promise<void> {
    if (this.gone || this.res.destroyed) {
      sent();
      throw new ClientGone();
    }
    if (this.target.write(chunk, () => sent())) return;
    await new Promise<void>((resolve) => (this.resume = resolve));
    if (this.gone) throw new ClientGone();
  }
}

/** The response as a ByteSink: node's own buffering and 'drain' for backpressure, 'close' for a client that left. */
export function responseSink(res: ServerResponse): ByteSink {
  const writer = new BackpressureWriter(res, res);
  res.on('drain', writer.wake);
  res.once('close', () => {
    writer.gone = !res.writableFinished;
    writer.wake();
  });
  return { write: (chunk, sent) => writer.write(chunk, sent) };
}
