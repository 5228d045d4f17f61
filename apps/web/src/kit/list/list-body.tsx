import { t } from '@careops/core/i18n';
import { QueryView } from '../query/query-state';
import type { QueryState } from '../query/use-query';
import type { ListAnswer } from '../resource-api';
import { ListTable, type ListTableProps } from './list-table';

export interface ListBodyProps {
  query: QueryState<ListAnswer>;
  /** Filters are in force (the empty state then offers to clear them). */
  filtered: boolean;
  onRetry(): void;
  onClearFilters(): void;
  table: ListTableProps;
}

/** The table, or the state in its place: loading (first load), failed (with retry), empty. */
export function ListBody({ query, filtered, onRetry, onClearFilters, table }: ListBodyProps) {
  return (
    <QueryView
      state={query}
      onRetry={onRetry}
      testId="list"
      look="box"
      failedTitle={t('web.list.loadFailed')}
      isEmpty={(answer) => answer.list.length === 0}
      emptyText={filtered ? t('web.list.emptyFiltered') : t('web.list.empty')}
      emptyActions={
        filtered && (
          <button type="button" className="btn-secondary mt-3" onClick={onClearFilters} data-testid="list-clear-filters">
            {t('web.list.clearFilters')}
          </button>
        )
      }
    >
      {() => <ListTable {...table} />}
    </QueryView>
  );
}
