import { t } from '@careops/core/i18n';
import { useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { listRequestBody, readListState } from '../../../kit/list/list-state';
import { withoutParams } from '../../../kit/detail/record-link';
import { usePage } from '../../../platform/shell/page-context';
import type { ReviewConfig } from './review-config';
import { REVIEW_VIEW, VIEW_PARAM } from './review-links';
import { ReviewMode } from './review-mode';

/** Request keys review mode sets itself (the queue is "under review, oldest first"). */
const OWN_KEYS = ['page', 'limit', 'sort', 'status', 'cursor'];

/**
 * A review queue's page: its list, or review mode (`?view=review`) over the same filters.
 * The list's toolbar links to review mode; Escape in review mode comes back to the list.
 */
export function ReviewablePage({ config, list }: { config: ReviewConfig; list(toolbar: ReactNode): ReactNode }) {
  const { path, search, active } = usePage();
  const reviewing = new URLSearchParams(search).get(VIEW_PARAM) === REVIEW_VIEW;
  const filters = useMemo(() => {
    const body = listRequestBody(config.resource.list, readListState(config.resource.list, search));
    return Object.fromEntries(Object.entries(body).filter(([k]) => !OWN_KEYS.includes(k)));
  }, [config, search]);
  const listPath = withoutParams(path, search, [VIEW_PARAM]);
  const reviewPath = (() => {
    const params = new URLSearchParams(search);
    params.delete('id');
    params.set(VIEW_PARAM, REVIEW_VIEW);
    return `${path}?${params.toString()}`;
  })();

  if (reviewing) return <ReviewMode config={config} filters={filters} active={active} onLeave={() => navigate(listPath)} />;
  const toolbar = (
    <a
      href={reviewPath}
      className="btn-primary"
      data-testid="start-review"
      onClick={(e) => {
        e.preventDefault();
        navigate(reviewPath);
      }}
    >
      {t('people.ui.review.start')}
    </a>
  );
  return <>{list(toolbar)}</>;
}
