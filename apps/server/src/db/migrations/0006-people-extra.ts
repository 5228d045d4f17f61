import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../connect';

/**
 * The people area's additions to 0003: the attempt counter of disability-assistance cards
 * (a resubmission is a new attempt, as for qualification applications), and the indexes the
 * review queues need at 10k+ rows — each sort column ending in the id (docs/list-pattern.md),
 * with the station (studio) first for station-bound reviewers.
 */
export function peopleExtra(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s.alterTable('assistive_cards').addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1)).execute();
      await s.createIndex('nurse_applications_submitted').on('nurse_applications').columns(['submitted_at', 'id']).execute();
      await s.createIndex('nurse_applications_studio_queue').on('nurse_applications').columns(['studio_id', 'status', 'submitted_at', 'id']).execute();
      await s.createIndex('assistive_cards_submitted').on('assistive_cards').columns(['submitted_at', 'id']).execute();
      await s.createIndex('assistive_cards_valid_until').on('assistive_cards').columns(['valid_until', 'id']).execute();
      await s.createIndex('customers_studio_created').on('customers').columns(['studio_id', 'created_at', 'id']).execute();
      await s.createIndex('customer_follow_ups_at').on('customer_follow_ups').columns(['customer_id', 'at', 'id']).execute();
    },
  };
}
