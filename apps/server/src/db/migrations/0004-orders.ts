import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * Orders and everything hanging off them: the timeline, platform notes, service steps with
 * places and photos, follow-up questions and answers, payments and refunds, the money ledger,
 * price-change requests, complaints and medical-waste tasks. Status values are core's
 * (order −2…8). Sort and filter indexes end with the id (see docs/list-pattern.md).
 */
export function orders(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('orders').$call(entity)
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        .addColumn('patient_id', 'integer', (c) => c.notNull().references('patients.id'))
        // exactly one of service_id / package_id
        .addColumn('service_id', 'integer', (c) => c.references('services.id'))
        .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('nurse_id', 'integer', (c) => c.references('nurses.id'))
        .addColumn('status', 'integer', (c) => c.notNull())
        // booking flag: 0 none, 1 has
        .addColumn('booking', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('appointment_at', 'bigint', (c) => c.notNull())
        .addColumn('list_price_cents', 'bigint', (c) => c.notNull())
        .addColumn('discount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        // what the member pays (after coupon and any approved price change)
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('paid_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('member_coupon_id', 'integer', (c) => c.references('member_coupons.id'))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        // when the current waiting state times out (payment or acceptance), for the scheduler
        .addColumn('deadline_at', 'bigint')
        .addColumn('paid_at', 'bigint')
        .addColumn('accepted_at', 'bigint')
        .addColumn('started_at', 'bigint')
        .addColumn('service_ended_at', 'bigint')
        .addColumn('finished_at', 'bigint')
        .addColumn('cancelled_at', 'bigint')
        .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
      await s.createIndex('orders_status_created').on('orders').columns(['status', 'created_at', 'id']).execute();
      await s.createIndex('orders_studio_created').on('orders').columns(['studio_id', 'created_at', 'id']).execute();
      await s.createIndex('orders_member').on('orders').columns(['member_id', 'created_at']).execute();
      await s.createIndex('orders_patient').on('orders').columns(['patient_id', 'created_at']).execute();
      await s.createIndex('orders_nurse').on('orders').columns(['nurse_id', 'created_at']).execute();
      await s.createIndex('orders_service').on('orders').columns(['service_id', 'created_at']).execute();
      await s.createIndex('orders_appointment').on('orders').columns(['appointment_at', 'id']).execute();
      await s.createIndex('orders_deadline').on('orders').columns(['status', 'deadline_at']).execute();

      await s.createTable('order_events').$call(id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        // the machine event, e.g. 'order.approve', or 'order.created'
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('from_status', 'integer')
        .addColumn('to_status', 'integer', (c) => c.notNull())
        // 'staff' | 'member' | 'nurse' | 'system'
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer')
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        // JSON: event details (nurse assigned, amounts…)
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await s.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();

      await s.createTable('order_platform_notes').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('author_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('order_platform_notes_order').on('order_platform_notes').columns(['order_id', 'created_at']).execute();

      // The nurse's traced steps of a visit (the spec's work flow places: workId = order id).
      await s.createTable('order_service_steps').$call(id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('nurse_id', 'integer', (c) => c.references('nurses.id'))
        // 'depart' | 'arrive' | 'start' | 'finish'
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        // JSON array of photo URLs
        .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await s.createIndex('order_service_steps_order').on('order_service_steps').columns(['order_id', 'at']).execute();

      await s.createTable('follow_up_questions').$call(entity)
        // the spec's `type`: 'after-service' | 'satisfaction' | 'health'
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('follow_up_questions_type').on('follow_up_questions').columns(['type', 'sort']).execute();

      await s.createTable('order_follow_ups').$call(id)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('question_id', 'integer', (c) => c.notNull().references('follow_up_questions.id'))
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('order_follow_ups_order').on('order_follow_ups').columns(['order_id']).execute();

      await s.createTable('order_payments').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        // 'payment' | 'refund'
        .addColumn('kind', 'text', (c) => c.notNull())
        // 'wechat' | 'alipay' | 'ecoin' | 'card'
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        // 'pending' | 'succeeded' | 'failed'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('order_payments_order').on('order_payments').columns(['order_id', 'created_at']).execute();

      // Every money movement, with the party's balance after it (DESIGN §8).
      await s.createTable('ledger_entries').$call(id)
        .addColumn('at', 'bigint', (c) => c.notNull())
        // 'income' | 'spend' | 'top-up' | 'withdrawal' | 'refund' | 'reward' | 'penalty' | 'adjustment'
        .addColumn('kind', 'text', (c) => c.notNull())
        // 'platform' | 'member' | 'nurse' | 'studio'
        .addColumn('party_kind', 'text', (c) => c.notNull())
        .addColumn('party_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        // signed: positive into the party's balance
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
        .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('ledger_entries_party').on('ledger_entries').columns(['party_kind', 'party_id', 'id']).execute();
      await s.createIndex('ledger_entries_order').on('ledger_entries').columns(['order_id']).execute();

      await s.createTable('price_change_requests').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('requested_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('old_amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('new_amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        // 2 pending review, 1 approved, 0 rejected
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('decided_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('decided_at', 'bigint')
        .addColumn('decision_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('price_change_requests_status').on('price_change_requests').columns(['status', 'created_at', 'id']).execute();
      await s.createIndex('price_change_requests_order').on('price_change_requests').columns(['order_id', 'status']).execute();

      await s.createTable('order_complaints').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('content', 'text', (c) => c.notNull())
        // the status the order returns to when resolved (always 5 today; kept for the record)
        .addColumn('from_status', 'integer', (c) => c.notNull())
        // 'open' | 'resolved'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('raised_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('resolution', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('resolved_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('resolved_at', 'bigint')
        .execute();
      await s.createIndex('order_complaints_order').on('order_complaints').columns(['order_id', 'status']).execute();

      await s.createTable('medical_waste_tasks').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        // 0 pending pickup, 1 collected, 2 disposed
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('collected_at', 'bigint')
        .addColumn('weight_grams', 'integer')
        .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('collector_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('collected_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('disposed_at', 'bigint')
        .addColumn('disposal_ref', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('disposed_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('medical_waste_tasks_status').on('medical_waste_tasks').columns(['status', 'due_at', 'id']).execute();
      await s.createIndex('medical_waste_tasks_studio').on('medical_waste_tasks').columns(['studio_id', 'status']).execute();
    },
  };
}
