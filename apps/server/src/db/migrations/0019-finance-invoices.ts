import { sql, type Kysely, type Migration } from 'kysely';
import { withEntityColumns } from '../columns';
import type { DialectName } from '../connect';
import type { Database } from '../schema';
import { openAdvancePaymentsOfPaidOrders } from '../../finance/advance-payments/backfill';

/**
 * Invoice titles (a member's personal or company title), invoice applications (an amount of a
 * paid order under a title, reviewed: issued with number, date and file, rejected with a reason,
 * reversed by a red invoice) and advance payments (an order's prepayment, in progress until the
 * order finishes or is refunded). docs/finance.md, Invoices and Advance payments.
 */
export function financeInvoices(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('invoice_titles').$call(entity)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        // 'personal' | 'company'
        .addColumn('kind', 'text', (c) => c.notNull())
        // 'normal' | 'special'
        .addColumn('invoice_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('tax_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bank', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_account', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('invoice_titles_member').on('invoice_titles').columns(['member_id', 'id']).execute();
      await s.createIndex('invoice_titles_created').on('invoice_titles').columns(['created_at', 'id']).execute();
      await s.createIndex('invoice_titles_updated').on('invoice_titles').columns(['updated_at', 'id']).execute();

      await s.createTable('invoice_applications').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('title_id', 'integer', (c) => c.notNull().references('invoice_titles.id'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull().check(sql`amount_cents > 0`))
        // core's InvoiceStatus: 2 pending review, 1 issued, 0 rejected, 3 reversed
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('invoice_no', 'text', (c) => c.unique())
        .addColumn('issued_at', 'bigint')
        .addColumn('file_id', 'integer', (c) => c.references('uploads.id'))
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('red_invoice_no', 'text', (c) => c.unique())
        .addColumn('red_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reversed_at', 'bigint')
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('reviewed_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('invoice_applications_order').on('invoice_applications').columns(['order_id', 'status']).execute();
      await s.createIndex('invoice_applications_title').on('invoice_applications').columns(['title_id', 'id']).execute();
      await s.createIndex('invoice_applications_status').on('invoice_applications').columns(['status', 'id']).execute();
      await s.createIndex('invoice_applications_created').on('invoice_applications').columns(['created_at', 'id']).execute();

      await s.createTable('advance_payments').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        // spec §4: 2 in progress, 1 completed, 0 cancelled
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .execute();
      await s.createIndex('advance_payments_status').on('advance_payments').columns(['status', 'id']).execute();
      await s.createIndex('advance_payments_member').on('advance_payments').columns(['member_id', 'id']).execute();
      await openAdvancePaymentsOfPaidOrders(db as unknown as Kysely<Database>, Date.now());
    },
  };
}
