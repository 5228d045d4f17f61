import type { SessionUser } from '@careops/core/contract';

/** Token and user info live in sessionStorage (spec §9): one browser tab, one session. */
export const TOKEN_KEY = 'careops.token';
export const USER_KEY = 'careops.user';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function readStoredSession(): StoredSession | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const raw = sessionStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user: unknown = JSON.parse(raw);
    return isSessionUser(user) ? { token, user } : null;
  } catch {
    return null;
  }
}

// A shape check rather than the contract's zod schema: we wrote this value ourselves, the server
// re-checks the token on the next call, and zod would otherwise weigh on the first page load.
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'number' && typeof v.username === 'string' && typeof v.name === 'string' && typeof v.phone === 'string' &&
    typeof v.avatar === 'string' && typeof v.introduction === 'string' && typeof v.isConsult === 'boolean' && typeof v.consult === 'boolean';
}

export function writeStoredSession(session: StoredSession): void {
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(USER_KEY, JSON.stringify(session.user));
}

/** Forgets token and user (103, 105, a failed permission load); tabs stay for the next sign-in. */
export function clearStoredToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(USER_KEY);
}

/** Forgets everything this browser tab kept for the session (logout, password change). */
export function clearSessionStorage(): void {
  sessionStorage.clear();
}
