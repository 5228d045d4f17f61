import { messageOf } from '@careops/core/client';
import type { ResourceDescriptor } from '@careops/core/resources';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';
import { callEndpoint, isPermissionDenied, listAnswerOf, type Row } from '../resource-api';

export type ListData =
  | { status: 'loading'; rows: Row[] | null; total: number }
  | { status: 'failed'; message: string; rows: null; total: number }
  | { status: 'ready'; rows: Row[]; total: number };

/**
 * Loads a page of a list for a request body, again whenever the body changes or the page
 * becomes visible again (a background tab does not poll). An answer to an older request is
 * dropped. While reloading, the previous rows stay on screen (marked busy).
 */
export function useListData(d: ResourceDescriptor, body: Row, active: boolean): { data: ListData; reload(): void } {
  const { api } = useConsole();
  const [data, setData] = useState<ListData>({ status: 'loading', rows: null, total: 0 });
  const [nonce, setNonce] = useState(0);
  const key = JSON.stringify(body);
  const latest = useRef(0);

  useEffect(() => {
    if (!active) return undefined;
    const ticket = ++latest.current;
    const controller = new AbortController();
    setData((previous) => ({ status: 'loading', rows: previous.rows, total: previous.total }));
    callEndpoint(api, d.list.endpoint, JSON.parse(key) as Row, { silent: true, signal: controller.signal }).then(
      (answer) => {
        if (ticket !== latest.current) return;
        const { list, total } = listAnswerOf(answer);
        setData({ status: 'ready', rows: list, total });
      },
      (error: unknown) => {
        if (ticket !== latest.current || controller.signal.aborted) return;
        if (isPermissionDenied(error)) toast.error(error.message);
        setData({ status: 'failed', message: messageOf(error), rows: null, total: 0 });
      },
    );
    return () => controller.abort();
  }, [api, d.list.endpoint, key, active, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { data, reload };
}
