import { t } from '@careops/core/i18n';
import { ListTable, type ListTableProps } from './list-table';
import type { ListData } from './use-list-data';

export interface ListBodyProps {
  data: ListData;
  /** Filters are in force (the empty state then offers to clear them). */
  filtered: boolean;
  onRetry(): void;
  onClearFilters(): void;
  table: ListTableProps;
}

/** The table, or the state in its place: loading (first load), failed (with retry), empty. */
export function ListBody({ data, filtered, onRetry, onClearFilters, table }: ListBodyProps) {
  if (data.status === 'failed') {
    return (
      <div role="alert" data-testid="list-error" className="rounded border border-danger/40 bg-danger-soft p-4 text-sm">
        <p className="font-medium text-danger">{t('web.list.loadFailed')}</p>
        <p className="mt-1 text-gray-900">{data.message}</p>
        <button type="button" className="btn-secondary mt-3" onClick={onRetry} data-testid="list-retry">
          {t('web.list.retry')}
        </button>
      </div>
    );
  }
  if (data.rows === null) {
    return (
      <p role="status" data-testid="list-loading" className="rounded border border-gray-200 bg-white p-6 text-center text-sm text-gray-600">
        {t('common.loading')}
      </p>
    );
  }
  if (data.rows.length === 0) {
    return (
      <div data-testid="list-empty" className="rounded border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
        <p>{filtered ? t('web.list.emptyFiltered') : t('web.list.empty')}</p>
        {filtered && (
          <button type="button" className="btn-secondary mt-3" onClick={onClearFilters} data-testid="list-clear-filters">
            {t('web.list.clearFilters')}
          </button>
        )}
      </div>
    );
  }
  return <ListTable {...table} />;
}
