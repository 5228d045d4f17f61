/** Where a list stands: the row under the cursor and the first row on screen. */
export interface ListCursor {
  cursor: number;
  /** Index of the first row shown. */
  offset: number;
}

export const startCursor: ListCursor = { cursor: 0, offset: 0 };

/**
 * The cursor moved by `delta` rows (a page is `height` rows) within `count` rows, and the
 * window scrolled just enough to keep it on screen (`height` rows shown).
 */
export function moveListCursor(state: ListCursor, delta: number, count: number, height: number): ListCursor {
  if (count === 0) return startCursor;
  const cursor = Math.max(0, Math.min(count - 1, state.cursor + delta));
  return keepInView({ cursor, offset: state.offset }, count, height);
}

/** The window adjusted so the cursor is on screen (after a move, a resize or a reload). */
export function keepInView(state: ListCursor, count: number, height: number): ListCursor {
  const rows = Math.max(1, height);
  const cursor = Math.max(0, Math.min(Math.max(0, count - 1), state.cursor));
  let offset = Math.min(state.offset, cursor);
  if (cursor >= offset + rows) offset = cursor - rows + 1;
  offset = Math.max(0, Math.min(offset, Math.max(0, count - rows)));
  return { cursor, offset };
}

/** `x`: the id added to the selection, or taken out when it was in. */
export function toggleSelected(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
