import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from './connect';
import { migrationsFor } from './migrations';
import type { Database } from './schema';

/**
 * Whether the database has run exactly these migrations: one read. Kysely's Migrator would
 * introspect every table and take its lock first (10–20 ms at each start). Any doubt (no
 * migration table yet, an unknown or missing name, an unreachable database) answers false, so
 * the Migrator runs and decides or reports as before.
 */
async function hasRunExactly(db: Kysely<Database>, names: string[]): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    const ran = new Set(rows.map((r) => r.name));
    return ran.size === names.length && names.every((name) => ran.has(name));
  } catch {
    return false;
  }
}

/** Runs pending migrations; throws with the failing migration's name and cause. */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  migrations: Record<string, Migration> = migrationsFor(dialect),
): Promise<string[]> {
  if (await hasRunExactly(db, Object.keys(migrations))) return [];
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
