import { describe, expect, it } from 'vitest';
import { appendRows, committed, currentItem, decide, dueDecisions, emptyQueue, moveCursor, refused, sending, undo, waitingCount, type QueueRow } from './review-queue';

const rows = (...ids: number[]): QueueRow[] => ids.map((id) => ({ id, version: 1 }));
const loaded = appendRows(emptyQueue, rows(1, 2, 3, 4), 10);

describe('review queue', () => {
  it('a decision takes the item out at once and shows the next; it stays pending for the undo window', () => {
    const s = decide(moveCursor(loaded, 1), 'approve', '', 5000);
    expect(s.items.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(currentItem(s)?.id).toBe(3);
    expect(s.pending).toEqual([{ row: { id: 2, version: 1 }, decision: 'approve', reason: '', index: 1, commitAt: 5000 }]);
    expect(waitingCount(s)).toBe(9);
    expect(dueDecisions(s, 4999)).toEqual([]);
    expect(dueDecisions(s, 5000).map((p) => p.row.id)).toEqual([2]);
  });

  it('undo takes back the newest pending decision and puts its item back under the cursor', () => {
    let s = decide(loaded, 'approve', '', 1);
    s = decide(s, 'reject', 'blurred', 2);
    expect(s.items.map((r) => r.id)).toEqual([3, 4]);
    const first = undo(s);
    expect(first.undone?.row.id).toBe(2);
    expect(first.state.items.map((r) => r.id)).toEqual([2, 3, 4]);
    expect(currentItem(first.state)?.id).toBe(2);
    const second = undo(first.state);
    expect(second.undone?.decision).toBe('approve');
    expect(second.state.items.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(undo(second.state).undone).toBeNull();
  });

  it('a decision being sent can no longer be undone; accepted ones count as decided', () => {
    let s = decide(loaded, 'approve', '', 1);
    s = committed(sending(s, 1));
    expect(s.pending).toEqual([]);
    expect(undo(s).undone).toBeNull();
    expect(s.decided).toBe(1);
    expect(waitingCount(s)).toBe(9);
  });

  it('the last item: the cursor stays in range and the queue ends empty', () => {
    let s = moveCursor(loaded, 10);
    expect(currentItem(s)?.id).toBe(4);
    s = decide(s, 'approve', '', 1);
    expect(currentItem(s)?.id).toBe(3);
    for (let i = 0; i < 3; i++) s = decide(s, 'approve', '', 1);
    expect(s.items).toEqual([]);
    expect(currentItem(s)).toBeUndefined();
    expect(decide(s, 'approve', '', 1)).toBe(s);
  });

  it('skips rows already queued, pending or decided when a page loads', () => {
    const s = decide(loaded, 'approve', '', 1);
    const more = appendRows(s, rows(1, 4, 5, 6, 7), 9, new Set([7]));
    expect(more.items.map((r) => r.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('a refused decision brings the item back with the reason, unless someone else decided it', () => {
    const s = sending(decide(loaded, 'approve', '', 1), 1);
    const back = refused(s, 1, 'the application changed meanwhile', { id: 1, version: 2 });
    expect(currentItem(back)).toEqual({ id: 1, version: 2 });
    expect(back.problems[1]).toBe('the application changed meanwhile');
    const gone = refused(s, 1, 'already rejected by reviewer', null);
    expect(gone.items.map((r) => r.id)).toEqual([2, 3, 4]);
    expect(decide(back, 'approve', '', 2).problems).toEqual({});
  });
});
