import type { Generated } from 'kysely';
import type { EntityColumns } from './schema';

/** Migration 0013's tables (the studios' and alarms' new columns are on their own tables' types). */

export interface SosAlarmStepsTable {
  id: Generated<number>;
  alarm_id: number;
  /** 'raised' | 'escalated' | 'acknowledged' | 'note' | 'resolved' | 'false-alarm' | 'located'. */
  step: string;
  at: number;
  actor_id: number | null;
  /** 'staff' | 'nurse' | 'system'. */
  actor_kind: string;
  level: Generated<number>;
  detail: Generated<string>;
}

export interface NurseFieldCredentialsTable extends EntityColumns {
  nurse_id: number;
  token_hash: string;
  label: Generated<string>;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface NurseLocationsTable {
  nurse_id: number;
  latitude: number;
  longitude: number;
  at: number;
}

export interface EventLogTable {
  id: Generated<number>;
  topic: string;
  at: number;
  /** The node code a receiver must hold; '' for every signed-in user. */
  permission: Generated<string>;
  /** Receivers bound to stations get it only for this studio; null: everyone who holds the permission. */
  studio_id: number | null;
  /** Only this staff user, when set. */
  user_id: number | null;
  payload: string;
}

export interface VoiceAnnouncementsTable extends EntityColumns {
  text: string;
  /** JSON array of studio ids. */
  studio_ids: string;
  scheduled_at: number;
  /** 'scheduled' | 'sent' | 'cancelled'. */
  status: string;
  speech_engine: string;
  speech_duration_ms: number;
  created_by: number | null;
  sent_at: number | null;
}

export interface VoiceAnnouncementRecipientsTable {
  announcement_id: number;
  nurse_id: number;
  /** 'pending' | 'delivered' | 'failed'. */
  status: string;
  delivered_at: number | null;
}

export interface StudiosSecurityTables {
  sos_alarm_steps: SosAlarmStepsTable;
  nurse_field_credentials: NurseFieldCredentialsTable;
  nurse_locations: NurseLocationsTable;
  event_log: EventLogTable;
  voice_announcements: VoiceAnnouncementsTable;
  voice_announcement_recipients: VoiceAnnouncementRecipientsTable;
}
