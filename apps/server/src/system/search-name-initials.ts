import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/connect';

/** A query read as the initials of a name: 2 to 6 Latin letters and nothing else (`zs`, `wl`). */
const INITIALS = /^[a-z]{2,6}$/i;

/**
 * How many names written in Chinese characters one kind examines for initials. Initials cannot
 * be looked up in an index without a stored column, so the newest names are read and compared
 * in the server; a query of initials narrows by the first letter in SQL only for romanised names.
 */
export const INITIALS_CANDIDATES = 5_000;

/** The query as lower-case initials, or null when it does not look like initials. */
export function initialsOf(q: string): string | null {
  const text = q.trim();
  return INITIALS.test(text) ? text.toLowerCase() : null;
}

type Pinyin = typeof import('pinyin-pro').pinyin;
let pinyinLoaded: Promise<Pinyin> | null = null;
/** pinyin-pro carries a large dictionary: loaded on the first initials query, not at start-up. */
const loadPinyin = () => (pinyinLoaded ??= import('pinyin-pro').then((m) => m.pinyin));

/**
 * The initials of a name: for Chinese characters the first letter of each syllable's pinyin
 * (张三丰 → zsf), for romanised names the first letter of each word (Wang Lei → wl).
 */
export async function nameInitials(name: string): Promise<string> {
  const trimmed = name.trim();
  if (!/[\u3400-\u9fff]/.test(trimmed)) return trimmed.split(/[\s.\-·]+/).filter(Boolean).map((w) => w[0]!.toLowerCase()).join('');
  const pinyin = await loadPinyin();
  return pinyin(trimmed.replace(/\s+/g, ''), { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .map((s) => s.charAt(0).toLowerCase())
    .join('');
}

/** True when `name` has exactly these initials, or they begin the name's initials. */
export async function matchesInitials(name: string, initials: string): Promise<boolean> {
  return (await nameInitials(name)).startsWith(initials);
}

/** U+3400, the first code point of the CJK ideograph blocks. */
const CJK_FIRST = 0x3400;

/**
 * SQL narrowing the rows a query of initials may match on `column`: names holding a Chinese
 * character (compared in the server), or romanised names whose first word starts with the
 * first initial.
 */
export function initialsCandidates(column: string, initials: string, dialect: DialectName): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  const codePoint = dialect === 'sqlite' ? sql`unicode(${ref})` : sql`ascii(${ref})`;
  return sql<SqlBool>`(${codePoint} >= ${CJK_FIRST} or lower(${ref}) like ${`${initials[0]}%`})`;
}
