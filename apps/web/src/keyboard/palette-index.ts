/**
 * Palette search, pure and DOM-free: entries are indexed once (lower-cased title, word
 * initials, keywords) so a keystroke only scans flat strings. cmdk renders; it does not filter
 * (`shouldFilter={false}`): its scorer re-reads every item's text on every keystroke, which is
 * too slow at thousands of entries.
 */

export type PaletteKind = 'page' | 'command' | 'action';

export interface PaletteEntry {
  /** Stable id, also the key of the recent list: 'page:/order/order-list', 'command:session.whoami'. */
  id: string;
  kind: PaletteKind;
  title: string;
  /** Second line: a page's path, a command's `careops` words. */
  hint: string;
  /** The area or group the entry belongs to, shown beside it and searchable. */
  group: string;
  keywords: readonly string[];
  /** Binding shown as key caps, e.g. 'g o' or 'mod+k'. */
  shortcut?: string;
  /** A command offered because of the page that is open. */
  context?: boolean;
}

/** An entry with its search strings precomputed. */
export interface IndexedEntry {
  entry: PaletteEntry;
  order: number;
  title: string;
  /** The title's words between single spaces, ' order list ', for word-start matches. */
  words: string;
  initials: string;
  extra: string;
  hint: string;
  isCommand: boolean;
}

export interface PaletteIndex {
  entries: IndexedEntry[];
  byId: Map<string, IndexedEntry>;
}

export type PaletteSection = 'recent' | 'context' | 'pages' | 'commands' | 'results';

export interface RankedEntry {
  entry: PaletteEntry;
  section: PaletteSection;
}

export interface Ranking {
  items: RankedEntry[];
  /** How many entries matched before the limit. */
  total: number;
  commandsOnly: boolean;
}

/** Recent entries shown above the rest when the query is empty. */
export const RECENT_SHOWN = 5;
/** Entries rendered at most; the rest are reached by typing. */
export const DEFAULT_LIMIT = 50;

const WORD_SPLIT = /[\s\-_/.›>:]+/;

/** Indexes entries; `offset` places them after other parts in the tie-break order. */
export function indexEntries(entries: readonly PaletteEntry[], offset = 0): IndexedEntry[] {
  return entries.map((entry, i): IndexedEntry => {
    const title = entry.title.toLowerCase();
    const words = title.split(WORD_SPLIT).filter(Boolean);
    return {
      entry,
      order: offset + i,
      title,
      words: ` ${words.join(' ')} `,
      initials: words.map((w) => w[0]).join(''),
      extra: [...entry.keywords, entry.group].join(' ').toLowerCase(),
      hint: entry.hint.toLowerCase(),
      isCommand: entry.kind !== 'page',
    };
  });
}

/** Joins indexed parts (e.g. pages indexed once, commands re-indexed on open); the first id wins. */
export function combineIndexes(...parts: IndexedEntry[][]): PaletteIndex {
  const byId = new Map<string, IndexedEntry>();
  const entries: IndexedEntry[] = [];
  for (const part of parts) {
    for (const e of part) {
      if (byId.has(e.entry.id)) continue;
      byId.set(e.entry.id, e);
      entries.push(e);
    }
  }
  return { entries, byId };
}

export function buildPaletteIndex(entries: readonly PaletteEntry[]): PaletteIndex {
  return combineIndexes(indexEntries(entries));
}

/** A leading `>` narrows the palette to commands. */
export function parsePaletteQuery(raw: string): { commandsOnly: boolean; text: string; tokens: string[] } {
  const trimmed = raw.trimStart();
  const commandsOnly = trimmed.startsWith('>');
  const text = (commandsOnly ? trimmed.slice(1) : trimmed).trim().toLowerCase();
  return { commandsOnly, text, tokens: text.split(/\s+/).filter(Boolean) };
}

function atWordStart(text: string, at: number): boolean {
  return at === 0 || WORD_SPLIT.test(text[at - 1] ?? ' ');
}

function isSubsequence(needle: string, haystack: string): boolean {
  let j = 0;
  for (let i = 0; i < haystack.length && j < needle.length; i++) if (haystack[i] === needle[j]) j++;
  return j === needle.length;
}

function tokenScore(e: IndexedEntry, token: string): number {
  if (e.title === token) return 100;
  const word = ` ${token}`;
  if (e.words.startsWith(word)) return e.words.startsWith(`${word} `) ? 70 : 60;
  // A whole word beats the start of a longer one ('499' in 'page 499' over 'page 4991').
  if (e.words.includes(`${word} `)) return 55;
  if (e.words.includes(word)) return 45;
  if (e.title.includes(token)) return 25;
  if (token.length >= 2 && e.initials.startsWith(token)) return 35;
  const k = e.extra.indexOf(token);
  if (k >= 0) return atWordStart(e.extra, k) ? 20 : 12;
  if (e.hint.includes(token)) return 10;
  if (token.length >= 3 && isSubsequence(token, e.title)) return 5;
  return 0;
}

/** Score of an entry for the query tokens; 0 when any token misses. Exported for tests. */
export function matchScore(e: IndexedEntry, tokens: readonly string[], text: string): number {
  let score = 0;
  for (const token of tokens) {
    const s = tokenScore(e, token);
    if (s === 0) return 0;
    score += s;
  }
  if (tokens.length > 1 && e.title === text) score += 100;
  return score;
}

function recencyBonus(rank: number | undefined): number {
  return rank === undefined ? 0 : Math.max(0, 30 - 2 * rank);
}

/**
 * Ranks the palette. Empty query: recent entries first (most recent first), then context
 * commands of the open page, then pages, then commands, each in registry order. With a query:
 * every entry whose title, initials, keywords, group or hint matches each word, best first;
 * recent and context entries get a bonus so they lead among similar matches.
 */
export function rankPalette(index: PaletteIndex, raw: string, recent: readonly string[], limit = DEFAULT_LIMIT): Ranking {
  const { commandsOnly, text, tokens } = parsePaletteQuery(raw);
  const eligible = (e: IndexedEntry) => !commandsOnly || e.isCommand;
  const recentRank = new Map<string, number>();
  recent.forEach((id, i) => {
    if (!recentRank.has(id)) recentRank.set(id, i);
  });

  if (tokens.length === 0) {
    const items: RankedEntry[] = [];
    const used = new Set<string>();
    const add = (e: IndexedEntry, section: PaletteSection) => {
      used.add(e.entry.id);
      if (items.length < limit) items.push({ entry: e.entry, section });
    };
    for (const id of recentRank.keys()) {
      const e = index.byId.get(id);
      if (e && eligible(e) && used.size < RECENT_SHOWN) add(e, 'recent');
    }
    const rest = index.entries.filter((e) => eligible(e) && !used.has(e.entry.id));
    for (const e of rest) if (e.entry.context) add(e, 'context');
    for (const e of rest) if (!e.entry.context && !e.isCommand) add(e, 'pages');
    for (const e of rest) if (!e.entry.context && e.isCommand) add(e, 'commands');
    return { items, total: used.size, commandsOnly };
  }

  const scored: Array<{ e: IndexedEntry; score: number }> = [];
  for (const e of index.entries) {
    if (!eligible(e)) continue;
    const s = matchScore(e, tokens, text);
    if (s > 0) scored.push({ e, score: s + recencyBonus(recentRank.get(e.entry.id)) + (e.entry.context ? 8 : 0) });
  }
  scored.sort((a, b) => b.score - a.score || a.e.order - b.e.order);
  return {
    items: scored.slice(0, limit).map(({ e }) => ({ entry: e.entry, section: 'results' })),
    total: scored.length,
    commandsOnly,
  };
}
