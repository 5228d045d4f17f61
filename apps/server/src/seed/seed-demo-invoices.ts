import { InvoiceStatus } from '@careops/core/machines';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DemoBase } from './seed-demo-base';

/** A few invoice titles and applications on finished demo orders: pending review and one rejected. */
export async function seedDemoInvoices(trx: Transaction<Database>, base: DemoBase): Promise<void> {
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'member_id', 'paid_cents', 'refunded_cents', 'finished_at'])
    .where('status', '=', 5)
    .where('paid_cents', '>', 0)
    .orderBy('id')
    .limit(6)
    .execute();
  for (const [i, o] of orders.entries()) {
    const company = i % 2 === 1;
    const at = Number(o.finished_at ?? base.now);
    const title = await trx
      .insertInto('invoice_titles')
      .values({
        member_id: o.member_id, kind: company ? 'company' : 'personal', invoice_type: 'normal', name: company ? `Demo Care Services Co ${i}` : `Demo member ${o.member_id}`,
        tax_number: company ? `91310000MA1FL8X${String(100 + i)}` : '', created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const amount = Number(o.paid_cents) - Number(o.refunded_cents);
    if (amount <= 0) continue;
    const rejected = i === orders.length - 1;
    await trx
      .insertInto('invoice_applications')
      .values({
        order_id: o.id, title_id: title.id, amount_cents: amount, status: rejected ? InvoiceStatus.rejected : InvoiceStatus.pending,
        reject_reason: rejected ? 'The title names another company' : '', created_by: base.adminId, created_at: at + 3_600_000, updated_at: at + 3_600_000,
      })
      .execute();
  }
}
