export { createApiClient } from './api-client';
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
  WebAbortSignal,
  WebBlob,
  WebFetch,
  WebFormData,
  WebReadableStream,
} from './types';
