import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';

/** Advisory lock keys of the scheduled jobs (one per job, any number below 2^31). */
export const JOB_LOCKS = { escalation: 731_001, watch: 731_002, prune: 731_003, voice: 731_004, records: 731_005 } as const;

/**
 * Runs a scheduled job's work in one transaction, once across instances: on PostgreSQL only
 * the instance that takes the transaction's advisory lock runs it (the others skip this
 * round; the next due time finds the work done); SQLite has one instance. Answers null when
 * skipped.
 */
export async function runOnce<T>(services: Pick<Services, 'db' | 'dialect'>, lock: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T | null> {
  return services.db.transaction().execute(async (trx) => {
    if (services.dialect === 'postgres') {
      const got = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${lock}) as locked`.execute(trx);
      if (!got.rows[0]?.locked) return null;
    }
    return work(trx);
  });
}
