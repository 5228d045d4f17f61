import { open, rename, rm } from 'node:fs/promises';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { ApiTransportError, type ApiClient } from '@careops/core/client';
import type { OutputDownload, OutputWritten } from '@careops/core/commands';
import { EXPORT_ROWS_HEADER } from '@careops/core/contract/export-formats';
import { t } from '@careops/core/i18n';
import { CliError } from '../errors/cli-error';
import type { Io } from './io';

const LINE_FEED = 0x0a;
/** How long the server may take to start a file (it counts the rows first); the bytes then take as long as they take. */
const HEADERS_TIMEOUT_MS = 60_000;

/** The file name that means stdout (`-o -`), as in most Unix tools. */
const STDOUT_FILE = '-';

export interface OutputWriter {
  /** `ctx.writeOutput` of `careops`. */
  write(file: string, download: OutputDownload): Promise<OutputWritten>;
  /** Whether a file went to stdout (then the command's summary must not). */
  usedStdout(): boolean;
}

const cannotWrite = (file: string, error: unknown) =>
  new CliError('usage', t('ordersExport.cli.cannotWrite', { file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }), { cause: error });

/**
 * Streams a file the server sends (an export) through core's client, never whole in memory,
 * counting bytes and line ends for progress. To a file it writes `FILE.part` and renames it when
 * complete, so FILE is never a cut-off download; an unwritable FILE fails (exit 2) before
 * anything is requested. `-` writes to stdout. A refusal (an envelope instead of a file) is the
 * client's error (101, 103 → signed out, 106…), thrown before any byte is written.
 */
export function outputWriter(api: ApiClient, io: Io): OutputWriter {
  let usedStdout = false;
  async function fetchInto(download: OutputDownload, sink: () => Writable, file: string): Promise<OutputWritten> {
    const answer = await api.stream(download.path, download.query, { timeoutMs: HEADERS_TIMEOUT_MS });
    const announced = answer.header(EXPORT_ROWS_HEADER);
    const expectedRows = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
    let bytes = 0;
    let lines = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(LINE_FEED); at !== -1; at = chunk.indexOf(LINE_FEED, at + 1)) lines += 1;
        download.onProgress?.({ bytes, lines, expectedRows });
        done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(answer.body as unknown as NodeWebStream<Uint8Array>), counter, sink());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).syscall) throw cannotWrite(file, error);
      throw new ApiTransportError('network', t('ordersExport.cli.cutShort'), { cause: error });
    }
    return { file, bytes, lines, expectedRows, ...(answer.filename ? { filename: answer.filename } : {}) };
  }

  async function toFile(file: string, download: OutputDownload): Promise<OutputWritten> {
    const part = `${file}.part`;
    let handle;
    try {
      handle = await open(part, 'w');
    } catch (error) {
      throw cannotWrite(file, error);
    }
    let complete = false;
    try {
      const written = await fetchInto(download, () => handle.createWriteStream(), file);
      await rename(part, file);
      complete = true;
      return written;
    } finally {
      await handle.close().catch(() => undefined);
      if (!complete) await rm(part, { force: true });
    }
  }

  return {
    write(file, download) {
      if (file !== STDOUT_FILE) return toFile(file, download);
      usedStdout = true;
      // stdout stays open: main flushes and closes it when the command is done.
      return fetchInto(download, () => keepOpen(io.stdout), file);
    },
    usedStdout: () => usedStdout,
  };
}

/** A writable that passes chunks to `target` (with its back-pressure) and never ends it. */
function keepOpen(target: NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (target.write(chunk)) done();
      else target.once('drain', () => done());
    },
  });
}
