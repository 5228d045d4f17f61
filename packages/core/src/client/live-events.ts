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

/**
 * The header on a signed-in API answer naming the live channel's position when the server took
 * the request: a stream first opened with it as its Last-Event-ID hears what changed after the
 * page read its data (docs/security-center.md).
 */
export const EVENT_POSITION_HEADER = 'x-careops-event-position';

/**
 * The entity name a resource's records carry in `record` events (their audit entity), by the
 * resource descriptor's id: the web's lists and record pages of these resources follow changes.
 */
export const LIVE_RECORD_ENTITIES: Readonly<Record<string, string>> = {
  orders: 'order',
  nurses: 'nurse',
  nurseApplications: 'nurse_application',
  members: 'member',
  patients: 'patient',
  customers: 'customer',
  assistiveCards: 'assistive_card',
  priceChanges: 'price_change_request',
  waste: 'medical_waste_task',
  services: 'service',
  packages: 'package',
  releases: 'product_release',
  agreements: 'agreement',
  questionnaires: 'questionnaire',
  consumables: 'consumable',
  consumablePacks: 'consumable_pack',
  voiceAnnouncements: 'voice_announcement',
  withdrawals: 'withdrawal',
  withdrawAccounts: 'withdraw_account',
  rewards: 'reward_penalty',
  invoiceTitles: 'invoice_title',
  invoices: 'invoice_application',
  coupons: 'coupon',
  carousels: 'carousel',
  promotions: 'promotion',
  feedback: 'feedback',
  stocktakes: 'stocktake',
  stockTransfers: 'stock_transfer',
  roles: 'role',
  users: 'system_user',
  studios: 'studio',
  alarms: 'sos_alarm',
};

/** The record an event says changed: a `record` event's, or the alarm an `alarm` event carries. */
export function changedRecordOf(event: LiveEvent): LiveEventDataMap['record'] | null {
  if (event.topic === 'record') return event.data;
  if (event.topic === 'alarm') return { entity: 'sos_alarm', id: event.data.alarm.id, version: event.data.alarm.version };
  return null;
}
