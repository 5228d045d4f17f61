import type { Kysely, Migration } from 'kysely';

/**
 * Indexes found missing by the orders scale benchmark (docs/scale-and-export.md): the order
 * list filtered by a service (or a package) and a status, newest first, read the orders of the
 * service through (service_id, created_at) and fetched every row to test its status — the
 * total of "service + finished" took 280 ms at a million orders on SQLite. With the status in
 * the index both the page and the total are answered from index entries alone. Orders of a
 * package had no index at all (a full scan).
 */
export function scaleIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createIndex('orders_service_status_created').on('orders').columns(['service_id', 'status', 'created_at', 'id']).execute();
      await s.createIndex('orders_package_status_created').on('orders').columns(['package_id', 'status', 'created_at', 'id']).execute();
    },
  };
}
