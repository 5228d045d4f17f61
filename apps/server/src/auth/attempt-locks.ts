import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';

/** A 64-bit advisory-lock id for a text key (the first 8 bytes of its SHA-256). */
function lockIdOf(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/**
 * Serialises the transaction `trx` with every other transaction holding one of `keys` (a
 * username, an address, a phone), until it ends. Counting attempts and recording a new one must
 * be one step, or simultaneous requests all read the same old count.
 *
 * SQLite needs nothing: the server writes through one connection, so a transaction runs alone.
 * PostgreSQL takes transaction-scoped advisory locks, in ascending id order so that two
 * transactions can never wait for each other in a cycle.
 */
export async function lockAttemptKeys(trx: Kysely<Database>, dialect: DialectName, keys: string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  const ids = [...new Set(keys.map(lockIdOf))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await sql`select pg_advisory_xact_lock(${String(id)}::bigint)`.execute(trx);
}
