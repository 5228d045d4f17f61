import { sql, type Kysely, type Migration } from 'kysely';
import { withEntityColumns } from '../columns';
import type { DialectName } from '../connect';

/**
 * Stocktakes (docs/inventory.md): a count sheet of one studio, its lines (the consumable, what
 * the ledger said when the line was last counted, what was counted) and, once posted, the
 * adjustments it wrote. At most one sheet per studio is being counted at a time. And transfers
 * a studio asks of another: pending until the receiving studio approves them (both sides posted
 * then, in one transaction), rejects them, or the asking studio cancels them.
 */
export function inventoryStocktake(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('stocktakes').$call(entity)
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        // counting | posted | cancelled
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('closed_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('closed_at', 'bigint')
        .execute();
      await s.createIndex('stocktakes_studio').on('stocktakes').columns(['studio_id', 'id']).execute();
      await s.createIndex('stocktakes_one_counting').on('stocktakes').column('studio_id').unique().where(sql.ref('status'), '=', 'counting').execute();
      await s.createTable('stocktake_lines')
        .addColumn('stocktake_id', 'integer', (c) => c.notNull().references('stocktakes.id').onDelete('cascade'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id'))
        // the studio's balance when the sheet was taken, or when this line was last counted
        .addColumn('expected', 'bigint', (c) => c.notNull())
        .addColumn('counted', 'bigint')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('stocktake_lines_pk', ['stocktake_id', 'consumable_id'])
        .execute();
      await s.createTable('stock_transfers').$call(entity)
        .addColumn('from_studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('to_studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('consumable_id', 'integer', (c) => c.notNull().references('consumables.id'))
        .addColumn('quantity', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        // pending | approved | rejected | cancelled
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('requested_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('decided_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('decided_at', 'bigint')
        .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('stock_transfers_to').on('stock_transfers').columns(['to_studio_id', 'status', 'id']).execute();
      await s.createIndex('stock_transfers_from').on('stock_transfers').columns(['from_studio_id', 'status', 'id']).execute();
    },
  };
}
