/**
 * Palette search, pure and runtime-neutral, shared by every palette (the web console's and the
 * terminal console's): entries are indexed once (lower-cased title, word initials, keywords) so
 * a keystroke only scans flat strings. The web's cmdk renders but does not filter
 * (`shouldFilter={false}`): its scorer re-reads every item's text on every keystroke, which is
 * too slow at thousands of entries.
 */

/** 'record' entries come from the server's record search (`#`), never from the index. */
export type PaletteKind = 'page' | 'command' | 'action' | 'record';

export interface PaletteItem {
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
  /** A command on the open record or the list's selection, arguments filled in (page-context.ts). */
  scope?: 'record' | 'selection';
}

/** An entry with its search strings precomputed. */
export interface IndexedEntry {
  entry: PaletteItem;
  order: number;
  title: string;
  /** The title's words between single spaces, ' order list ', for word-start matches. */
  words: string;
  initials: string;
  extra: string;
  hint: string;
  isCommand: boolean;
}

/** Indexed entries in parts (pages indexed once, commands on each open); ids are unique across parts. */
export interface PaletteIndex {
  parts: ReadonlyArray<readonly IndexedEntry[]>;
  /** Finds an entry by id in any part. */
  get(id: string): IndexedEntry | undefined;
}

export type PaletteSection = 'record' | 'selection' | 'recent' | 'context' | 'pages' | 'commands' | 'results' | 'records';

export interface RankedEntry {
  entry: PaletteItem;
  section: PaletteSection;
}

/** What the palette searches: everything, commands only (`>`), or records on the server (`#`). */
export type PaletteMode = 'all' | 'commands' | 'records';

export interface Ranking {
  items: RankedEntry[];
  /** How many entries matched before the limit. */
  total: number;
  mode: PaletteMode;
}

/** Recent entries shown above the rest when the query is empty. */
export const RECENT_SHOWN = 5;
/** Entries rendered at most; the rest are reached by typing. */
export const DEFAULT_LIMIT = 50;

const WORD_SPLIT = /[\s\-_/.›>:]+/;

