import { open, rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { ApiTransportError, ORDER_EXPORT_ROWS_HEADER, envelopeError, httpStatusMessage, t, type OutputDownload, type OutputWritten, type QueryValue } from '@careops/core';
import { CliError } from '../errors/cli-error';
import { channelHeaders } from '../session/cli-api';
import type { CliSession } from '../session/cli-session';

/** `path?query`, arrays repeating their key, empty values left out (as core's client writes it). */
function urlOf(server: string, path: string, query: Record<string, QueryValue>): URL {
  const url = new URL(path, server);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null && item !== '') url.searchParams.append(key, String(item));
  }
  return url;
}

const LINE_FEED = 0x0a;

/**
 * `ctx.writeOutput` of `careops`: streams a file the server sends straight to disk (never whole
 * in memory), counting bytes and line ends for progress. It writes `FILE.part` and renames it
 * when complete, so FILE is never a cut-off download. A refusal (an envelope instead of a file)
 * becomes the same error the API client throws (101, 103 → signed out, 106…), before the
 * file is touched; an unwritable FILE fails (exit 2) before anything is requested.
 */
export function outputWriter(session: CliSession): (file: string, download: OutputDownload) => Promise<OutputWritten> {
  return async (file, download) => {
    const part = `${file}.part`;
    let handle;
    try {
      handle = await open(part, 'w');
    } catch (error) {
      throw new CliError('usage', t('ordersExport.cli.cannotWrite', { file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }), { cause: error });
    }
    let complete = false;
    try {
      const profile = session.profile;
      const auth: Record<string, string> = profile?.token && profile.userId !== undefined ? { token: profile.token, userId: String(profile.userId) } : {};
      let response: Response;
      try {
        response = await fetch(urlOf(session.server, download.path, download.query), { headers: { accept: '*/*', ...channelHeaders, ...auth } });
      } catch (error) {
        throw new ApiTransportError('network', t('error.network'), { cause: error });
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.status >= 400 || /^application\/json\b/i.test(type) || !response.body) throw await refusal(session, response);
      const announced = response.headers.get(ORDER_EXPORT_ROWS_HEADER);
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
        await pipeline(Readable.fromWeb(response.body as unknown as NodeWebStream<Uint8Array>), counter, handle.createWriteStream());
      } catch (error) {
        if ((error as NodeJS.ErrnoException).syscall) throw new CliError('usage', t('ordersExport.cli.cannotWrite', { file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }), { cause: error });
        throw new ApiTransportError('network', t('ordersExport.cli.cutShort'), { cause: error });
      }
      await rename(part, file);
      complete = true;
      return { file, bytes, lines, expectedRows };
    } finally {
      await handle.close().catch(() => undefined);
      if (!complete) await rm(part, { force: true });
    }
  };
}

/** The error a non-file answer stands for: the envelope's (as the API client reads it), or the HTTP status's. */
async function refusal(session: CliSession, response: Response): Promise<Error> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const isEnvelope = typeof body === 'object' && body !== null && 'resultcode' in body;
  if (!isEnvelope) return new ApiTransportError('http', httpStatusMessage(response.status), { status: response.status });
  const error = envelopeError(body);
  if (error.code === 'sessionExpired' || error.code === 'accountDisabled') session.signOut();
  return error;
}
