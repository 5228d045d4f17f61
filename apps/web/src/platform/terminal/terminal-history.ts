/**
 * Command history of the terminal panel, pure: ↑/↓ walk it like a shell (the line being typed
 * is kept as a draft and comes back after the newest entry), and the list is persisted per user.
 */
import { readStringList, writeStringList, type KeyValueStorage } from '../keyboard/recent-entries';

/** How many lines are remembered. */
export const HISTORY_CAP = 200;

export interface HistoryCursor {
  /** Oldest first. */
  entries: readonly string[];
  /** Index into entries; entries.length means "the draft". */
  at: number;
  /** What was typed before walking into history. */
  draft: string;
}

export function startCursor(entries: readonly string[]): HistoryCursor {
  return { entries, at: entries.length, draft: '' };
}

/** ↑: the previous line, or null at the oldest one. `input` is what the prompt holds now. */
export function historyUp(cursor: HistoryCursor, input: string): { cursor: HistoryCursor; value: string } | null {
  if (cursor.at === 0) return null;
  const draft = cursor.at === cursor.entries.length ? input : cursor.draft;
  const at = cursor.at - 1;
  return { cursor: { ...cursor, at, draft }, value: cursor.entries[at] ?? '' };
}

/** ↓: the next line, the draft after the newest, or null when already on the draft. */
export function historyDown(cursor: HistoryCursor): { cursor: HistoryCursor; value: string } | null {
  if (cursor.at >= cursor.entries.length) return null;
  const at = cursor.at + 1;
  const value = at === cursor.entries.length ? cursor.draft : cursor.entries[at] ?? '';
  return { cursor: { ...cursor, at }, value };
}

// Lines naming a password flag stay in memory for ↑ but are never written to storage.
const SECRET_FLAG = /--[\w-]*password[\w-]*/i;

/** Whether a line may be written to storage. */
export function isPersistable(line: string): boolean {
  return !SECRET_FLAG.test(line);
}

/** Appends a run line: blank lines and an immediate repeat are skipped; the oldest fall off past `cap`. */
export function appendHistory(entries: readonly string[], line: string, cap = HISTORY_CAP): string[] {
  const trimmed = line.trim();
  if (!trimmed || entries[entries.length - 1] === trimmed) return [...entries];
  return [...entries, trimmed].slice(-cap);
}

export function historyStorageKey(userId: number): string {
  return `careops.terminal.history.${userId}`;
}

export function loadHistory(storage: KeyValueStorage | undefined, userId: number): string[] {
  return readStringList(storage, historyStorageKey(userId), HISTORY_CAP).filter(isPersistable);
}

export function saveHistory(storage: KeyValueStorage | undefined, userId: number, entries: readonly string[]): void {
  writeStringList(storage, historyStorageKey(userId), entries.filter(isPersistable).slice(-HISTORY_CAP));
}
