export { createApiClient } from './api-client';
export { createApiClientOver } from './http-client';
export { ApiTransportError, messageOf, type TransportErrorKind } from './api-transport-error';
export { httpStatusMessage } from './http-status-message';
export { envelopeError } from './envelope-reader';
export { changedRecordOf, EVENT_POSITION_HEADER, LIVE_EVENTS_PATH, LIVE_RECORD_ENTITIES, LIVE_TOPICS, type LiveEvent, type LiveEventData, type LiveEventDataMap, type LiveTopic } from './live-events';
export { createSseParser, type SseMessage } from './sse-parser';
export {
  fetchStreamOpener,
  subscribeLiveEvents,
  type LiveStatus,
  type LiveSubscription,
  type LiveSubscriptionOptions,
  type OpenedStream,
  type StreamOpener,
} from './event-stream';
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
