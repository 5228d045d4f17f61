import type { QueryValue } from './types';

function scalar(value: unknown): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `key=value` pairs of a flat object: arrays repeat the key, undefined is left out. */
function pairs(body: Record<string, unknown>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) out.push([key, scalar(item)]);
    else out.push([key, scalar(value)]);
  }
  return out;
}

const encodePair = ([k, v]: [string, string]) =>
  `${encodeURIComponent(k)}=${encodeURIComponent(v)}`.replace(/%20/g, '+');

/** An object as an `application/x-www-form-urlencoded` body. */
export function toFormBody(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body !== 'object' || Array.isArray(body)) throw new TypeError('a form-encoded body must be an object');
  return pairs(body as Record<string, unknown>).map(encodePair).join('&');
}

/** `path` with the query appended (arrays repeat the key, null/undefined are left out). */
export function withQueryString(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== null && v !== undefined));
  const qs = pairs(defined).map(encodePair).join('&');
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** The file name a Content-Disposition header gives, preferring the RFC 5987 `filename*`. */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare?.[1];
}
