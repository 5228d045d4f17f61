import { t } from '@careops/core/i18n';
import type { ReviewConfig } from './review-config';
import type { QueueRow } from '@careops/core/resources';

/** How many items of the queue the side list shows around the cursor. */
const SHOWN = 8;

/** The queue beside the item under review: the current one marked, the next few after it (j/k move). */
export function ReviewSideList({ config, items, cursor }: { config: ReviewConfig; items: readonly QueueRow[]; cursor: number }) {
  const from = Math.max(0, Math.min(cursor - 2, items.length - SHOWN));
  const visible = items.slice(from, from + SHOWN);
  return (
    <nav aria-label={t('people.ui.review.queue')} className="rounded border border-gray-200 bg-white p-3">
      <h2 className="mb-2 text-sm font-semibold text-gray-900">{t('people.ui.review.queue')}</h2>
      <ol className="space-y-1 text-sm" data-testid="review-queue">
        {visible.map((row, i) => {
          const isCurrent = from + i === cursor;
          return (
            <li
              key={row.id}
              aria-current={isCurrent || undefined}
              data-item-id={row.id}
              className={`truncate rounded px-2 py-1 ${isCurrent ? 'bg-primary-soft font-medium text-gray-900' : 'text-gray-700'}`}
            >
              {config.heading(row)}
            </li>
          );
        })}
      </ol>
      {items.length > from + SHOWN && <p className="mt-2 text-xs text-gray-600">{t('people.ui.review.more', { count: items.length - from - SHOWN })}</p>}
    </nav>
  );
}
