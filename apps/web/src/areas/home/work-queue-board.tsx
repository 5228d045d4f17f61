import { messageOf, type ApiClient } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { WorkQueue } from '../../platform/contributions/console-area';
import { useLiveEvents } from '../../platform/live/live-events';
import { useAreaMessages } from '../../platform/shell/use-area-messages';

type Count = { state: 'loading' } | { state: 'ready'; value: number } | { state: 'failed'; message: string };

/** The Home board: one card per queue with its live count, linking to the filtered list. */
export function WorkQueueBoard({ queues, api, active }: { queues: WorkQueue[]; api: ApiClient; active: boolean }) {
  const [counts, setCounts] = useState<Record<string, Count>>({});
  // The queues' titles are the areas' messages, which come after Home's first paint.
  const titled = useAreaMessages();
  // A queue that changed (live channel) is counted again while Home shows.
  const [changes, setChanges] = useState(0);
  useLiveEvents(useCallback(() => setChanges((n) => n + 1), []), ['queue', 'alarm']);

  // Counts are fetched when Home is shown (again): a background tab does not poll.
  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    if (changes === 0) setCounts(Object.fromEntries(queues.map((q) => [q.id, { state: 'loading' } as Count])));
    for (const q of queues) {
      q.count(api).then(
        (value) => !cancelled && setCounts((c) => ({ ...c, [q.id]: { state: 'ready', value } })),
        (error: unknown) => !cancelled && setCounts((c) => ({ ...c, [q.id]: { state: 'failed', message: messageOf(error) } })),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [queues, api, active, changes]);

  return (
    <section aria-labelledby="work-queues-heading">
      <h2 id="work-queues-heading" className="mb-3 text-base font-semibold text-gray-900">
        {t('web.home.queues')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="work-queues">
        {queues.map((q) => {
          const count = counts[q.id] ?? { state: 'loading' };
          return (
            <li key={q.id}>
              <Link href={q.link} data-testid={`queue-${q.id}`} className="block rounded border border-gray-200 bg-white p-4 shadow-sm hover:border-primary">
                <span className="block text-sm text-gray-700">{titled ? q.title() : '\u00a0'}</span>
                <span className="mt-2 block text-3xl font-semibold text-gray-900" title={count.state === 'failed' ? count.message : undefined}>
                  {count.state === 'ready' ? count.value : count.state === 'failed' ? '—' : '…'}
                </span>
                {count.state === 'failed' && <span className="mt-1 block text-xs text-danger">{count.message}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
