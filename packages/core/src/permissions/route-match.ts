/** A path without query or hash, with one leading slash and no trailing slash ('/' stays '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/').filter((s) => s !== '');
  return '/' + segments.join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a concrete path against a route pattern: `:name` takes one segment, `:name*` (last)
 * takes zero or more. Literal segments compare case-sensitively ('/finance/payAccount').
 * Returns the decoded parameters, or undefined when the path does not match.
 */
export function matchRoutePath(pattern: string, path: string): Record<string, string> | undefined {
  const want = normalizePath(pattern).split('/').slice(1).filter((s) => s !== '');
  const have = normalizePath(path).split('/').slice(1).filter((s) => s !== '');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment.startsWith(':') && segment.endsWith('*')) {
      params[segment.slice(1, -1)] = have.slice(i).map(decodeSegment).join('/');
      return params;
    }
    const actual = have[i];
    if (actual === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(actual);
    else if (segment !== actual) return undefined;
  }
  return have.length === want.length ? params : undefined;
}

/** True when the pattern has parameters (':id', ':path*'). */
export function hasParams(pattern: string): boolean {
  return pattern.includes('/:');
}
