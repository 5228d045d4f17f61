import { useInput, type Key } from 'ink';
import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { eachKey } from './each-key';

export interface KeysOptions {
  /** Whether the view takes keys now (the top view, no prompt over it). */
  isActive: boolean;
  /** Take plain input that arrived at once key by key (navigation; not a text field). */
  split?: boolean;
}

type Handler = (input: string, key: Key) => void;
interface Entry {
  handler: Handler;
  isActive: boolean;
  split: boolean;
}

const RouterContext = createContext<Map<symbol, Entry> | null>(null);

function dispatch(entry: Entry, input: string, key: Key): void {
  if (!entry.isActive) return;
  if (entry.split) eachKey(entry.handler)(input, key);
  else entry.handler(input, key);
}

/**
 * One subscription to the terminal's keys for the whole console, made when it mounts: each key
 * goes to the views that take keys at that moment, as their latest render registered them. A
 * view that just appeared (the palette, a prompt) gets the very next key; with a subscription of
 * its own, keys typed before React ran its effects would be lost.
 */
export function KeyRouter({ children }: { children: ReactNode }) {
  const entries = useRef(new Map<symbol, Entry>()).current;
  useInput((input, key) => {
    for (const entry of [...entries.values()]) dispatch(entry, input, key);
  });
  return <RouterContext.Provider value={entries}>{children}</RouterContext.Provider>;
}

/**
 * A view's keys: through the console's KeyRouter (registered at render, so the handler and the
 * active flag are always the latest render's), or Ink's own subscription outside one (tests of
 * a single view).
 */
export function useKeys(handler: Handler, { isActive, split = false }: KeysOptions): void {
  const router = useContext(RouterContext);
  const id = useRef(Symbol('keys')).current;
  const latest = useRef<Entry>({ handler, isActive, split });
  latest.current = { handler, isActive, split };
  if (router) router.set(id, latest.current);
  // A layout effect: a view that goes away leaves the router in the commit that removes it, not
  // in a later task the next key may come before.
  useLayoutEffect(() => {
    if (!router) return undefined;
    router.set(id, latest.current);
    return () => {
      router.delete(id);
    };
  }, [router, id]);
  const stable = useCallback((input: string, key: Key) => dispatch(latest.current, input, key), []);
  useInput(stable, { isActive: router === null });
}

/**
 * Tells the console whether a view holds the keys (a prompt or field is open), in the commit
 * that opens or closes it: a key typed right after a prompt closes (`q`) reaches the console.
 */
export function useCaptureReport(onCapture: (capturing: boolean) => void, capturing: boolean): void {
  useLayoutEffect(() => onCapture(capturing), [capturing, onCapture]);
}
