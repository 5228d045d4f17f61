import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Deletes what only matters for a while: captchas once expired, SMS codes an hour after they
 * expired (the hour's allowance counts them), sign-in attempts after 30 days, sessions a week
 * after they ended. The audit log is never pruned.
 */
export async function pruneExpired(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db.deleteFrom('sms_codes').where('expires_at', '<', now - HOUR).execute();
  await db.deleteFrom('login_attempts').where('at', '<', now - 30 * DAY).execute();
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('absolute_expires_at', '<', now - 7 * DAY), eb('idle_expires_at', '<', now - 7 * DAY), eb('revoked_at', '<', now - 7 * DAY)]))
    .execute();
}

/** Prunes every `everyMs` without keeping the process alive; answers a stop function. */
export function schedulePruning(db: Kysely<Database>, onError: (error: unknown) => void, everyMs = 60_000): () => void {
  const timer = setInterval(() => pruneExpired(db).catch(onError), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
