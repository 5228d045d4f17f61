export type {
  ApiAuth,
  ApiClient,
  ApiClientOptions,
  CallOptions,
  DownloadResult,
  QueryValue,
  SessionExpiredEvent,
  WebAbortSignal,
  WebBlob,
  WebFetch,
  WebFormData,
} from './types';
