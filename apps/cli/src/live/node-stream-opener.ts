import type { StreamOpener } from '@careops/core/client';
import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * The live channel's stream on Node's http module, as the CLI's transport is: fetch in Node 20
 * loads undici on its first call (~15 ms of a console's start, before its first frame).
 * Failures reject as fetch's do; an abort ends the request, and the subscription reconnects or
 * stops as it decides.
 */
export const nodeStreamOpener: StreamOpener = async (url, headers, signal) => {
  const target = new URL(url);
  // https (and TLS with it) is loaded only for an https server.
  const send = target.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(target, { method: 'GET', headers, signal: signal as AbortSignal }, resolve);
    req.on('error', (error) => reject(signal.aborted ? error : new TypeError('fetch failed', { cause: error })));
    req.end();
  });
  response.setEncoding('utf8');
  return {
    status: response.statusCode ?? 0,
    contentType: String(response.headers['content-type'] ?? ''),
    chunks: response as AsyncIterable<string>,
  };
};
