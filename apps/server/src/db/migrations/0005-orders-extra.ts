import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../connect';

/**
 * Indexes the orders server needs beyond 0004 (docs/orders.md, The list): the amount sort,
 * a station-bound caller's status queue, the nurse's active orders (staff search) and order
 * number prefixes on PostgreSQL (LIKE 'prefix%' needs text_pattern_ops under a non-C
 * collation; SQLite's GLOB uses the plain unique index).
 */
export function ordersExtra(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createIndex('orders_amount').on('orders').columns(['amount_cents', 'id']).execute();
      await s.createIndex('orders_studio_status_created').on('orders').columns(['studio_id', 'status', 'created_at', 'id']).execute();
      await s.createIndex('orders_status_appointment').on('orders').columns(['status', 'appointment_at', 'id']).execute();
      await s.createIndex('orders_nurse_status').on('orders').columns(['nurse_id', 'status']).execute();
      if (dialect === 'postgres') await sql`create index orders_order_no_pattern on orders (order_no text_pattern_ops)`.execute(db);
    },
  };
}
