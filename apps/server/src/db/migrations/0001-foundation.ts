import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * The foundation schema: permissions, roles, staff, studios, sessions, sign-in defences,
 * SMS, audit trail and the staff message center.
 */
export function foundation(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await s.createTable('permission_nodes').$call(entity)
        .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ismenu', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await s.createTable('roles').$call(entity)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('built_in', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await s.createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('node_id', 'integer', (c) => c.notNull().references('permission_nodes.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'node_id'])
        .execute();
      await s.createIndex('role_permissions_node').on('role_permissions').column('node_id').execute();

      await s.createTable('system_users').$call(entity)
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_consult', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
        .execute();
      // SMS sign-in finds the account by phone, so a phone belongs to one account.
      await s.createIndex('system_users_phone').on('system_users').column('phone').unique().execute();

      await s.createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await s.createIndex('user_roles_role').on('user_roles').column('role_id').execute();

      await s.createTable('studios').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('practice_licence_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('business_licence_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('service_radius_km', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('studios_name').on('studios').column('name').execute();

      await s.createTable('user_stations')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_stations_pk', ['user_id', 'studio_id'])
        .execute();
      await s.createIndex('user_stations_studio').on('user_stations').column('studio_id').execute();

      await s.createTable('sessions').$call(entity)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('idle_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('absolute_expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .addColumn('revoked_reason', 'text')
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

      await s.createTable('login_attempts').$call(id)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('success', 'integer', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('login_attempts_username').on('login_attempts').columns(['username', 'at']).execute();
      await s.createIndex('login_attempts_address').on('login_attempts').columns(['address', 'at']).execute();

      await s.createTable('captchas')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answer_hash', 'text', (c) => c.notNull())
        .addColumn('username', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await s.createIndex('captchas_expires').on('captchas').column('expires_at').execute();

      await s.createTable('sms_codes').$call(id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s.createIndex('sms_codes_phone').on('sms_codes').columns(['phone', 'created_at']).execute();

      await s.createTable('sms_outbox').$call(id)
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'id']).execute();

      await s.createTable('audit_log').$call(id)
        .addColumn('actor_id', 'integer')
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'at']).execute();
      await s.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'at']).execute();
      await s.createIndex('audit_log_at').on('audit_log').column('at').execute();

      await s.createTable('staff_messages').$call(entity)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('read_at', 'bigint')
        .execute();
      await s.createIndex('staff_messages_user').on('staff_messages').columns(['user_id', 'id']).execute();
    },
  };
}
