import type { Kysely, Migration } from 'kysely';
import { withEntityColumns, withId } from '../columns';
import type { DialectName } from '../connect';

/**
 * What the catalogue sells and what comes with it: product releases (an item on sale at a
 * studio, at a price, in a time window), agreements with their published versions and the
 * consents members gave, questionnaires (the follow-up questions of 0004 become their questions)
 * and the follow-up surveys created when an order finishes. Services name their agreement
 * (0003's `agreement_id`), questionnaire and follow-up duration; an order keeps the release it
 * was priced from and the agreement version the member accepted. Indexes end with the id.
 */
export function catalogueSales(dialect: DialectName): Migration {
  const entity = withEntityColumns(dialect);
  const id = withId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.createTable('product_releases').$call(entity)
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        // exactly one of service_id / package_id
        .addColumn('service_id', 'integer', (c) => c.references('services.id'))
        .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
        .addColumn('price_cents', 'bigint', (c) => c.notNull())
        .addColumn('starts_at', 'bigint', (c) => c.notNull())
        // null: open-ended
        .addColumn('ends_at', 'bigint')
        // 1 on sale, 0 withdrawn (a withdrawn release frees its window)
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('product_releases_created').on('product_releases').columns(['created_at', 'id']).execute();
      await s.createIndex('product_releases_updated').on('product_releases').columns(['updated_at', 'id']).execute();
      await s.createIndex('product_releases_starts').on('product_releases').columns(['starts_at', 'id']).execute();
      await s.createIndex('product_releases_price').on('product_releases').columns(['price_cents', 'id']).execute();
      await s.createIndex('product_releases_studio_created').on('product_releases').columns(['studio_id', 'created_at', 'id']).execute();
      await s.createIndex('product_releases_studio_service').on('product_releases').columns(['studio_id', 'service_id', 'starts_at']).execute();
      await s.createIndex('product_releases_studio_package').on('product_releases').columns(['studio_id', 'package_id', 'starts_at']).execute();

      await s.createTable('agreements').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        // the text being written; publishing copies it into a new immutable version
        .addColumn('draft', 'text', (c) => c.notNull().defaultTo(''))
        // 1 enabled, 0 disabled
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('agreements_created').on('agreements').columns(['created_at', 'id']).execute();
      await s.createIndex('agreements_updated').on('agreements').columns(['updated_at', 'id']).execute();

      // Published versions only: never updated (no statement in the application changes a row).
      await s.createTable('agreement_versions').$call(id)
        .addColumn('agreement_id', 'integer', (c) => c.notNull().references('agreements.id'))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('published_at', 'bigint', (c) => c.notNull())
        .addColumn('published_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .addUniqueConstraint('agreement_versions_number', ['agreement_id', 'number'])
        .execute();

      await s.createTable('agreement_consents').$call(id)
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
        .addColumn('agreement_version_id', 'integer', (c) => c.notNull().references('agreement_versions.id'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('accepted_at', 'bigint', (c) => c.notNull())
        // who recorded it: the member's app, or staff placing the order for them
        .addColumn('recorded_by', 'integer', (c) => c.references('system_users.id').onDelete('set null'))
        .execute();
      await s.createIndex('agreement_consents_member').on('agreement_consents').columns(['member_id', 'agreement_version_id']).execute();

      await s.createTable('questionnaires').$call(entity)
        .addColumn('name', 'text', (c) => c.notNull().unique())
        // the spec's follow-up type: 'after-service' | 'satisfaction' | 'health'
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await s.createIndex('questionnaires_created').on('questionnaires').columns(['created_at', 'id']).execute();
      await s.createIndex('questionnaires_updated').on('questionnaires').columns(['updated_at', 'id']).execute();

      // The follow-up questions of 0004 are the questionnaires' questions.
      await s.alterTable('follow_up_questions').addColumn('questionnaire_id', 'integer', (c) => c.references('questionnaires.id')).execute();
      // 'single' | 'multiple' | 'text' | 'scale'
      await s.alterTable('follow_up_questions').addColumn('kind', 'text', (c) => c.notNull().defaultTo('text')).execute();
      // JSON array of the choices (single, multiple)
      await s.alterTable('follow_up_questions').addColumn('options', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      // the top of a scale question (1…scale_max)
      await s.alterTable('follow_up_questions').addColumn('scale_max', 'integer', (c) => c.notNull().defaultTo(5)).execute();
      await s.createIndex('follow_up_questions_questionnaire').on('follow_up_questions').columns(['questionnaire_id', 'sort', 'id']).execute();

      await s.alterTable('services').addColumn('questionnaire_id', 'integer', (c) => c.references('questionnaires.id')).execute();
      // hours after the order finishes the survey is due: 24…168 in whole days
      await s.alterTable('services').addColumn('follow_up_hours', 'integer').execute();
      await s.createIndex('services_agreement').on('services').columns(['agreement_id']).execute();
      await s.createIndex('services_questionnaire').on('services').columns(['questionnaire_id']).execute();

      await s.alterTable('orders').addColumn('release_id', 'integer', (c) => c.references('product_releases.id')).execute();
      await s.alterTable('orders').addColumn('agreement_version_id', 'integer', (c) => c.references('agreement_versions.id')).execute();

      await s.createTable('surveys').$call(entity)
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id'))
        .addColumn('studio_id', 'integer', (c) => c.notNull().references('studios.id'))
        .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
        // core's survey status: −1 deleted, 0 cancelled, 1 finished, 2 underway, 3 overdue
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('answered_at', 'bigint')
        .execute();
      await s.createIndex('surveys_created').on('surveys').columns(['created_at', 'id']).execute();
      await s.createIndex('surveys_due').on('surveys').columns(['status', 'due_at', 'id']).execute();
      await s.createIndex('surveys_questionnaire').on('surveys').columns(['questionnaire_id', 'status']).execute();
      await s.createIndex('surveys_studio_created').on('surveys').columns(['studio_id', 'created_at', 'id']).execute();
      await s.alterTable('order_follow_ups').addColumn('survey_id', 'integer', (c) => c.references('surveys.id').onDelete('cascade')).execute();
      await s.createIndex('order_follow_ups_survey').on('order_follow_ups').columns(['survey_id']).execute();
    },
  };
}
