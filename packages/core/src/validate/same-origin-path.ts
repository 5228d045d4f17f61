/**
 * Whether `value` is a path of this site that a browser would keep on this origin: it starts
 * with exactly one `/`, and holds no backslash (browsers read `\` as `/`) and no control
 * character (browsers drop tabs and newlines from URLs, so `/\t/evil.example` becomes
 * `//evil.example`, another origin). What is left resolves as a path on this origin. Used for
 * the login page's `redirect`.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\u0000-\u001f\u007f]/.test(value);
}
