import type { StreamOpener } from '@careops/core/client';
import { nodeRequest } from '../session/node-request';

/**
 * The live channel's stream on Node's http module, as the CLI's transport is: fetch in Node 20
 * loads undici on its first call (~15 ms of a console's start, before its first frame).
 * Failures reject as fetch's do; an abort ends the request, and the subscription reconnects or
 * stops as it decides.
 */
export const nodeStreamOpener: StreamOpener = async (url, headers, signal) => {
  const response = await nodeRequest(new URL(url), { method: 'GET', headers, signal: signal as AbortSignal });
  response.setEncoding('utf8');
  return {
    status: response.statusCode ?? 0,
    contentType: String(response.headers['content-type'] ?? ''),
    chunks: response as AsyncIterable<string>,
  };
};
