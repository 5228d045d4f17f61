import { FetchError, ofetch, type $Fetch, type CreateFetchOptions } from 'ofetch';
import type { Transport, TransportResponse, WebFetch } from './types';

/**
 * The transport on fetch (ofetch): JSON bodies encoded, answers parsed by content type. A
 * failed network is rethrown as fetch's own TypeError, which the client reports as such.
 */
export function fetchTransport(fetch?: WebFetch): Transport {
  const $fetch: $Fetch = fetch ? ofetch.create({}, { fetch: fetch as unknown as CreateFetchOptions['fetch'] }) : ofetch;
  return async (request) => {
    try {
      return (await $fetch.raw(request.path, {
        baseURL: request.baseURL,
        method: request.method,
        headers: request.headers,
        body: request.body as Record<string, unknown> | undefined,
        responseType: request.responseType,
        signal: request.signal as unknown as NonNullable<Parameters<$Fetch>[1]>['signal'],
        retry: false,
        ignoreResponseError: true,
      })) as unknown as TransportResponse;
    } catch (error) {
      throw error instanceof FetchError && error.cause !== undefined ? error.cause : error;
    }
  };
}
