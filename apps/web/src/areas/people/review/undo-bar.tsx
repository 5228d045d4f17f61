import { t } from '@careops/core/i18n';
import type { ReviewConfig } from './review-config';
import type { PendingDecision } from '@careops/core/resources';

/** The newest decision still inside its undo window: what it was, the seconds left, and "undo (u)". */
export function UndoBar({ config, pending, now, window, onUndo }: { config: ReviewConfig; pending: PendingDecision; now: number; window: number; onUndo(): void }) {
  const left = Math.max(0, Math.ceil((pending.commitAt - now) / 1000));
  const share = Math.max(0, Math.min(1, (pending.commitAt - now) / window));
  const what = t(pending.decision === 'approve' ? 'people.ui.review.approvedPending' : 'people.ui.review.rejectedPending', { heading: config.heading(pending.row) });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded border border-primary bg-primary-soft px-3 py-2 text-sm" data-testid="review-undo-bar" data-decision={pending.decision} data-item-id={pending.row.id}>
      <span className="mr-auto text-gray-900" aria-live="polite">
        {what} · {t('people.ui.review.sendsIn', { seconds: left })}
      </span>
      <span aria-hidden="true" className="h-1 w-24 overflow-hidden rounded bg-white">
        <span className="block h-full bg-primary-strong" style={{ width: `${share * 100}%` }} />
      </span>
      <button type="button" className="btn-secondary px-3 py-1" onClick={onUndo} data-testid="review-undo">
        {t('people.ui.review.undo')}
      </button>
    </div>
  );
}
