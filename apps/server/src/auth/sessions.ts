import type { Kysely } from 'kysely';
import type { Channel, Database } from '../db/schema';
import { newToken, sha256 } from './tokens';

export interface SessionLimits {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

export interface NewSession {
  userId: number;
  channel: Channel;
  address: string;
  userAgent: string;
}

/** Creates a session and answers its token (the only time the token exists in clear). */
export async function createSession(db: Kysely<Database>, limits: SessionLimits, session: NewSession, now = Date.now()) {
  const token = newToken();
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: session.userId,
      channel: session.channel,
      created_at: now,
      updated_at: now,
      last_seen_at: now,
      idle_expires_at: now + limits.sessionIdleMs,
      absolute_expires_at: now + limits.sessionMaxMs,
      revoked_at: null,
      revoked_reason: null,
      address: session.address.slice(0, 200),
      user_agent: session.userAgent.slice(0, 500),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id };
}

/** Revokes one session; answers whether it was still live. */
export async function revokeSession(db: Kysely<Database>, sessionId: number, reason: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set((eb) => ({ revoked_at: now, revoked_reason: reason, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Revokes every live session of a user (password change, disable, reset); answers how many.
 * Exported for the system-users area.
 */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, reason: string, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set((eb) => ({ revoked_at: now, revoked_reason: reason, updated_at: now, version: eb('version', '+', 1) }))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * How long a session may go without its last-seen time being written: at most a minute, so
 * the hot path writes rarely, and a tenth of the idle timeout so short timeouts stay exact.
 */
export const touchIntervalMs = (idleMs: number) => Math.min(60_000, idleMs / 10);

/** Moves the idle expiry forward; the absolute limit is checked separately. */
export async function touchSession(db: Kysely<Database>, sessionId: number, idleMs: number, now = Date.now()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now, idle_expires_at: now + idleMs })
    .where('id', '=', sessionId)
    .execute();
}
