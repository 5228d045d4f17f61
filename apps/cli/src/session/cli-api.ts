import { createApiClient, type ApiAuth, type ApiClient, type CallOptions } from '@careops/core';

/** Every request of the CLI says where it comes from (the server audits the channel). */
export const channelHeaders: Readonly<Record<string, string>> = { 'x-careops-channel': 'cli' };

export interface CliApiOptions {
  server: string;
  getAuth(): ApiAuth | null;
  /** Result code 103 or 105: the server ended the session. */
  onSessionEnded?(): void;
}

function withChannel(options: CallOptions | undefined): CallOptions {
  return { ...options, silent: true, headers: { ...channelHeaders, ...options?.headers } };
}

/** The core API client, as the CLI uses it: channel header on every call, errors thrown, never toasted. */
export function createCliApiClient(options: CliApiOptions): ApiClient {
  const ended = () => options.onSessionEnded?.();
  const api = createApiClient({
    baseURL: options.server,
    getAuth: options.getAuth,
    onSessionExpired: ended,
    onAccountDisabled: ended,
  });
  return {
    call: (name, body, call) => api.call(name, body, withChannel(call)),
    post: (path, body, call) => api.post(path, body, withChannel(call)),
    download: (path, query, call) => api.download(path, query, withChannel(call)),
    upload: (path, form, call) => api.upload(path, form, withChannel(call)),
  };
}
