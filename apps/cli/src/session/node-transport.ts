import type { Transport, TransportRequest, TransportResponse } from '@careops/core/client';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { nodeRequest } from './node-request';

const isJsonType = (contentType: string) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType);

function encodeBody(request: TransportRequest): { body?: string | Uint8Array; headers: Record<string, string> } {
  const { body, headers } = request;
  if (body === undefined || request.method === 'GET') return { headers };
  if (typeof body === 'string' || body instanceof Uint8Array) return { body, headers };
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  return { body: JSON.stringify(body), headers: typed ? headers : { ...headers, 'content-type': 'application/json' } };
}

function headerReader(response: IncomingMessage): TransportResponse['headers'] {
  return {
    get(name) {
      const value = response.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The whole body (by its events: a stream's async iterator costs ~1 ms of a console's start to set up the first time). */
function readAll(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.once('end', () => resolve(Buffer.concat(chunks)));
    response.once('error', reject);
    // Cut off before its end (the connection lost, the request aborted): as a stream's iterator would.
    response.once('close', () => response.complete || reject(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })));
  });
}

/** A multipart form (which the CLI does not send today) goes through fetch. */
async function viaFetch(request: TransportRequest, url: URL): Promise<TransportResponse> {
  const signal = request.signal as unknown as AbortSignal;
  const response = await fetch(url, { method: request.method, headers: request.headers, body: request.body as FormData, signal });
  const text = await response.text();
  return { status: response.status, headers: response.headers, _data: parsed(text, response.headers.get('content-type') ?? ''), text: async () => text };
}

/**
 * The CLI's transport, on Node's http module: fetch in Node 20 costs more to load (undici) than
 * a whole `careops whoami` should take. Network failures reject with a TypeError, as fetch's do.
 */
export const nodeTransport: Transport = async (request) => {
  const url = new URL(request.path, request.baseURL.endsWith('/') ? request.baseURL : `${request.baseURL}/`);
  const form = typeof request.body === 'object' && request.body !== null && !(request.body instanceof Uint8Array) && !isPlain(request.body);
  if (form) return viaFetch(request, url);
  const { body, headers } = encodeBody(request);
  const response = await nodeRequest(url, { method: request.method, headers, signal: request.signal as unknown as AbortSignal }, body);
  const status = response.statusCode ?? 0;
  const contentType = String(response.headers['content-type'] ?? '');
  const headersOf = headerReader(response);
  if (request.responseType === 'stream' && !isJsonType(contentType) && status < 400) {
    return { status, headers: headersOf, _data: Readable.toWeb(response), text: () => Promise.reject(new Error('a stream is read as a stream')) };
  }
  const bytes = await readAll(response);
  const text = bytes.toString('utf8');
  const data = request.responseType === 'blob' ? new Blob([new Uint8Array(bytes)], { type: contentType }) : request.responseType === 'json' ? parsed(text, contentType) : undefined;
  return { status, headers: headersOf, _data: data, text: async () => text };
};

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

function parsed(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (!isJsonType(contentType) && !/^\s*[{[]/.test(text)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
