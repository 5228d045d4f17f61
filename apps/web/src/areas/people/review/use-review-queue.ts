import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint, isRecord, listAnswerOf } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { preloadImages } from '../documents/documents';
import { decisionAction, type ReviewConfig } from './review-config';
import {
  appendRows,
  committed,
  currentItem,
  decide as decideIn,
  dueDecisions,
  emptyQueue,
  moveCursor,
  readRecord,
  refused,
  runAction,
  sending,
  undo as undoIn,
  UNDO_WINDOW_MS,
  type Decision,
  type PendingDecision,
  type QueueRow,
  type QueueState,
} from '@careops/core/resources';

type Row = Record<string, unknown>;

/** Items asked for per page (oldest submission first). */
const PAGE = 25;
/** Load the next page when this few items are left after the cursor. */
const LOW_WATER = 5;
/** Items after the cursor whose detail and images are fetched ahead. */
const AHEAD = 3;
const UNDER_REVIEW = 2;

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface ReviewQueue {
  state: QueueState;
  status: LoadStatus;
  error: string | null;
  /** The detail of an item, when loaded (documents, profile). */
  detailOf(id: number): Row | undefined;
  current: QueueRow | undefined;
  now: number;
  decide(decision: Decision, reason: string): void;
  /** Takes back the newest pending decision; false when there is none (already sent). */
  undo(): PendingDecision | null;
  move(delta: number): void;
  /** Sends every pending decision now (leaving review mode). */
  flush(): void;
  retry(): void;
}

const asRow = (value: unknown): QueueRow | null => (isRecord(value) && typeof value.id === 'number' ? (value as QueueRow) : null);

/**
 * Review mode's data: the queue of items under review (the page's filters, oldest first, pages
 * loaded ahead along the server's cursor), each item's detail and images fetched a few items
 * ahead so the next one is on screen the moment a decision lands, and the delayed commit: a
 * decision is sent when its undo window closes, or at once when review mode is left.
 */
export function useReviewQueue(config: ReviewConfig, filters: Row, active: boolean): ReviewQueue {
  const { api } = useConsole();
  const [state, setState] = useState<QueueState>(emptyQueue);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [, setDetailsVersion] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const details = useRef(new Map<number, Row>());
  const asked = useRef(new Set<number>());
  const decidedIds = useRef(new Set<number>());
  const paging = useRef<{ cursor: string | null; more: boolean; busy: boolean }>({ cursor: null, more: true, busy: false });
  const [attempt, setAttempt] = useState(0);
  const filterKey = JSON.stringify(filters);

  const update = useCallback((change: (s: QueueState) => QueueState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  const loadPage = useCallback(async () => {
    const p = paging.current;
    if (p.busy || !p.more) return;
    p.busy = true;
    try {
      const body: Row = { ...(JSON.parse(filterKey) as Row), status: UNDER_REVIEW, sort: 'submittedAt', page: 1, limit: PAGE, ...(p.cursor ? { cursor: p.cursor } : {}) };
      const answer = listAnswerOf(await callEndpoint(api, config.resource.list.endpoint, body, { silent: true }));
      p.cursor = answer.nextCursor;
      p.more = answer.nextCursor !== null && answer.list.length === PAGE;
      const rows = answer.list.map(asRow).filter((r): r is QueueRow => r !== null && r.status === UNDER_REVIEW);
      update((s) => appendRows(s, rows, answer.total, decidedIds.current));
      setStatus('ready');
      setError(null);
    } catch (e) {
      setStatus((s) => (s === 'loading' ? 'failed' : s));
      setError(messageOf(e));
    } finally {
      p.busy = false;
    }
  }, [api, config, filterKey, update]);

  // A new queue (filters changed, or "try again"): start over.
  useEffect(() => {
    paging.current = { cursor: null, more: true, busy: false };
    details.current.clear();
    asked.current.clear();
    stateRef.current = { ...emptyQueue, decided: stateRef.current.decided };
    setState(stateRef.current);
    setStatus('loading');
    void loadPage();
  }, [loadPage, attempt]);

  // Keep a few items loaded after the cursor.
  useEffect(() => {
    if (status === 'ready' && state.items.length - state.cursor <= LOW_WATER) void loadPage();
  }, [status, state.items.length, state.cursor, loadPage]);

  // Fetch ahead: the detail (documents) and images of the item shown and the next few.
  useEffect(() => {
    if (!active) return;
    for (const row of state.items.slice(state.cursor, state.cursor + 1 + AHEAD)) {
      if (asked.current.has(row.id)) continue;
      asked.current.add(row.id);
      readRecord(api, config.resource, row.id, { silent: true }).then(
        (record) => {
          details.current.set(row.id, record);
          preloadImages(config.documents(record).map((d) => d.url));
          setDetailsVersion((v) => v + 1);
        },
        () => asked.current.delete(row.id),
      );
    }
  }, [api, config, active, state.items, state.cursor]);

  const send = useCallback(
    async (pending: PendingDecision) => {
      const id = pending.row.id;
      decidedIds.current.add(id);
      update((s) => sending(s, id));
      // The decision as the reviewer saw the item (its version): one record through the runtime.
      const values = pending.reason ? { reason: pending.reason } : {};
      const { items } = await runAction(api, config.resource, decisionAction(config, pending.decision), [pending.row], { values, call: { silent: true } });
      const item = items[0];
      if (item?.ok) update(committed);
      else {
        const message = item?.message ?? t('resources.items.noAnswer');
        toast.error(t('people.ui.review.refused', { heading: config.heading(pending.row), message }));
        let fresh: QueueRow | null = null;
        try {
          const record = await readRecord(api, config.resource, id, { silent: true });
          fresh = record.status === UNDER_REVIEW ? asRow(record) : null;
          if (fresh) details.current.set(id, record);
        } catch {
          fresh = null;
        }
        if (fresh) decidedIds.current.delete(id);
        update((s) => refused(s, id, message, fresh));
      }
    },
    [api, config, update],
  );

  // The undo window: a tick while decisions are pending sends those whose window closed.
  const hasPending = state.pending.length > 0;
  useEffect(() => {
    if (!hasPending) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      for (const due of dueDecisions(stateRef.current, at)) void send(due);
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [hasPending, send]);

  const flush = useCallback(() => {
    for (const pending of stateRef.current.pending) void send(pending);
  }, [send]);

  // Leaving the page (tab closed, page reloaded): nothing decided is lost.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (stateRef.current.pending.length === 0) return;
      flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      flush();
    };
  }, [flush]);

  return {
    state,
    status,
    error,
    now,
    current: currentItem(state),
    detailOf: (id) => details.current.get(id),
    decide: (decision, reason) => update((s) => decideIn(s, decision, reason, Date.now() + UNDO_WINDOW_MS)),
    undo: () => {
      const result = undoIn(stateRef.current);
      if (result.undone) update(() => result.state);
      return result.undone;
    },
    move: (delta) => update((s) => moveCursor(s, delta)),
    flush,
    retry: () => setAttempt((a) => a + 1),
  };
}
