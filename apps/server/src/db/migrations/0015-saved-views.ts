import type { Kysely, Migration } from 'kysely';
import { withEntityColumns } from '../columns';
import type { DialectName } from '../connect';

/**
 * Saved views: a list's filters, sort and columns under a name, kept by their owner and
 * private or shared with the team. One name per owner and list; a shared view is found by name
 * by anyone (docs/daily-use.md, Saved views).
 */
export function savedViews(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('saved_views').$call(entity)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        // The list's resource id (core's descriptor id: 'orders', 'nurseApplications', …).
        .addColumn('resource', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // The web page of the list ('/order/order-list'), where the palette opens the view.
        .addColumn('path', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
        // JSON: filter values by request key, the sort ({ key, order } or null), the columns shown (or null: the default set).
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('sort', 'text', (c) => c.notNull())
        .addColumn('columns', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('saved_views_owner_name').unique().on('saved_views').columns(['owner_id', 'resource', 'name']).execute();
      await s.createIndex('saved_views_shared').on('saved_views').columns(['resource', 'shared', 'name']).execute();
    },
  };
}
