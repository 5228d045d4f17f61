import type { EndpointName, RequestOf, ResponseOf } from '../contract/endpoints';
import type { WebAbortSignal, WebBlob, WebFetch, WebFormData, WebReadableStream } from './web-globals';

export type { WebAbortSignal, WebBlob, WebFetch, WebFormData, WebReadableStream } from './web-globals';

/** Credentials sent as the `token` and `userId` headers. */
export interface ApiAuth {
  token: string;
  userId: number;
}

export interface SessionExpiredEvent {
  /** The path the user was on, to come back to after signing in again. */
  path: string;
  message: string;
}

export interface ApiClientOptions {
  /** Origin (and optional prefix) every path is resolved against, e.g. `http://127.0.0.1:3000`. */
  baseURL: string;
  /** The signed-in credentials, or null when signed out; read before every request. */
  getAuth(): ApiAuth | null;
  /** The page the user is on; carried by the session-expired event (defaults to '/'). */
  currentPath?(): string;
  /** Result code 103: the session is gone; clear it and go to login with a redirect (onError is not called). */
  onSessionExpired?(event: SessionExpiredEvent): void;
  /** Result code 105: the account is disabled; clear the token and go to login (onError is not called). */
  onAccountDisabled?(event: { message: string }): void;
  /** Result code 106: the user lacks the permission (onError shows the message too). */
  onPermissionDenied?(event: { message: string }): void;
  /**
   * Every other failure's message (the web shows a red toast), with the error itself (a
   * `CareOpsError` or an `ApiTransportError`: what kind of failure it was); not called for
   * `silent` calls or calls the caller aborted.
   */
  onError?(message: string, error: Error): void;
  /** Every failure, silent calls' too (not calls the caller aborted): what an error log records. */
  onFailure?(error: Error): void;
  /** Milliseconds before a request fails with "request timeout" (default 30000). */
  timeoutMs?: number;
  /** The fetch implementation (default the global fetch). */
  fetch?: WebFetch;
  /** Sent as `x-careops-channel` on every request (the server records it on the session and in the audit log). */
  channel?: 'web' | 'terminal' | 'cli';
}

export interface CallOptions {
  /** Body encoding of POST requests (default 'json'). */
  encoding?: 'json' | 'form';
  /** Retries after the first failure; only used when shouldRetry and retryDelay are set too (spec §8). */
  retry?: number;
  /** Whether a failure is worth another attempt. */
  shouldRetry?(error: unknown): boolean;
  /** Milliseconds between attempts. */
  retryDelay?: number;
  /** Aborts the request. */
  signal?: WebAbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Do not report failures through onError (the caller shows them its own way); 103/105/106 events still fire. */
  silent?: boolean;
  /** Milliseconds before this request times out (default the client's timeoutMs). */
  timeoutMs?: number;
}

/** A query-string value; arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | Array<string | number | boolean>;

export interface DownloadResult {
  blob: WebBlob;
  /** From the Content-Disposition header, when the server names the file. */
  filename?: string;
}

export interface StreamResult {
  /** The file's bytes as they arrive; cancel it to stop the download. */
  body: WebReadableStream;
  /** A response header (e.g. the row count an export announces). */
  header(name: string): string | null;
  /** From the Content-Disposition header, when the server names the file. */
  filename?: string;
}

export interface ApiClient {
  /** Calls an endpoint of the contract by name; resolves with the envelope's `result`. */
  call<N extends EndpointName>(name: N, body?: RequestOf<N>, options?: CallOptions): Promise<ResponseOf<N>>;
  /** POSTs to a path outside the endpoint table; resolves with the envelope's `result`. */
  post<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** GETs a file (exports), query parameters in the URL. */
  download(path: string, query?: Record<string, QueryValue>, options?: CallOptions): Promise<DownloadResult>;
  /**
   * GETs a file as a stream (exports too large to hold): resolves once the server has answered
   * with a file; a refusal (an envelope or an HTTP error) is thrown as `call` throws it.
   */
  stream(path: string, query?: Record<string, QueryValue>, options?: CallOptions): Promise<StreamResult>;
  /** POSTs a multipart form (uploads); resolves with the envelope's `result`. */
  upload<T = unknown>(path: string, form: WebFormData, options?: CallOptions): Promise<T>;
}

/** One HTTP exchange as the client hands it to a transport (body not yet encoded unless a string or form). */
export interface TransportRequest {
  baseURL: string;
  /** Path with its query string. */
  path: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A plain value is sent as JSON; a string as it is (with the content type in headers); a form as multipart. */
  body?: unknown;
  /** json: `_data` is the parsed JSON (text when not JSON); blob: a Blob; stream: the body as a ReadableStream. */
  responseType: 'json' | 'blob' | 'stream';
  signal: WebAbortSignal;
}

/** What the client reads of an answer. */
export interface TransportResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly _data?: unknown;
  text(): Promise<string>;
}

/** Sends a request; rejects with a TypeError when the network fails, as fetch does. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
