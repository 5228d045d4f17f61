import { Migrator, type Kysely } from 'kysely';
import type { DialectName } from './connect';
import { migrationsFor } from './migrations';
import type { Database } from './schema';

/** Runs pending migrations; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const migrations = migrationsFor(dialect);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Without a failed migration the database itself was unreachable: its own words say why.
    throw failed ? new Error(`migration ${failed.migrationName} failed: ${reason}`, { cause: error }) : error;
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
