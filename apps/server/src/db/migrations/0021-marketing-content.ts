import { sql, type Kysely, type Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * Marketing content (docs/marketing.md): carousel slides, referral promotions with their
 * visits and attributed sign-ups, and member and nurse feedback with its replies.
 */
export function marketingContent(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('carousels').$call(entity)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image_upload_id', 'integer', (c) => c.notNull().references('uploads.id'))
        // home | serviceList | packageList | memberCenter
        .addColumn('position', 'text', (c) => c.notNull())
        // none | service | package | coupon | url
        .addColumn('link_kind', 'text', (c) => c.notNull())
        .addColumn('link_id', 'integer')
        .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        // null: open on that side
        .addColumn('display_from', 'bigint')
        .addColumn('display_until', 'bigint')
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('carousels_position').on('carousels').columns(['position', 'sort_order', 'id']).execute();
      await s.createIndex('carousels_created').on('carousels').columns(['created_at', 'id']).execute();

      await s.createTable('promotions').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        // member | nurse | staff
        .addColumn('promoter_kind', 'text', (c) => c.notNull())
        .addColumn('promoter_id', 'integer', (c) => c.notNull())
        .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        .addColumn('ends_at', 'bigint', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('promotions_created').on('promotions').columns(['created_at', 'id']).execute();

      // One row per visitor, promotion and day: repeated opens of a link the same day count once.
      await s.createTable('promotion_visits').$call(id)
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
        .addColumn('visitor_key', 'text', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('promotion_visits_once_a_day', ['promotion_id', 'visitor_key', 'day'])
        .execute();

      // A member is referred by one promotion at most: the first sign-up recorded wins.
      await s.createTable('promotion_referrals')
        .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
        .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
        .addColumn('signed_up_at', 'bigint', (c) => c.notNull())
        // granted | none | exhausted | unavailable | limit
        .addColumn('coupon_outcome', 'text', (c) => c.notNull())
        .addColumn('member_coupon_id', 'integer', (c) => c.references('member_coupons.id').onDelete('set null'))
        .execute();
      await s.createIndex('promotion_referrals_promotion').on('promotion_referrals').columns(['promotion_id', 'member_id']).execute();

      await s.createTable('feedback').$call(entity)
        // member | nurse
        .addColumn('author_kind', 'text', (c) => c.notNull())
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .addColumn('nurse_id', 'integer', (c) => c.references('nurses.id').onDelete('set null'))
        // service | nurse | app | billing | suggestion | other
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        // the order's studio, else the nurse's: who may see it (station scoping)
        .addColumn('studio_id', 'integer', (c) => c.references('studios.id'))
        .addColumn('attachment_upload_ids', 'text', (c) => c.notNull().defaultTo('[]'))
        // open | replied | closed
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'replied', 'closed')`))
        // app (sent by the member or nurse) | staff (recorded by staff from a call or a visit)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('replied_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .execute();
      await s.createIndex('feedback_status').on('feedback').columns(['status', 'created_at', 'id']).execute();
      await s.createIndex('feedback_created').on('feedback').columns(['created_at', 'id']).execute();
      await s.createIndex('feedback_studio').on('feedback').columns(['studio_id', 'id']).execute();

      await s.createTable('feedback_replies').$call(id)
        .addColumn('feedback_id', 'integer', (c) => c.notNull().references('feedback.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('message_record_id', 'integer', (c) => c.references('message_records.id').onDelete('set null'))
        // delivered | failed | pending: what the message gateway answered
        .addColumn('delivery', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('feedback_replies_feedback').on('feedback_replies').columns(['feedback_id', 'id']).execute();
    },
  };
}
