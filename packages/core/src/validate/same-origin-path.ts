const PROBE_ORIGIN = 'http://origin.invalid';

/**
 * Whether `value` is a path of this site that a browser would keep on this origin: it starts
 * with one `/`, holds no backslash and no control character (browsers drop tabs and newlines
 * from URLs, so `/\t/evil.example` becomes `//evil.example`), and resolving it against the
 * site leaves the origin unchanged. Used for the login page's `redirect`.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
