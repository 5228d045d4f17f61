/**
 * Core is type-checked without the DOM or Node libraries, yet runs where fetch, Blob,
 * FormData and AbortSignal exist. Each type below is the real global type when the consumer's
 * compilation has it (web: DOM lib, CLI: @types/node) and a minimal structural stand-in
 * otherwise, so apps get `Blob`, not a look-alike.
 */

interface MinimalBlob {
  readonly size: number;
  readonly type: string;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

interface MinimalFormData {
  append(name: string, value: string | MinimalBlob, fileName?: string): void;
  get(name: string): unknown;
}

interface MinimalAbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

interface MinimalReadableStream {
  readonly locked: boolean;
  cancel(reason?: unknown): Promise<void>;
}

interface MinimalResponse {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
}

type MinimalFetch = (input: string, init?: Record<string, unknown>) => Promise<MinimalResponse>;

type GlobalInstance<K extends string, Fallback> = typeof globalThis extends Record<K, { prototype: infer I }> ? I : Fallback;

/** `Blob` of the running platform. */
export type WebBlob = GlobalInstance<'Blob', MinimalBlob>;
/** `FormData` of the running platform. */
export type WebFormData = GlobalInstance<'FormData', MinimalFormData>;
/** `AbortSignal` of the running platform. */
export type WebAbortSignal = GlobalInstance<'AbortSignal', MinimalAbortSignal>;
/** `ReadableStream` of the running platform (bytes of a streamed download). */
export type WebReadableStream = GlobalInstance<'ReadableStream', MinimalReadableStream>;
/** The platform's `fetch` function. */
export type WebFetch = typeof globalThis extends { fetch: infer F } ? F : MinimalFetch;

/** Runtime access to the web-standard globals core relies on (present in Node 20 and browsers). */
export interface RuntimeGlobals {
  fetch: MinimalFetch;
  FormData: new () => MinimalFormData;
  AbortController: new () => { readonly signal: MinimalAbortSignal; abort(reason?: unknown): void };
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const runtime = globalThis as unknown as RuntimeGlobals;
