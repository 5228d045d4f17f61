import type { ApiClient } from '@careops/core/client';
import type { CareOpsError } from '@careops/core/contract';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { QueryRunner, type QueryState } from './query-runner';

export type { QueryState } from './query-runner';

export interface QueryOptions {
  /** False while the page sits in a background tab or the user may not call the endpoint: nothing loads. */
  enabled?: boolean;
  /** Hears a failure (not an aborted call), e.g. to toast a permission taken away. */
  onError?(error: CareOpsError): void;
}

/**
 * The web's one data hook: loads what `fetcher` answers through the console's API client, again
 * when `key` changes or `refresh()` is called. The call before is aborted (and so is the one
 * under way when the page unmounts or is disabled); while reloading, the last answer stays in
 * `state.data`. A failure is a CareOpsError in `state.error`.
 */
export function useQuery<T>(
  key: string,
  fetcher: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): { state: QueryState<T>; refresh(): void } {
  const { api } = useConsole();
  const { enabled = true } = options;
  const [runner] = useState(() => new QueryRunner<T>());
  const state = useSyncExternalStore(runner.subscribe, runner.getState);
  const [nonce, setNonce] = useState(0);
  // The fetcher and onError are recreated on every render; `key` says when the query changed.
  const latest = useRef({ fetcher, onError: options.onError });
  latest.current = { fetcher, onError: options.onError };

  useEffect(() => {
    if (!enabled) return undefined;
    runner.run(
      (signal) => latest.current.fetcher(api, signal),
      (error) => latest.current.onError?.(error),
    );
    return () => runner.abort();
  }, [runner, api, key, enabled, nonce]);

  const refresh = useCallback(() => setNonce((n) => n + 1), []);
  return { state, refresh };
}
