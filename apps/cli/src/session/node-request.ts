import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

/**
 * Sends one request with Node's http module (https, and TLS with it, loaded only for an https
 * server) and resolves with the answer's head. A network failure rejects with a TypeError, as
 * fetch's does; an aborted request with the abort's error.
 */
export async function nodeRequest(url: URL, options: { method: string; headers: OutgoingHttpHeaders; signal: AbortSignal }, body?: string | Uint8Array): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, options, resolve);
    req.on('error', (error) => reject(options.signal.aborted ? error : new TypeError('fetch failed', { cause: error })));
    req.end(body);
  });
}
