import { t } from '@careops/core/i18n';

export interface ListPagerProps {
  page: number;
  limit: number;
  /** Undefined until the list's first answer. */
  total: number | undefined;
  /** The page sizes the descriptor offers (one: no choice shown). */
  sizes: readonly number[];
  onChange(next: { page: number; limit: number }): void;
}

/** The total, the page size (the descriptor's choices), previous / next and the position. */
export function ListPager({ page, limit, total, sizes, onChange }: ListPagerProps) {
  // Nothing is claimed about the list before its first answer (no "0 in total" while it loads).
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={t('web.pagination.label')} className="flex flex-wrap items-center gap-3 text-sm text-gray-700" data-testid="pagination">
      <span data-testid="list-total">{total === undefined ? '' : t('web.pagination.total', { total })}</span>
      {sizes.length > 1 && (
      <label className="flex items-center gap-1">
        <span>{t('web.pagination.pageSize')}</span>
        <select className="rounded border border-gray-400 bg-white px-2 py-1" value={limit} onChange={(e) => onChange({ page: 1, limit: Number(e.target.value) })} data-testid="page-size">
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      )}
      <button type="button" className="btn-secondary px-3 py-1" disabled={page <= 1} onClick={() => onChange({ page: page - 1, limit })} data-testid="page-previous">
        {t('web.pagination.previous')}
      </button>
      <span aria-live="polite">{pages === undefined ? '' : t('web.pagination.position', { page, pages })}</span>
      <button type="button" className="btn-secondary px-3 py-1" disabled={pages === undefined || page >= pages} onClick={() => onChange({ page: page + 1, limit })} data-testid="page-next">
        {t('web.pagination.next')}
      </button>
    </nav>
  );
}
