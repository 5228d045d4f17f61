export { createApiClient } from './api-client';
export { createApiClientOver } from './http-client';
export { ApiTransportError, messageOf, type TransportErrorKind } from './api-transport-error';
export { httpStatusMessage } from './http-status-message';
export { envelopeError } from './envelope-reader';
export type {
  ApiAuth,
  ApiClient,
  ApiClientOptions,
  CallOptions,
  DownloadResult,
  QueryValue,
  SessionExpiredEvent,
  StreamResult,
  Transport,
  TransportRequest,
  TransportResponse,
  WebAbortSignal,
  WebBlob,
  WebFetch,
  WebFormData,
  WebReadableStream,
} from './types';
