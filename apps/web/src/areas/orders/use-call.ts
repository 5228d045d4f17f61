import { messageOf } from '@careops/core/client';
import { useCallback, useEffect, useState } from 'react';

export type CallState<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/**
 * Loads what `load` answers while `enabled`, again when `key` changes or `reload()` is called;
 * an answer to an older load is dropped. The orders pages' sections read their data with it.
 */
export function useCall<T>(load: () => Promise<T>, key: string, enabled = true): { result: CallState<T>; reload(): void } {
  const [result, setResult] = useState<CallState<T>>({ state: 'loading' });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) => live && setResult({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // `key` says when the load changed (its inputs); the function itself is recreated on every render.
  }, [key, enabled, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { result, reload };
}
