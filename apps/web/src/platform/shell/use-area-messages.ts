import { loadAreaMessages } from '@careops/core/i18n';
import { useEffect, useState } from 'react';

let loaded = false;

/**
 * Whether the areas' messages are in (a page outside the shell's first load, such as Home's
 * queue titles, waits for them): loads them after the first paint and re-renders once they are.
 */
export function useAreaMessages(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    loadAreaMessages().then(
      () => {
        loaded = true;
        if (live) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
