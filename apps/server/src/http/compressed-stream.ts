import type { ServerResponse } from 'node:http';
import { createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { brotliOptions, gzipOptions, isCompressibleType, negotiateEncoding, type AnswerEncoding } from './compress-answers';
import { BackpressureWriter, ClientGone, type ByteSink } from './byte-sink';

/** A sink that must be ended: the compressor holds the last bytes until then. */
export interface EndingSink extends ByteSink {
  /** Writes out what is still buffered and ends the response; resolves once it is sent. */
  end(): Promise<void>;
}

/**
 * The encoding a streamed file goes out with, when the file is text (CSV, NDJSON; never XLSX,
 * a ZIP archive already): gzip first, br when the client takes only that. For a whole export
 * gzip 1 ran about twice brotli 3's throughput for a file ~15% larger (docs/server.md).
 */
export function streamEncoding(acceptEncoding: string | string[] | undefined, contentType: string): AnswerEncoding | null {
  return isCompressibleType(contentType) ? negotiateEncoding(acceptEncoding, ['gzip', 'br']) : null;
}

/**
 * The response behind a compressor, as a ByteSink. A chunk counts as sent once the compressor
 * has taken it in; backpressure runs from the socket through the compressor's pipe to `write`.
 * The compressor works on libuv's thread pool, beside the thread producing the rows.
 */
export function compressedSink(res: ServerResponse, encoding: AnswerEncoding): EndingSink {
  // The size hint is unknown for a stream; brotli's default window fits any export.
  const compressor: BrotliCompress | Gzip = encoding === 'br' ? createBrotliCompress(brotliOptions(0)) : createGzip(gzipOptions);
  const writer = new BackpressureWriter(res, compressor);
  compressor.on('drain', writer.wake);
  compressor.on('error', () => {
    writer.gone = true;
    res.destroy();
    writer.wake();
  });
  res.once('close', () => {
    if (!res.writableFinished) {
      writer.gone = true;
      compressor.destroy();
    }
    writer.wake();
  });
  compressor.pipe(res);
  return {
    write: (chunk, sent) => writer.write(chunk, sent),
    end() {
      return new Promise<void>((resolve, reject) => {
        if (writer.gone) return reject(new ClientGone());
        res.once('finish', () => resolve());
        res.once('close', () => (res.writableFinished ? resolve() : reject(new ClientGone())));
        compressor.end();
      });
    },
  };
}
