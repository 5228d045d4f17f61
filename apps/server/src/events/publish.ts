import type { LiveEventData, LiveTopic } from '@careops/core/client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Who may receive an event (docs/security-center.md, Live updates). */
export interface EventAudience {
  /** The node code a receiver must hold; '' for every signed-in user. */
  permission?: string;
  /** Station-bound receivers get it only when this is one of their studios; null for all. */
  studioId?: number | null;
  /** Only this staff user. */
  userId?: number | null;
}

/**
 * Appends an event to the event log in the caller's transaction: it is pushed only once the
 * change it reports has committed (the hub reads committed rows; on PostgreSQL a trigger
 * notifies every instance at commit).
 */
export async function publishEvent<T extends LiveTopic>(db: Kysely<Database>, topic: T, data: LiveEventData<T>, audience: EventAudience = {}, at = Date.now()): Promise<void> {
  await db
    .insertInto('event_log')
    .values({ topic, at, permission: audience.permission ?? '', studio_id: audience.studioId ?? null, user_id: audience.userId ?? null, payload: JSON.stringify(data) })
    .execute();
}

/** "This record changed": open pages of the record reload it. */
export function publishRecordChanged(db: Kysely<Database>, record: { entity: string; id: number; version: number; studioId?: number | null }): Promise<void> {
  return publishEvent(db, 'record', { entity: record.entity, id: record.id, version: record.version }, { studioId: record.studioId ?? null });
}
