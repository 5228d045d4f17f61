import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * Coupons made real (docs/marketing.md): what a coupon applies to (services, packages or
 * categories; none listed: everything), grants (one job per request, keyed so a re-run changes
 * nothing) with their recipients, and which grant gave a member's coupon. Indexes for the
 * per-member limit, the expiry job and the detail's statistics.
 */
export function marketingCoupons(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.alterTable('coupons').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
      // percent coupons: the most they take off, in cents (null: no cap)
      await s.alterTable('coupons').addColumn('cap_cents', 'bigint').execute();
      await s.createTable('coupon_items')
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
        // 'service' | 'package' | 'category'
        .addColumn('item_kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('coupon_items_pk', ['coupon_id', 'item_kind', 'item_id'])
        .execute();

      await s.createTable('coupon_grants').$call(entity)
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        // 'members' | 'phones' | 'segment'
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('source_label', 'text', (c) => c.notNull().defaultTo(''))
        // 'running' | 'done' | 'partial' (some recipients refused)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('finished_at', 'bigint')
        .execute();
      await s.createIndex('coupon_grants_coupon').on('coupon_grants').columns(['coupon_id', 'id']).execute();
      await s.createIndex('coupon_grants_created').on('coupon_grants').columns(['created_at', 'id']).execute();

      await s.createTable('coupon_grant_recipients').$call(id)
        .addColumn('grant_id', 'integer', (c) => c.notNull().references('coupon_grants.id').onDelete('cascade'))
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .addColumn('phone', 'text', (c) => c.notNull())
        // 'pending' | 'granted' | 'refused'
        .addColumn('status', 'text', (c) => c.notNull())
        // why refused: 'unknownPhone' | 'memberDisabled' | 'perMemberLimit' | 'quantity' | 'couponDisabled'
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('coupon_grant_recipients_grant').on('coupon_grant_recipients').columns(['grant_id', 'status', 'id']).execute();

      await s.alterTable('member_coupons').addColumn('grant_id', 'integer').execute();
      await s.createIndex('member_coupons_coupon_member').on('member_coupons').columns(['coupon_id', 'member_id']).execute();
      await s.createIndex('member_coupons_status_expiry').on('member_coupons').columns(['status', 'expires_at']).execute();
      await s.createIndex('member_coupons_grant').on('member_coupons').columns(['grant_id', 'member_id']).execute();
      await s.createIndex('member_coupons_coupon_status').on('member_coupons').columns(['coupon_id', 'status']).execute();
    },
  };
}
