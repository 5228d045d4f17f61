/**
 * The earliest live-channel position the server named on this page's answers since the stream
 * last closed (`EVENT_POSITION_HEADER`): the stream opens a moment after the page has read its
 * first data, and resuming from here it hears what changed in between. Its own module, tiny:
 * the API client notes positions on the first load, long before the live stream's code loads.
 */
let earliest: number | undefined;
let waiter: (() => void) | undefined;

/** Notes the position an answer named (its header's value; null when it named none). */
export function noteEventPosition(header: string | null): void {
  if (header === null || !/^\d{1,15}$/.test(header)) return;
  const position = Number(header);
  if (earliest === undefined || position < earliest) earliest = position;
  const waiting = waiter;
  waiter = undefined;
  waiting?.();
}

/**
 * Calls `then` once a position is known: at once, or when the first answer naming one arrives,
 * or after `atMostMs` (a page that asked nothing). A stream opened before the page's first
 * answer could register after that answer's read and miss what came between. Returns a cancel.
 */
export function whenEventPositionKnown(then: () => void, atMostMs: number): () => void {
  if (earliest !== undefined) {
    then();
    return () => undefined;
  }
  const timer = setTimeout(() => {
    waiter = undefined;
    then();
  }, atMostMs);
  waiter = () => {
    clearTimeout(timer);
    then();
  };
  return () => {
    clearTimeout(timer);
    waiter = undefined;
  };
}

/** The position a stream opening now resumes from, forgotten once taken (and at sign-out). */
export function takeEventPosition(): number | undefined {
  const taken = earliest;
  earliest = undefined;
  return taken;
}
