import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';
import { withEntityColumns, withId } from '../columns';

/**
 * Nursing centers and the security center: the studio's licence, region, coordinates, hours and
 * security contact; the alarm's escalation, drill flag, closing report and its timed steps; the
 * nurses' field credentials and last locations; the bounded log of pushed events; voice
 * announcements with their recipients.
 */
export function studiosSecurity(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      const studio = (name: string, type: 'text' | 'bigint' | 'integer' | 'double precision', fallback?: string | number) =>
        s.alterTable('studios').addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback))).execute();
      await studio('licence_expires_at', 'bigint');
      await studio('legal_representative', 'text', '');
      await studio('province', 'text', '');
      await studio('city', 'text', '');
      await studio('district', 'text', '');
      await studio('latitude', 'double precision');
      await studio('longitude', 'double precision');
      await studio('business_hours', 'text', '');
      await studio('security_contact_id', 'integer');
      await studio('disabled_reason', 'text', '');
      await s.createIndex('studios_licence_expiry').on('studios').columns(['licence_expires_at', 'id']).execute();
      await s.createIndex('studios_created').on('studios').columns(['created_at', 'id']).execute();

      const alarm = (name: string, type: 'text' | 'bigint' | 'integer', fallback?: string | number) =>
        s.alterTable('sos_alarms').addColumn(name, type, (c) => (fallback === undefined ? c : c.notNull().defaultTo(fallback))).execute();
      await alarm('drill', 'integer', 0);
      await alarm('escalation_level', 'integer', 0);
      await alarm('escalate_due_at', 'bigint');
      await alarm('location_at', 'bigint');
      await alarm('closing_report', 'text', '');
      await alarm('closed_by_id', 'integer');
      await s.createIndex('sos_alarms_due').on('sos_alarms').columns(['status', 'escalate_due_at', 'id']).execute();
      await s.createIndex('sos_alarms_studio_raised').on('sos_alarms').columns(['studio_id', 'raised_at', 'id']).execute();
      await s.createIndex('sos_alarms_raised').on('sos_alarms').columns(['raised_at', 'id']).execute();

      await s.createTable('sos_alarm_steps').$call(id)
        .addColumn('alarm_id', 'integer', (c) => c.notNull().references('sos_alarms.id').onDelete('cascade'))
        // 'raised' | 'escalated' | 'acknowledged' | 'note' | 'resolved' | 'false-alarm' | 'located'
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        // 'staff' | 'nurse' | 'system'
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('sos_alarm_steps_alarm').on('sos_alarm_steps').columns(['alarm_id', 'at', 'id']).execute();

      await s.createTable('nurse_field_credentials').$call(entity)
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
      await s.createIndex('nurse_field_credentials_nurse').on('nurse_field_credentials').column('nurse_id').execute();

      await s.createTable('nurse_locations')
        .addColumn('nurse_id', 'integer', (c) => c.primaryKey().references('nurses.id').onDelete('cascade'))
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();

      await s.createTable('event_log').$call(id)
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        // Who may receive it: a permission node code ('' = every signed-in user), a studio (null = any), one user (null = anyone).
        .addColumn('permission', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('studio_id', 'integer')
        .addColumn('user_id', 'integer')
        .addColumn('payload', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('event_log_at').on('event_log').columns(['at', 'id']).execute();
      if (dialect === 'postgres') {
        // Every instance LISTENs: a new event wakes them all at commit (events/event-hub.ts).
        await sql`create function careops_event_notify() returns trigger language plpgsql as $$ begin perform pg_notify('careops_events', NEW.id::text); return NEW; end $$`.execute(db);
        await sql`create trigger event_log_notify after insert on event_log for each row execute function careops_event_notify()`.execute(db);
      }

      await s.createTable('voice_announcements').$call(entity)
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('studio_ids', 'text', (c) => c.notNull())
        .addColumn('scheduled_at', 'bigint', (c) => c.notNull())
        // 'scheduled' | 'sent' | 'cancelled'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('speech_engine', 'text', (c) => c.notNull())
        .addColumn('speech_duration_ms', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('sent_at', 'bigint')
        .execute();
      await s.createIndex('voice_announcements_due').on('voice_announcements').columns(['status', 'scheduled_at', 'id']).execute();
      await s.createIndex('voice_announcements_created').on('voice_announcements').columns(['created_at', 'id']).execute();

      await s.createTable('voice_announcement_recipients')
        .addColumn('announcement_id', 'integer', (c) => c.notNull().references('voice_announcements.id').onDelete('cascade'))
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id').onDelete('cascade'))
        // 'pending' | 'delivered' | 'failed'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .addPrimaryKeyConstraint('voice_announcement_recipients_pk', ['announcement_id', 'nurse_id'])
        .execute();
    },
  };
}
