import { useInput, type Key } from 'ink';
import { useCallback, useRef } from 'react';
import { eachKey } from './each-key';

export interface KeysOptions {
  /** Whether the view takes keys now (the top view, no prompt over it). */
  isActive: boolean;
  /** Take plain input that arrived at once key by key (navigation; not a text field). */
  split?: boolean;
}

/**
 * Ink's useInput, subscribed once: the handler and the active flag of the latest render are read
 * through a ref, so a key pressed right after an update (a list just loaded) never meets the
 * previous render's handler while Ink re-subscribes.
 */
export function useKeys(handler: (input: string, key: Key) => void, { isActive, split = false }: KeysOptions): void {
  const latest = useRef({ handler, isActive, split });
  latest.current = { handler, isActive, split };
  const stable = useCallback((input: string, key: Key) => {
    const { handler: handle, isActive: active, split: bySplit } = latest.current;
    if (!active) return;
    if (bySplit) eachKey((one, k) => latest.current.handler(one, k))(input, key);
    else handle(input, key);
  }, []);
  useInput(stable);
}
