import type { Kysely, Migration } from 'kysely';
import { withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * The managed catalogue on the tables of 0003: categories become a two-level tree (a parent, or
 * none for a top-level category), services get their images (a cover and detail images, each an
 * upload), and uploaded files get a table of their own. `services.consumable_pack_id` stays a
 * plain nullable integer: the consumables area adds its table and the check. Indexes serve the
 * lists' sorts (each ending in the id) and the category filter.
 */
export function catalogue(dialect: DialectName): Migration {
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.alterTable('service_categories').addColumn('parent_id', 'integer', (c) => c.references('service_categories.id')).execute();
      await s.alterTable('service_categories').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
      await s.createIndex('service_categories_parent_sort').on('service_categories').columns(['parent_id', 'sort', 'id']).execute();

      await s.alterTable('services').addColumn('cover_upload_id', 'integer').execute();
      // JSON array of upload ids, in display order
      await s.alterTable('services').addColumn('detail_upload_ids', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await s.createIndex('services_category_created').on('services').columns(['category_id', 'created_at', 'id']).execute();
      await s.createIndex('services_created').on('services').columns(['created_at', 'id']).execute();
      await s.createIndex('services_updated').on('services').columns(['updated_at', 'id']).execute();
      await s.createIndex('services_price').on('services').columns(['price_cents', 'id']).execute();
      await s.createIndex('services_shelf_created').on('services').columns(['on_shelf', 'created_at', 'id']).execute();

      await s.alterTable('packages').addColumn('cover_upload_id', 'integer').execute();
      await s.createIndex('packages_created').on('packages').columns(['created_at', 'id']).execute();
      await s.createIndex('packages_updated').on('packages').columns(['updated_at', 'id']).execute();
      await s.createIndex('packages_price').on('packages').columns(['price_cents', 'id']).execute();
      await s.createIndex('package_items_service').on('package_items').columns(['service_id', 'package_id']).execute();
      await s.createIndex('orders_package_member').on('orders').columns(['package_id', 'member_id', 'id']).execute();

      await s.createTable('uploads').$call(id)
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // where the storage keeps the file and its thumbnail (opaque keys of the storage interface)
        .addColumn('storage_key', 'text', (c) => c.notNull().unique())
        .addColumn('thumbnail_key', 'text', (c) => c.notNull())
        // 'image/jpeg' | 'image/png' | 'image/webp', as read from the file's bytes
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('uploads_created').on('uploads').columns(['created_at', 'id']).execute();
    },
  };
}
