import type { AlarmStep, AlarmSummary } from '../contract/schemas/security-alarms';

/**
 * What the server pushes on the live channel (`GET /api/events`, Server-Sent Events). Each
 * event is `{ id, topic, at, data }`; `id` grows and is the stream's Last-Event-ID.
 * docs/security-center.md, *Live updates*, describes each shape.
 */
export interface LiveEventDataMap {
  /** An alarm changed: raised, escalated, acknowledged, annotated, closed or moved; with the step that did it. */
  alarm: { alarm: AlarmSummary; step: AlarmStep | null };
  /** A review queue got new items or lost some: faces re-read its count. */
  queue: { queue: string };
  /** A message-center notification for this user. */
  message: { id: number; kind: string; title: string; link: string | null };
  /** A record changed: a page showing it reloads it. */
  record: { entity: string; id: number; version: number };
  /** The events since the stream's Last-Event-ID are no longer kept: re-read what is shown. */
  reset: { reason: string };
}
export type LiveTopic = keyof LiveEventDataMap;
export const LIVE_TOPICS = ['alarm', 'queue', 'message', 'record', 'reset'] as const satisfies readonly LiveTopic[];
export type LiveEventData<T extends LiveTopic> = LiveEventDataMap[T];

export type LiveEvent = { [T in LiveTopic]: { id: number; topic: T; at: number; data: LiveEventDataMap[T] } }[LiveTopic];

/** The path of the live channel on the API server. */
export const LIVE_EVENTS_PATH = '/api/events';
