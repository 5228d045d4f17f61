import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Entity tables: they have `id`, `updated_at` and `version`. */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends { id: unknown; version: unknown; updated_at: number } ? K : never;
}[keyof Database];

export const staleVersion = () => new CareOpsError('staleVersion', t('error.staleVersion'));
export const notFound = (what: string) => new CareOpsError('notFound', t('error.notFound', { what }));

/**
 * Optimistic concurrency: claims the record at the version the caller read by bumping it
 * (`update … set version = version + 1 where id = ? and version = ?`). No row updated → 104
 * when the record exists at another version, 102 when it does not. Call it first inside the
 * mutation's transaction, then write the fields: on PostgreSQL the claim also row-locks, so a
 * concurrent claim of the same version waits and then fails. Answers the new version.
 */
export async function claimVersion(db: Kysely<Database>, table: VersionedTable, id: number, version: number, what: string, now = Date.now()): Promise<number> {
  const result = await sql`update ${sql.table(table)} set version = version + 1, updated_at = ${now} where id = ${id} and version = ${version}`.execute(db);
  if (Number(result.numAffectedRows ?? 0n) === 1) return version + 1;
  const found = await sql`select id from ${sql.table(table)} where id = ${id}`.execute(db);
  throw found.rows.length ? staleVersion() : notFound(what);
}

/** Bumps a record's version without a check (changes that take no version, e.g. a password reset). */
export async function bumpVersion(db: Kysely<Database>, table: VersionedTable, id: number, now = Date.now()): Promise<number> {
  const result = await sql<{ version: number }>`update ${sql.table(table)} set version = version + 1, updated_at = ${now} where id = ${id} returning version`.execute(db);
  const row = result.rows[0];
  if (!row) throw notFound(table);
  return Number(row.version);
}
