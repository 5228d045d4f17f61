/**
 * The review queue of review mode (the web console's and the terminal console's), as pure data: the items waiting, the cursor,
 * and the decisions taken but not yet sent. A decision leaves the queue at once (the next item
 * shows) and stays *pending* for the undo window; only when the window closes is it sent to the
 * server (a delayed commit: the server has no undo, and a compensating call would re-open
 * applications that already activated a nurse and told the applicant). `u` takes the newest
 * pending decision back and puts its item where it was.
 */

export type Decision = 'approve' | 'reject';

/** How long a decision can be taken back with `u` before it is sent (every face the same). */
export const UNDO_WINDOW_MS = 5000;
export type QueueRow = Record<string, unknown> & { id: number };

export interface PendingDecision {
  row: QueueRow;
  decision: Decision;
  reason: string;
  /** Where the item stood, to put it back there on undo. */
  index: number;
  /** When the undo window closes (epoch ms). */
  commitAt: number;
}

export interface QueueState {
  /** Items waiting for a decision, in queue order (oldest submission first). */
  items: QueueRow[];
  cursor: number;
  /** Decisions inside their undo window, oldest first. */
  pending: PendingDecision[];
  /** Decisions sent and accepted in this session. */
  decided: number;
  /** Items under review on the server when the queue last loaded a page (incl. those shown). */
  total: number;
  /** `decided` when that page loaded (decisions since then are not in `total` any more). */
  decidedAtLoad: number;
  /** Why the item at the cursor came back (a decision the server refused), by id. */
  problems: Record<number, string>;
}

export const emptyQueue: QueueState = { items: [], cursor: 0, pending: [], decided: 0, total: 0, decidedAtLoad: 0, problems: {} };

const clamp = (cursor: number, length: number) => Math.max(0, Math.min(cursor, length - 1));

/** The item at the cursor. */
export const currentItem = (state: QueueState): QueueRow | undefined => state.items[state.cursor];

/** Items waiting for a decision, including those not loaded yet, without the pending decisions. */
export const waitingCount = (state: QueueState): number =>
  Math.max(state.items.length, state.total - (state.decided - state.decidedAtLoad) - state.pending.length);

/** Adds a loaded page: rows already queued, pending or decided here are skipped. */
export function appendRows(state: QueueState, rows: readonly QueueRow[], total: number, known: ReadonlySet<number> = new Set()): QueueState {
  const seen = new Set([...state.items.map((r) => r.id), ...state.pending.map((p) => p.row.id), ...known]);
  const fresh = rows.filter((r) => !seen.has(r.id));
  return { ...state, items: [...state.items, ...fresh], total, decidedAtLoad: state.decided };
}

/** `j` / `k`: the cursor to the next or previous item (it stays at the ends). */
export function moveCursor(state: QueueState, delta: number): QueueState {
  return state.items.length === 0 ? state : { ...state, cursor: clamp(state.cursor + delta, state.items.length) };
}

/** `a` / `r`: the item at the cursor leaves the queue as a pending decision; the cursor now shows the next one. */
export function decide(state: QueueState, decision: Decision, reason: string, commitAt: number): QueueState {
  const row = currentItem(state);
  if (!row) return state;
  const items = state.items.filter((_, i) => i !== state.cursor);
  const { [row.id]: _solved, ...problems } = state.problems;
  return {
    ...state,
    items,
    cursor: clamp(state.cursor, items.length),
    pending: [...state.pending, { row, decision, reason, index: state.cursor, commitAt }],
    problems,
  };
}

/** `u`: the newest pending decision is taken back; its item returns to where it stood, under the cursor. */
export function undo(state: QueueState): { state: QueueState; undone: PendingDecision | null } {
  const last = state.pending[state.pending.length - 1];
  if (!last) return { state, undone: null };
  const index = Math.min(last.index, state.items.length);
  const items = [...state.items.slice(0, index), last.row, ...state.items.slice(index)];
  return { state: { ...state, items, cursor: index, pending: state.pending.slice(0, -1) }, undone: last };
}

/** Pending decisions whose undo window has closed by `now` (to be sent). */
export const dueDecisions = (state: QueueState, now: number): PendingDecision[] => state.pending.filter((p) => p.commitAt <= now);

/** A decision leaves the pending list to be sent: it can no longer be undone. */
export function sending(state: QueueState, id: number): QueueState {
  return { ...state, pending: state.pending.filter((p) => p.row.id !== id) };
}

/** The server accepted a decision. */
export function committed(state: QueueState): QueueState {
  return { ...state, decided: state.decided + 1 };
}

/**
 * The server refused a decision: when the item is still under review (`row` given, fresh from
 * the server) it comes back under the cursor with the reason; otherwise someone else decided it
 * and it is gone from the queue.
 */
export function refused(state: QueueState, id: number, message: string, row: QueueRow | null): QueueState {
  const without = state.items.filter((r) => r.id !== id);
  if (!row) return { ...state, items: without, cursor: clamp(state.cursor, without.length), total: Math.max(0, state.total - 1) };
  const index = clamp(state.cursor, without.length + 1);
  const items = [...without.slice(0, index), row, ...without.slice(index)];
  return { ...state, items, cursor: index, problems: { ...state.problems, [id]: message } };
}
