import { sql, type Kysely, type Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * Consumables, consumable packs (consumables × quantities, named by services'
 * `consumable_pack_id` of 0003) and the stock ledger: one row per movement, and a balance row per
 * studio and consumable changed in the same transaction as its movement (docs/inventory.md). The
 * balance may not go below zero: a CHECK backs the guarded update that refuses it first.
 */
export function inventory(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('consumables').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('specification', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('unit_cost_cents', 'bigint', (c) => c.notNull())
        // null when it has none (several consumables may lack one)
        .addColumn('barcode', 'text', (c) => c.unique())
        .addColumn('reorder_threshold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('consumables_created').on('consumables').columns(['created_at', 'id']).execute();
      await s.createIndex('consumables_updated').on('consumables').columns(['updated_at', 'id']).execute();
      await s.createIndex('consumables_cost').on('consumables').columns(['unit_cost_cents', 'id']).execute();

      await s.createTable('consumable_packs').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('consumable_packs_created').on('consumable_packs').columns(['created_at', 'id']).execute();
      await s.createIndex('consumable_packs_updated').on('consumable_packs').columns(['updated_at', 'id']).execute();

      await s.createTable('consumable_pack_lines')
        .addColumn('pack_id', 'integer', (c) => c.notNull().references('consumable_packs.id').onDelete('cascade'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('consumable_pack_lines_pk', ['pack_id', 'consumable_id'])
        .execute();
      await s.createIndex('consumable_pack_lines_consumable').on('consumable_pack_lines').columns(['consumable_id', 'pack_id']).execute();
      await s.createIndex('services_consumable_pack').on('services').columns(['consumable_pack_id', 'id']).execute();

      await s.createTable('stock_balances').$call(id)
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id'))
        .addColumn('quantity', 'bigint', (c) => c.notNull().check(sql`quantity >= 0`))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('stock_balances_studio_consumable', ['studio_id', 'consumable_id'])
        .execute();
      await s.createIndex('stock_balances_consumable').on('stock_balances').columns(['consumable_id', 'studio_id']).execute();

      await s.createTable('stock_movements').$call(id)
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id'))
        // receipt | issue | return | transferOut | transferIn | adjustment
        .addColumn('kind', 'text', (c) => c.notNull())
        // signed change of the studio's stock
        .addColumn('quantity', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('supplier', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('batch', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('expires_at', 'bigint')
        .addColumn('nurse_id', 'integer', (c) => c.references('nurses.id').onDelete('set null'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        // a transfer's other side
        .addColumn('other_studio_id', 'integer', (c) => c.references('studios.id'))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('stock_movements_studio_consumable').on('stock_movements').columns(['studio_id', 'consumable_id', 'id']).execute();
      await s.createIndex('stock_movements_consumable').on('stock_movements').columns(['consumable_id', 'id']).execute();
      await s.createIndex('stock_movements_created').on('stock_movements').columns(['created_at', 'id']).execute();
    },
  };
}