/** Indexes entries; `offset` places them after other parts in the tie-break order. */
export function indexEntries(entries: readonly PaletteItem[], offset = 0): IndexedEntry[] {
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

const lookups = new WeakMap<readonly IndexedEntry[], Map<string, IndexedEntry>>();

function lookupOf(part: readonly IndexedEntry[]): Map<string, IndexedEntry> {
  let map = lookups.get(part);
  if (!map) {
    map = new Map(part.map((e) => [e.entry.id, e]));
    lookups.set(part, map);
  }
  return map;
}

/** Joins indexed parts without copying them; each part's id lookup is built once and cached. */
export function combineIndexes(...parts: Array<readonly IndexedEntry[]>): PaletteIndex {
  return {
    parts,
    get(id) {
      for (const part of parts) {
        const found = lookupOf(part).get(id);
        if (found) return found;
      }
      return undefined;
    },
  };
}

export function buildPaletteIndex(entries: readonly PaletteItem[]): PaletteIndex {
  return combineIndexes(indexEntries(entries));
}

/** A leading `>` narrows the palette to commands, a leading `#` searches records instead. */
export function parsePaletteQuery(raw: string): { mode: PaletteMode; text: string; tokens: string[] } {
  const trimmed = raw.trimStart();
  const mode: PaletteMode = trimmed.startsWith('>') ? 'commands' : trimmed.startsWith('#') ? 'records' : 'all';
  const text = (mode === 'all' ? trimmed : trimmed.slice(1)).trim().toLowerCase();
  return { mode, text, tokens: text.split(/\s+/).filter(Boolean) };
}

function atWordStart(text: string, at: number): boolean {
  return at === 0 || WORD_SPLIT.test(text[at - 1] ?? ' ');
}

function isSubsequence(needle: string, haystack: string): boolean {
  let j = 0;
  for (let i = 0; i < haystack.length && j < needle.length; i++) if (haystack[i] === needle[j]) j++;
  return j === needle.length;
}

interface Token {
  text: string;
  /** ' text', matching at a word start. */
  word: string;
  /** ' text ', matching a whole word. */
  whole: string;
}

const prepare = (text: string): Token => ({ text, word: ` ${text}`, whole: ` ${text} ` });

function tokenScore(e: IndexedEntry, { text, word, whole }: Token): number {
  if (e.title === text) return 100;
  if (e.words.startsWith(word)) return e.words.startsWith(whole) ? 70 : 60;
  // A whole word beats the start of a longer one ('499' in 'page 499' over 'page 4991').
  if (e.words.includes(whole)) return 55;
  if (e.words.includes(word)) return 45;
  if (e.title.includes(text)) return 25;
  if (text.length >= 2 && e.initials.startsWith(text)) return 35;
  const k = e.extra.indexOf(text);
  if (k >= 0) return atWordStart(e.extra, k) ? 20 : 12;
  if (e.hint.includes(text)) return 10;
  if (text.length >= 3 && isSubsequence(text, e.title)) return 5;
  return 0;
}

/** Score of an entry for the query words; 0 when any word misses. */
function matchScore(e: IndexedEntry, tokens: readonly Token[], text: string): number {
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
 * Ranks the palette's own entries (records are searched on the server). Empty query: commands
 * on the open record, then on the selection, then recent entries (most recent first), then context
 * commands of the open page, then pages, then commands, each in registry order. With a query:
 * every entry whose title, initials, keywords, group or hint matches each word, best first;
 * record/selection, recent and context entries get a bonus so they lead among similar matches.
 */
export function rankPalette(index: PaletteIndex, raw: string, recent: readonly string[], limit = DEFAULT_LIMIT): Ranking {
  const { mode, text, tokens } = parsePaletteQuery(raw);
  if (mode === 'records') return { items: [], total: 0, mode };
  const commandsOnly = mode === 'commands';
  const eligible = (e: IndexedEntry) => !commandsOnly || e.isCommand;
  const recentRank = new Map<string, number>();
  recent.forEach((id, i) => {
    if (!recentRank.has(id)) recentRank.set(id, i);
  });

  if (tokens.length === 0) {
    const items: RankedEntry[] = [];
    let total = 0;
    const recentIds = new Set<string>();
    const pass = (section: PaletteSection, wanted: (e: IndexedEntry) => boolean) => {
      for (const part of index.parts) {
        for (const e of part) {
          if (!wanted(e) || !eligible(e) || recentIds.has(e.entry.id)) continue;
          total++;
          if (items.length < limit) items.push({ entry: e.entry, section });
        }
      }
    };
    pass('record', (e) => e.entry.scope === 'record');
    pass('selection', (e) => e.entry.scope === 'selection');
    for (const id of recentRank.keys()) {
      const e = index.get(id);
      if (!e || e.entry.scope || !eligible(e) || recentIds.size >= RECENT_SHOWN) continue;
      recentIds.add(id);
      total++;
      if (items.length < limit) items.push({ entry: e.entry, section: 'recent' });
    }
    pass('context', (e) => !e.entry.scope && e.entry.context === true);
    pass('pages', (e) => !e.entry.scope && !e.entry.context && !e.isCommand);
    pass('commands', (e) => !e.entry.scope && !e.entry.context && e.isCommand);
    return { items, total, mode };
  }

  const prepared = tokens.map(prepare);
  const scored: Array<{ e: IndexedEntry; score: number }> = [];
  for (const part of index.parts) {
    for (const e of part) {
      if (!eligible(e)) continue;
      const s = matchScore(e, prepared, text);
      if (s > 0) scored.push({ e, score: s + recencyBonus(recentRank.get(e.entry.id)) + (e.entry.scope ? 40 : e.entry.context ? 8 : 0) });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.e.order - b.e.order);
  return {
    items: scored.slice(0, limit).map(({ e }) => ({ entry: e.entry, section: 'results' })),
    total: scored.length,
    mode,
  };
}
