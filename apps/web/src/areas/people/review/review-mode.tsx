import { t } from '@careops/core/i18n';
import { formatCell, loadReasons, mayRunAction, rememberReason, UNDO_WINDOW_MS, waitingCount } from '@careops/core/resources';
import { useEffect, useRef, useState } from 'react';
import { REVIEW_KEYS, reviewKeyAction, type ReviewKeyAction } from './review-keys';
import { isOverlayOpen, isTypingTarget } from '../../../platform/keyboard/use-keymap';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { ImageViewer } from '../documents/image-viewer';
import { ReasonDialog } from './reason-dialog';
import { decisionAction, type ReviewConfig } from './review-config';
import { ReviewSideList } from './review-side-list';
import { UndoBar } from './undo-bar';
import { useReviewQueue } from './use-review-queue';
import { isStatusColumn, StatusCell } from '../../../kit/status-cell';

export interface ReviewModeProps {
  config: ReviewConfig;
  /** The list's filters (status and sort are review mode's own). */
  filters: Record<string, unknown>;
  active: boolean;
  /** Escape: back to the list (pending decisions are sent first). */
  onLeave(): void;
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * Review mode of a queue, by keyboard: `a` approve, `r` reject (reason prompt offering recent
 * reasons), `j`/`k` next/previous, `Enter` the documents in the image viewer, `u` undo the last
 * decision while its window is open, Escape back to the list. The next items' details and
 * images are loaded ahead, so the next item shows the moment a decision is taken; decisions
 * are sent when their undo window closes.
 */
export function ReviewMode({ config, filters, active, onLeave }: ReviewModeProps) {
  const { user, permissions } = useConsole();
  const queue = useReviewQueue(config, filters, active);
  const [asking, setAsking] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [recent, setRecent] = useState<string[]>(() => {
    const store = storage();
    return store ? loadReasons(store, user.userId, config.id) : [];
  });
  const canDecide = mayRunAction(permissions, decisionAction(config, 'approve'));
  const current = queue.current;
  const detail = current ? queue.detailOf(current.id) : undefined;
  const shown = detail ?? current;
  const documents = detail ? config.documents(detail) : [];
  const heading = useRef<HTMLHeadingElement>(null);

  const handlers: Record<ReviewKeyAction, () => void> = {
    approve: () => {
      if (!current) return;
      if (!canDecide) return void toast.error(t('people.ui.review.noPermission'));
      queue.decide('approve', '');
    },
    reject: () => {
      if (!current) return;
      if (!canDecide) return void toast.error(t('people.ui.review.noPermission'));
      setAsking(true);
    },
    next: () => queue.move(1),
    previous: () => queue.move(-1),
    documents: () => current && documents.length > 0 && setViewing(0),
    undo: () => {
      const undone = queue.undo();
      if (undone) toast.info(t('people.ui.review.undone', { heading: config.heading(undone.row) }));
      else toast.info(t('people.ui.review.nothingToUndo'));
    },
    back: () => {
      queue.flush();
      onLeave();
    },
  };
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (!active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.composedPath()[0] ?? event.target;
      if (isTypingTarget(target) || isOverlayOpen()) return;
      const action = reviewKeyAction(event.key);
      if (!action) return;
      // Enter on a focused button or link is left to it.
      if (action === 'documents' && target instanceof Element && target.closest('a[href], button')) return;
      event.preventDefault();
      handlersRef.current[action]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);

  const lastPending = queue.state.pending[queue.state.pending.length - 1];
  const problem = current ? queue.state.problems[current.id] : undefined;

  return (
    <div className="space-y-4" data-testid="review-mode" data-queue={config.id}>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 ref={heading} tabIndex={-1} className="mr-auto text-xl font-semibold text-gray-900 focus:outline-none">
          {t('people.ui.review.title', { title: t(config.resource.title) })}
        </h1>
        <p className="text-sm text-gray-700" aria-live="polite" data-testid="review-counts">
          {t('people.ui.review.counts', { waiting: waitingCount(queue.state), decided: queue.state.decided, pending: queue.state.pending.length })}
        </p>
        <button type="button" className="btn-secondary" onClick={handlers.back} data-testid="review-leave">
          {t('people.ui.review.leave')}
        </button>
      </div>
      <p className="text-xs text-gray-600" data-testid="review-keys">
        {REVIEW_KEYS.map((k) => `${k.caps} ${t(k.label)}`).join(' · ')}
      </p>
      {lastPending && <UndoBar config={config} pending={lastPending} now={queue.now} window={UNDO_WINDOW_MS} onUndo={handlers.undo} />}
      {queue.status === 'loading' && (
        <p role="status" className="text-sm text-gray-600">
          {t('common.loading')}
        </p>
      )}
      {queue.status === 'failed' && (
        <div role="alert" className="rounded border border-danger/40 bg-danger-soft p-4 text-sm">
          <p className="text-gray-900">{queue.error}</p>
          <button type="button" className="btn-secondary mt-3" onClick={queue.retry}>
            {t('web.list.retry')}
          </button>
        </div>
      )}
      {queue.status === 'ready' && !current && (
        <p className="rounded border border-gray-200 bg-white p-6 text-center text-gray-700" data-testid="review-empty">
          {t('people.ui.review.empty')}
        </p>
      )}
      {current && shown && (
        <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
          <article className="space-y-4 rounded border border-gray-200 bg-white p-4" data-testid="review-item" data-item-id={current.id} aria-labelledby="review-item-heading">
            <h2 id="review-item-heading" className="text-lg font-semibold text-gray-900" data-testid="review-item-heading">
              {config.heading(shown)}
            </h2>
            {problem && (
              <p role="alert" className="rounded border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-gray-900" data-testid="review-problem">
                {problem}
              </p>
            )}
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
              {config.fields.map((c) => (
                <div key={c.key}>
                  <dt className="text-xs text-gray-600">{t(c.title)}</dt>
                  <dd className="text-sm text-gray-900">{isStatusColumn(c) && formatCell(c, shown) ? <StatusCell column={c} row={shown} text={formatCell(c, shown)} /> : formatCell(c, shown) || '—'}</dd>
                </div>
              ))}
            </dl>
            {detail ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label={t('people.ui.documents')} data-testid="review-documents">
                {documents.map((d, i) => (
                  <li key={d.key}>
                    <button type="button" className="block w-full rounded border border-gray-200 p-1 text-left hover:border-primary" onClick={() => setViewing(i)}>
                      <img src={d.url} alt="" className="h-24 w-full rounded bg-gray-100 object-contain" />
                      <span className="mt-1 block truncate text-xs text-gray-900">{d.label}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-600" role="status">
                {t('people.ui.review.loadingDocuments')}
              </p>
            )}
          </article>
          <ReviewSideList config={config} items={queue.state.items} cursor={queue.state.cursor} />
        </div>
      )}
      {asking && current && (
        <ReasonDialog
          title={t('people.ui.reason.title', { heading: config.heading(shown ?? current) })}
          recent={recent}
          onCancel={() => {
            setAsking(false);
            toast.info(t('common.cancelled'));
          }}
          onSubmit={(reason) => {
            setAsking(false);
            const store = storage();
            if (store) setRecent(rememberReason(store, user.userId, config.id, reason));
            queue.decide('reject', reason);
          }}
        />
      )}
      {viewing !== null && documents.length > 0 && <ImageViewer documents={documents} start={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
