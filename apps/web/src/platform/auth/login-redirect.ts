import { isSameOriginPath } from '@careops/core/validate';

/**
 * The `redirect` query of the login page, accepted only when it is a path of this console
 * (never another origin: '//evil.example', '/\t/evil.example' or 'https://…' fall back to '/';
 * core's isSameOriginPath decides).
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !isSameOriginPath(value)) return '/';
  const bare = value.split(/[?#]/, 1)[0] ?? '';
  if (bare === '/login' || bare === '/user/login') return '/';
  return value;
}

/** The login URL that brings the user back to `path` (and carries the failed-load code and flag). */
export function loginUrl(path: string | null, extra?: { code: string; flag: string }): string {
  const query = new URLSearchParams();
  const target = safeRedirect(path);
  if (target !== '/') query.set('redirect', target);
  if (extra) {
    query.set('code', extra.code);
    query.set('flag', extra.flag);
  }
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
