import { t } from '@careops/core/i18n';
import type { ReactNode } from 'react';
import type { QueryState } from './query-runner';

export interface QueryViewProps<T> {
  state: QueryState<T>;
  /** Offered beside the failure ("try again"). */
  onRetry?(): void;
  /** Test-id prefix: `<id>-loading`, `<id>-error`, `<id>-retry`, `<id>-empty`. */
  testId?: string;
  /** `box` for a page's main content (a list, a record), `inline` for a section of a page. */
  look?: 'box' | 'inline';
  /** A heading above the failure's message ("Loading failed"). */
  failedTitle?: string;
  /** Whether the answer counts as empty; then `emptyText` (from the catalogue) shows instead of the content. */
  isEmpty?(data: T): boolean;
  emptyText?: string;
  /** More under the empty text (a button to clear the filters). */
  emptyActions?: ReactNode;
  /** The content, once there is an answer (the last one stays while reloading). */
  children(data: T): ReactNode;
}

const boxed = 'rounded border p-4 text-sm';

/** The web's one loading / failed (with retry) / empty state around a query's content. */
export function QueryView<T>({ state, onRetry, testId, look = 'inline', failedTitle, isEmpty, emptyText, emptyActions, children }: QueryViewProps<T>) {
  const id = (part: string) => (testId ? `${testId}-${part}` : undefined);
  const box = look === 'box';
  if (state.status === 'failed') {
    return (
      <div role="alert" data-testid={id('error')} className={box ? `${boxed} border-danger/40 bg-danger-soft` : 'text-sm'}>
        {failedTitle && <p className="font-medium text-danger">{failedTitle}</p>}
        <p className={box ? 'mt-1 text-gray-900' : 'text-danger'}>{state.error.message}</p>
        {onRetry && (
          <button type="button" className={box ? 'btn-secondary mt-3' : 'btn-secondary mt-2'} onClick={onRetry} data-testid={id('retry')}>
            {t('web.list.retry')}
          </button>
        )}
      </div>
    );
  }
  if (state.data === null) {
    return (
      <p role="status" data-testid={id('loading')} className={box ? `${boxed} border-gray-200 bg-white text-center text-gray-600` : 'text-sm text-gray-600'}>
        {t('common.loading')}
      </p>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div data-testid={id('empty')} className={box ? `${boxed} border-gray-200 bg-white text-center text-gray-700` : 'text-sm text-gray-600'}>
        <p>{emptyText ?? t('common.empty')}</p>
        {emptyActions}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
