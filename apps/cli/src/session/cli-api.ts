import { createApiClientOver, type ApiAuth, type ApiClient, type CallOptions } from '@careops/core/client';
import { nodeTransport } from './node-transport';

export interface CliApiOptions {
  server: string;
  getAuth(): ApiAuth | null;
  /** Result code 103 or 105: the server ended the session. */
  onSessionEnded?(): void;
}

const silent = (options: CallOptions | undefined): CallOptions => ({ ...options, silent: true });

/**
 * The core API client, as the CLI uses it: every request says it comes from the CLI (the server
 * audits the channel), errors are thrown, never toasted.
 */
export function createCliApiClient(options: CliApiOptions): ApiClient {
  const ended = () => options.onSessionEnded?.();
  const api = createApiClientOver(nodeTransport, {
    baseURL: options.server,
    channel: 'cli',
    getAuth: options.getAuth,
    onSessionExpired: ended,
    onAccountDisabled: ended,
  });
  return {
    call: (name, body, call) => api.call(name, body, silent(call)),
    post: (path, body, call) => api.post(path, body, silent(call)),
    download: (path, query, call) => api.download(path, query, silent(call)),
    stream: (path, query, call) => api.stream(path, query, silent(call)),
    upload: (path, form, call) => api.upload(path, form, silent(call)),
  };
}
