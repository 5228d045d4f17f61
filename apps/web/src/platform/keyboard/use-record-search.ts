import { messageOf } from '@careops/core/client';
import type { SearchHit } from '@careops/core/contract';
import { useEffect, useState } from 'react';

/** Searches records on the server; the signal aborts a search the user has typed past. */
export type RecordSearcher = (query: string, signal: AbortSignal) => Promise<SearchHit[]>;

export type RecordSearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; hits: SearchHit[] }
  | { status: 'error'; message: string };

/** Wait after the last keystroke before asking the server. */
export const RECORD_SEARCH_DELAY_MS = 150;

/**
 * The palette's `#` mode: searches `text` on the server once typing pauses, cancelling the
 * previous request, so only the answer for the latest text is ever shown.
 */
export function useRecordSearch(text: string, active: boolean, search: RecordSearcher): RecordSearchState {
  const [state, setState] = useState<RecordSearchState>({ status: 'idle' });

  useEffect(() => {
    if (!active || !text) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(text, controller.signal).then(
        (hits) => !controller.signal.aborted && setState({ status: 'done', hits }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', message: messageOf(error) }),
      );
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, active, search]);

  return state;
}
