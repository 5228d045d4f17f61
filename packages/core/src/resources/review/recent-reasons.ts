/** Reasons a reviewer gave lately, newest first, offered again by the reject prompt (per user and queue). */

export const RECENT_REASONS_KEPT = 8;

export interface ReasonStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const keyOf = (userId: number, queue: string) => `careops.review.reasons.${queue}.${userId}`;

export function loadReasons(store: ReasonStore, userId: number, queue: string): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(keyOf(userId, queue)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((r): r is string => typeof r === 'string' && r.trim() !== '').slice(0, RECENT_REASONS_KEPT) : [];
  } catch {
    return [];
  }
}

/** Puts `reason` first (once: the same words, case aside, are not kept twice) and keeps the newest few. */
export function rememberReason(store: ReasonStore, userId: number, queue: string, reason: string): string[] {
  const text = reason.trim();
  if (text === '') return loadReasons(store, userId, queue);
  const next = [text, ...loadReasons(store, userId, queue).filter((r) => r.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_REASONS_KEPT);
  try {
    store.setItem(keyOf(userId, queue), JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the suggestions.
  }
  return next;
}
