import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { seedFirstStart, type FirstStartOptions } from './first-start';
import { resyncCatalogue } from './permission-sync';

export interface SeedOutcome {
  firstStart: boolean;
  /** Set only on the start that generated the admin password. */
  generatedPassword?: string;
  /** Permission codes added on this start. */
  addedCodes: string[];
}

/**
 * Start-up seeding: a seeded database only has its permission catalogue re-synced (one read
 * when nothing changed; no hashing); an empty one is seeded in one transaction.
 */
export async function seedDatabase(db: Kysely<Database>, options: FirstStartOptions): Promise<SeedOutcome> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  if (!marker) {
    const outcome = await seedFirstStart(db, options);
    if (outcome.seeded) {
      return { firstStart: true, addedCodes: [], ...(outcome.generatedPassword ? { generatedPassword: outcome.generatedPassword } : {}) };
    }
  }
  return { firstStart: false, addedCodes: await resyncCatalogue(db) };
}
