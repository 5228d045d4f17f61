import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { headerOf } from '../http/request-meta';
import type { PermissionQueries } from './user-permission-sql';
import { touchIntervalMs, touchSession } from './sessions';
import { isWellFormedToken, sha256 } from './tokens';

/** The signed-in caller of a request, derived from its token. */
export interface AuthContext {
  userId: number;
  username: string;
  phone: string;
  sessionId: number;
  /**
   * The studios (stations) the user is bound to, or null when bound to none (sees all).
   * Read once per request, on first use. Every area filters its data with it.
   */
  stationIds(): Promise<number[] | null>;
}

export const sessionExpired = () => new CareOpsError('sessionExpired', t('error.sessionExpired'));
export const accountDisabled = () => new CareOpsError('accountDisabled', t('error.accountDisabled'));
export const permissionDenied = () => new CareOpsError('permissionDenied', t('error.permissionDenied'));

export interface AuthenticatorDeps {
  db: Kysely<Database>;
  queries: PermissionQueries;
  sessionIdleMs: number;
  onTouchError(error: unknown): void;
}

/** Reads the stations a user is bound to (null: none, so all). */
export async function stationIdsOf(db: Kysely<Database>, userId: number): Promise<number[] | null> {
  const rows = await db.selectFrom('user_stations').select('studio_id').where('user_id', '=', userId).orderBy('studio_id').execute();
  return rows.length ? rows.map((r) => r.studio_id) : null;
}

/**
 * Builds the per-request authentication: token → session (one indexed query), 103 for a
 * missing, unknown, revoked or expired token or a `userId` header that is not the token's
 * user, 105 for a disabled account, then — when a node `permission` is given, read in the same
 * statement — 106 unless the user holds it. The last-seen time is written at most once a minute.
 */
export function createAuthenticator(deps: AuthenticatorDeps) {
  const touchEvery = touchIntervalMs(deps.sessionIdleMs);
  return async function authenticate(request: FastifyRequest, permission?: string): Promise<AuthContext> {
    const token = headerOf(request, 'token')?.trim();
    if (!token || !isWellFormedToken(token)) throw sessionExpired();
    const hash = sha256(token);
    const row = permission === undefined ? await deps.queries.session(hash) : await deps.queries.sessionWithPermission(hash, permission);
    const now = Date.now();
    if (!row || row.revokedAt !== null || now >= row.idleExpiresAt || now >= row.absoluteExpiresAt) throw sessionExpired();
    const claimed = headerOf(request, 'userid');
    if (claimed !== undefined && claimed.trim() !== '' && claimed.trim() !== String(row.userId)) throw sessionExpired();
    if (row.status !== 1) throw accountDisabled();
    if (permission !== undefined && !('granted' in row && row.granted)) throw permissionDenied();
    if (now - row.lastSeenAt >= touchEvery) {
      touchSession(deps.db, row.sessionId, deps.sessionIdleMs, now).catch(deps.onTouchError);
    }
    let stations: Promise<number[] | null> | undefined;
    return {
      userId: row.userId,
      username: row.username,
      phone: row.phone,
      sessionId: row.sessionId,
      stationIds: () => (stations ??= deps.queries.stationIds(row.userId)),
    };
  };
}

export type Authenticate = ReturnType<typeof createAuthenticator>;
