import type { SessionUser } from '@careops/core/contract';

/**
 * Token and user info live in localStorage: one session per browser profile, so a console link
 * opened in a new browser tab is signed in. Every tab follows the others through the `storage`
 * event (`followOtherTabs`): a logout, expiry or password change in one signs out all.
 */
export const TOKEN_KEY = 'careops.token';
export const USER_KEY = 'careops.user';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function readStoredSession(): StoredSession | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
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
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    localStorage.setItem(TOKEN_KEY, session.token);
  } catch {
    // Storage refused (quota, private mode): the session lasts this page's life.
  }
}

/** Forgets token and user (103, 105, a failed permission load); tabs stay for the next sign-in. */
export function clearStoredToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Nothing stored.
  }
}

/** Forgets the session and everything this browser tab kept for it (logout, password change). */
export function clearSessionStorage(): void {
  clearStoredToken();
  sessionStorage.clear();
}

/** What another browser tab did to the shared session. */
type OtherTabChange = { kind: 'signedOut' } | { kind: 'signedIn'; session: StoredSession };

/**
 * Calls back when another tab of this browser profile signs out (the token removed, or
 * replaced by another user's) or signs in. The `storage` event fires only in the other tabs.
 */
export function followOtherTabs(onChange: (change: OtherTabChange) => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const stored = readStoredSession();
    onChange(stored ? { kind: 'signedIn', session: stored } : { kind: 'signedOut' });
  });
}
