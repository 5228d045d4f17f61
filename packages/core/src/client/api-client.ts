import { fetchTransport } from './fetch-transport';
import { createApiClientOver } from './http-client';
import type { ApiClient, ApiClientOptions } from './types';

/** The API client over fetch (`options.fetch`, else the global one): what the web uses. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createApiClientOver(fetchTransport(options.fetch), options);
}
