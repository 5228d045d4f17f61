/** Recently chosen palette entries, most recent first, kept per user in localStorage. */

/** How many recent entries are remembered. */
export const RECENT_CAP = 20;

/** The slice of Storage used here (localStorage in the browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Moves `id` to the front, without duplicates, keeping at most `cap` entries. */
export function pushRecent(list: readonly string[], id: string, cap = RECENT_CAP): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, cap);
}

export function recentStorageKey(userId: number): string {
  return `careops.keyboard.recent.${userId}`;
}

/** Reads a stored list of strings; anything malformed reads as empty. */
export function readStringList(storage: KeyValueStorage | undefined, key: string, cap: number): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, cap) : [];
  } catch {
    return [];
  }
}

/** Writes a list; a full or blocked storage only loses the memory, never the action. */
export function writeStringList(storage: KeyValueStorage | undefined, key: string, list: readonly string[]): void {
  try {
    storage?.setItem(key, JSON.stringify(list));
  } catch {
    // Private mode or quota: nothing to do.
  }
}

export function loadRecent(storage: KeyValueStorage | undefined, userId: number): string[] {
  return readStringList(storage, recentStorageKey(userId), RECENT_CAP);
}

/** Records a chosen entry and returns the new list. */
export function rememberRecent(storage: KeyValueStorage | undefined, userId: number, id: string): string[] {
  const next = pushRecent(loadRecent(storage, userId), id);
  writeStringList(storage, recentStorageKey(userId), next);
  return next;
}
