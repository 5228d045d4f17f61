import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * People (members, patients, customers, nurses, qualification applications, disability-assistance
 * cards), the catalogue orders sell (categories, services, packages), coupons, and the nurse-side
 * records a nurse's detail shows (rewards and penalties, SOS alarms). Complete tables now; their
 * management screens come area by area. Money is integer cents; times are epoch ms.
 */
export function peopleCatalogue(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('members').$call(entity)
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('real_name', 'text', (c) => c.notNull().defaultTo(''))
        // 'male' | 'female' | 'unknown'
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        // 1 enabled, 0 disabled
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('ecoin_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login_at', 'bigint')
        .execute();
      await s.createIndex('members_created').on('members').columns(['created_at', 'id']).execute();
      await s.createIndex('members_status_created').on('members').columns(['status', 'created_at', 'id']).execute();

      await s.createTable('patients').$call(entity)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // core's relationshipEnum slug: self, couple, parents, children, relatives, friends, colleagues
        .addColumn('relationship', 'text', (c) => c.notNull())
        // core's idTypeEnum slug: id-card, passport, other
        .addColumn('id_type', 'text', (c) => c.notNull())
        .addColumn('id_number', 'text', (c) => c.notNull())
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
        .addColumn('birth_date', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('health_notes', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('patients_member').on('patients').columns(['member_id', 'id']).execute();
      await s.createIndex('patients_name').on('patients').columns(['name', 'id']).execute();
      await s.createIndex('patients_created').on('patients').columns(['created_at', 'id']).execute();

      await s.createTable('customers').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        // where the lead came from: 'app' | 'phone' | 'referral' | 'event' | 'partner' | 'other'
        .addColumn('source', 'text', (c) => c.notNull())
        // 'new' | 'following' | 'converted' | 'lost'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('studio_id', 'integer', (c) => c.references('studios.id').onDelete('set null'))
        .addColumn('owner_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('next_follow_up_at', 'bigint')
        .execute();
      await s.createIndex('customers_created').on('customers').columns(['created_at', 'id']).execute();
      await s.createIndex('customers_studio').on('customers').columns(['studio_id', 'created_at']).execute();

      await s.createTable('customer_follow_ups').$call(id)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('by_user_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        // 'phone' | 'visit' | 'message' | 'other'
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('customer_follow_ups_customer').on('customer_follow_ups').columns(['customer_id', 'at']).execute();

      await s.createTable('nurses').$call(entity)
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo('female'))
        .addColumn('id_number', 'text', (c) => c.notNull())
        // 'nurse' | 'senior-nurse' | 'nurse-practitioner' | 'supervisor-nurse' | 'chief-nurse' (ascending)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('years_of_practice', 'integer', (c) => c.notNull())
        // JSON array of skill names
        .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('certificate_no', 'text', (c) => c.notNull())
        .addColumn('certificate_expires_at', 'bigint', (c) => c.notNull())
        // 0 pending qualification, 1 active, 2 suspended, 3 rejected
        .addColumn('status', 'integer', (c) => c.notNull())
        // average rating ×10 (0–50)
        .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('orders_completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('earnings_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('nurses_studio_status').on('nurses').columns(['studio_id', 'status', 'id']).execute();
      await s.createIndex('nurses_status_created').on('nurses').columns(['status', 'created_at', 'id']).execute();
      await s.createIndex('nurses_created').on('nurses').columns(['created_at', 'id']).execute();
      await s.createIndex('nurses_certificate').on('nurses').columns(['certificate_expires_at', 'id']).execute();
      await s.createIndex('nurses_name').on('nurses').columns(['name', 'id']).execute();

      await s.createTable('nurse_applications').$call(entity)
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id').onDelete('cascade'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        // activation-style review: 2 under review, 1 approved, 0 rejected
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('submitted_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('nurse_applications_status').on('nurse_applications').columns(['status', 'submitted_at', 'id']).execute();
      await s.createIndex('nurse_applications_nurse').on('nurse_applications').columns(['nurse_id', 'id']).execute();
      await s.createIndex('nurse_applications_studio').on('nurse_applications').columns(['studio_id', 'status']).execute();

      await s.createTable('nurse_documents').$call(id)
        .addColumn('application_id', 'integer', (c) => c.notNull().references('nurse_applications.id').onDelete('cascade'))
        // 'id-front' | 'id-back' | 'practice-licence' | 'qualification-certificate' | 'employment-letter' | 'staff-badge'
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('nurse_documents_application').on('nurse_documents').columns(['application_id', 'kind']).execute();

      await s.createTable('assistive_cards').$call(entity)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('patient_id', 'integer', (c) => c.references('patients.id').onDelete('set null'))
        .addColumn('card_no', 'text', (c) => c.notNull())
        .addColumn('holder_name', 'text', (c) => c.notNull())
        .addColumn('id_number', 'text', (c) => c.notNull())
        .addColumn('disability_kind', 'text', (c) => c.notNull())
        .addColumn('disability_level', 'integer', (c) => c.notNull())
        // activation status: 0 rejected, 1 activated, 2 under review, 3 expired
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('valid_from', 'bigint', (c) => c.notNull())
        .addColumn('valid_until', 'bigint', (c) => c.notNull())
        .addColumn('front_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('back_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('submitted_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('assistive_cards_status').on('assistive_cards').columns(['status', 'submitted_at', 'id']).execute();
      await s.createIndex('assistive_cards_member').on('assistive_cards').columns(['member_id', 'id']).execute();
      await s.createIndex('assistive_cards_expiry').on('assistive_cards').columns(['status', 'valid_until']).execute();

      await s.createTable('nurse_rewards').$call(entity)
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id').onDelete('cascade'))
        // 'reward' | 'penalty'
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('nurse_rewards_nurse').on('nurse_rewards').columns(['nurse_id', 'created_at']).execute();

      await s.createTable('sos_alarms').$call(entity)
        .addColumn('nurse_id', 'integer', (c) => c.notNull().references('nurses.id').onDelete('cascade'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('order_id', 'integer')
        .addColumn('raised_at', 'bigint', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
        // 'active' | 'acknowledged' | 'escalated' | 'resolved' | 'false-alarm'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('handler_id', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addColumn('acknowledged_at', 'bigint')
        .addColumn('escalated_at', 'bigint')
        .addColumn('closed_at', 'bigint')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await s.createIndex('sos_alarms_nurse').on('sos_alarms').columns(['nurse_id', 'raised_at']).execute();
      await s.createIndex('sos_alarms_status').on('sos_alarms').columns(['status', 'raised_at']).execute();

      await s.createTable('service_categories').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await s.createTable('services').$call(entity)
        .addColumn('category_id', 'integer', (c) => c.notNull().references('service_categories.id'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('duration_minutes', 'integer', (c) => c.notNull())
        // lowest nurse title that may perform it (see nurses.title)
        .addColumn('required_title', 'text', (c) => c.notNull())
        .addColumn('agreement_id', 'integer')
        .addColumn('consumable_pack_id', 'integer')
        .addColumn('produces_waste', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('on_shelf', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await s.createTable('packages').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('validity_days', 'integer', (c) => c.notNull())
        .addColumn('on_shelf', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await s.createTable('package_items')
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
        .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
        .addColumn('times', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('package_items_pk', ['package_id', 'service_id'])
        .execute();

      await s.createTable('coupons').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull())
        // 'cash' | 'threshold' | 'percent'
        .addColumn('kind', 'text', (c) => c.notNull())
        // cents off (cash, threshold) or percent off ×100 (percent: 1500 = 15%)
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addColumn('threshold_cents', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('valid_from', 'bigint')
        .addColumn('valid_until', 'bigint')
        .addColumn('valid_days', 'integer')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('granted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('per_member_limit', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await s.createTable('member_coupons').$call(entity)
        .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        // 'unused' | 'used' | 'expired'
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('order_id', 'integer')
        .execute();
      await s.createIndex('member_coupons_member').on('member_coupons').columns(['member_id', 'status']).execute();
    },
  };
}
