import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * System administration: message records with their recipients and the outbox, and the
 * indexes behind the list filters and sorts (users, audit trail). Sort indexes end with the
 * id so that the list helper's id-only page query is answered from the index alone.
 */
export function systemAdmin(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      // Users: sorts (created, updated, name) and the status filter with the default sort.
      await s.createIndex('system_users_created').on('system_users').columns(['created_at', 'id']).execute();
      await s.createIndex('system_users_updated').on('system_users').columns(['updated_at', 'id']).execute();
      await s.createIndex('system_users_name').on('system_users').columns(['name', 'id']).execute();
      await s.createIndex('system_users_status_created').on('system_users').columns(['status', 'created_at', 'id']).execute();
      // Role and station filters find users from the link tables without touching their rows.
      await s.createIndex('user_roles_role_user').on('user_roles').columns(['role_id', 'user_id']).execute();
      await s.createIndex('user_stations_studio_user').on('user_stations').columns(['studio_id', 'user_id']).execute();
      // Audit filters: by action (or its start), by channel; newest first.
      await s.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();
      await s.createIndex('audit_log_channel').on('audit_log').columns(['channel', 'at']).execute();
      // Sessions of a user that are still live (the user dialog's session list and counts).
      await s.createIndex('sessions_user_live').on('sessions').columns(['user_id', 'revoked_at', 'absolute_expires_at']).execute();

      await s.createTable('message_records').$call(entity)
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('target_label', 'text', (c) => c.notNull())
        // The station it was addressed to (station scoping); null: platform-wide.
        .addColumn('station_id', 'integer', (c) => c.references('studios.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        // Delivery counts, kept with the record so that lists need no aggregation.
        .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delivered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s.createIndex('message_records_created').on('message_records').columns(['created_at', 'id']).execute();
      await s.createIndex('message_records_channel').on('message_records').columns(['channel', 'created_at', 'id']).execute();
      await s.createIndex('message_records_station').on('message_records').columns(['station_id', 'created_at']).execute();
      await s.createIndex('message_records_creator').on('message_records').columns(['created_by', 'created_at']).execute();

      await s.createTable('message_recipients').$call(id)
        .addColumn('record_id', 'integer', (c) => c.notNull().references('message_records.id').onDelete('cascade'))
        // 'staff' | 'member' | 'nurse'
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient_id', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        // 'pending' | 'delivered' | 'failed'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('delivered_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('message_recipients_record').on('message_recipients').columns(['record_id', 'status', 'id']).execute();

      await s.createTable('message_outbox').$call(id)
        .addColumn('record_id', 'integer', (c) => c.notNull().references('message_records.id').onDelete('cascade'))
        .addColumn('recipient_row_id', 'integer', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('message_outbox_record').on('message_outbox').columns(['record_id', 'id']).execute();
    },
  };
}
