import type { ResourceColumn } from '@careops/core/resources';

/**
 * Which columns a list shows, remembered per list in localStorage
 * (`careops.list.columns.<resource id>`: the keys shown, in the descriptor's order). Columns
 * the descriptor no longer has are dropped; with nothing usable stored, the descriptor's
 * default (its columns not marked hidden) applies.
 */
export const columnsStorageKey = (resourceId: string) => `careops.list.columns.${resourceId}`;

/** The default set: columns not marked hidden. */
export const defaultColumnKeys = (columns: readonly ResourceColumn[]): string[] => columns.filter((c) => !c.hidden).map((c) => c.key);

/** Reads the stored keys (given as the stored text) against the descriptor's columns. */
export function parseColumnKeys(stored: string | null, columns: readonly ResourceColumn[]): string[] {
  if (stored === null) return defaultColumnKeys(columns);
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return defaultColumnKeys(columns);
  }
  if (!Array.isArray(parsed)) return defaultColumnKeys(columns);
  const wanted = new Set(parsed.filter((k): k is string => typeof k === 'string'));
  const keys = columns.filter((c) => wanted.has(c.key)).map((c) => c.key);
  return keys.length > 0 ? keys : defaultColumnKeys(columns);
}

export function loadColumnKeys(resourceId: string, columns: readonly ResourceColumn[]): string[] {
  try {
    return parseColumnKeys(localStorage.getItem(columnsStorageKey(resourceId)), columns);
  } catch {
    return defaultColumnKeys(columns);
  }
}

export function saveColumnKeys(resourceId: string, keys: readonly string[]): void {
  try {
    localStorage.setItem(columnsStorageKey(resourceId), JSON.stringify(keys));
  } catch {
    // Private mode or quota: the choice lasts for this page's life.
  }
}

/** Shows or hides one column; the last visible column stays. Keeps the descriptor's order. */
export function toggleColumn(columns: readonly ResourceColumn[], shown: readonly string[], key: string): string[] {
  const set = new Set(shown);
  if (set.has(key)) {
    if (set.size === 1) return [...shown];
    set.delete(key);
  } else set.add(key);
  return columns.filter((c) => set.has(c.key)).map((c) => c.key);
}
