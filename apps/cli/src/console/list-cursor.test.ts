import { describe, expect, it } from 'vitest';
import { keepInView, moveListCursor, startCursor, toggleSelected } from './list-cursor';

describe('list cursor', () => {
  it('moves within the rows and scrolls just enough to keep the cursor on screen', () => {
    let at = startCursor;
    for (let i = 0; i < 12; i += 1) at = moveListCursor(at, 1, 1000, 10);
    expect(at).toEqual({ cursor: 12, offset: 3 });
    at = moveListCursor(at, -5, 1000, 10);
    expect(at).toEqual({ cursor: 7, offset: 3 });
    at = moveListCursor(at, -10, 1000, 10);
    expect(at).toEqual({ cursor: 0, offset: 0 });
  });

  it('pages by the screen and stops at both ends', () => {
    expect(moveListCursor(startCursor, 10, 25, 10)).toEqual({ cursor: 10, offset: 1 });
    expect(moveListCursor({ cursor: 20, offset: 15 }, 10, 25, 10)).toEqual({ cursor: 24, offset: 15 });
    expect(moveListCursor({ cursor: 3, offset: 0 }, -10, 25, 10)).toEqual({ cursor: 0, offset: 0 });
    expect(moveListCursor({ cursor: 3, offset: 0 }, 1, 0, 10)).toEqual(startCursor);
  });

  it('keeps the cursor on screen when the terminal shrinks or the rows go', () => {
    expect(keepInView({ cursor: 30, offset: 10 }, 100, 8)).toEqual({ cursor: 30, offset: 23 });
    expect(keepInView({ cursor: 30, offset: 25 }, 5, 8)).toEqual({ cursor: 4, offset: 0 });
  });

  it('x adds a row to the selection and takes it out again', () => {
    const one = toggleSelected(new Set(), 7);
    expect([...one]).toEqual([7]);
    expect([...toggleSelected(one, 7)]).toEqual([]);
  });
});
