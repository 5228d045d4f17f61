import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../keyboard/recent-entries';
import { appendHistory, historyDown, historyStorageKey, historyUp, loadHistory, saveHistory, startCursor, type HistoryCursor } from './terminal-history';

function walk(cursor: HistoryCursor, input: string, keys: Array<'up' | 'down'>) {
  const seen: Array<string | null> = [];
  let value = input;
  for (const key of keys) {
    const step = key === 'up' ? historyUp(cursor, value) : historyDown(cursor);
    seen.push(step ? step.value : null);
    if (step) {
      cursor = step.cursor;
      value = step.value;
    }
  }
  return seen;
}

describe('history navigation', () => {
  const entries = ['whoami', 'open home', 'help'];

  it('walks back from the newest line and stops at the oldest', () => {
    expect(walk(startCursor(entries), '', ['up', 'up', 'up', 'up'])).toEqual(['help', 'open home', 'whoami', null]);
  });

  it('brings back the half-typed draft after the newest line', () => {
    expect(walk(startCursor(entries), 'ope', ['up', 'up', 'down', 'down', 'down'])).toEqual(['help', 'open home', 'help', 'ope', null]);
  });

  it('does nothing on an empty history', () => {
    expect(walk(startCursor([]), 'x', ['up', 'down'])).toEqual([null, null]);
  });
});

describe('appendHistory', () => {
  it('skips blanks and immediate repeats, trims, and caps', () => {
    expect(appendHistory(['a'], '   ')).toEqual(['a']);
    expect(appendHistory(['a'], ' a ')).toEqual(['a']);
    expect(appendHistory(['a', 'b'], 'a')).toEqual(['a', 'b', 'a']);
    expect(appendHistory(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });
});

describe('persisted history', () => {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };

  it('is kept per user and never stores password flags', () => {
    saveHistory(storage, 7, ['whoami', 'password change --old-password secret', 'help']);
    saveHistory(storage, 8, ['open home']);
    expect(loadHistory(storage, 7)).toEqual(['whoami', 'help']);
    expect(data.get(historyStorageKey(7))).not.toContain('secret');
    expect(loadHistory(storage, 8)).toEqual(['open home']);
  });

  it('keeps only the newest 200 lines', () => {
    const many = Array.from({ length: 250 }, (_, i) => `line ${i}`);
    saveHistory(storage, 9, many);
    const loaded = loadHistory(storage, 9);
    expect(loaded).toHaveLength(200);
    expect(loaded[0]).toBe('line 50');
    expect(loaded[199]).toBe('line 249');
  });
});
