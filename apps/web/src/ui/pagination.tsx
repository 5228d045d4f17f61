import { t } from '@careops/core/i18n';

/** Page sizes offered by every list (spec §3 Pagination). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;

export interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onChange(next: { page: number; limit: number }): void;
}

/** Previous / next, the position, and the page size of a server-paged list. */
export function Pagination({ page, limit, total, onChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav aria-label={t('web.pagination.label')} className="flex flex-wrap items-center gap-3 text-sm text-gray-700" data-testid="pagination">
      <span>{t('web.pagination.total', { total })}</span>
      <label className="flex items-center gap-1">
        <span>{t('web.pagination.pageSize')}</span>
        <select
          className="rounded border border-gray-400 bg-white px-2 py-1"
          value={limit}
          onChange={(e) => onChange({ page: 1, limit: Number(e.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="btn-secondary px-3 py-1" disabled={page <= 1} onClick={() => onChange({ page: page - 1, limit })}>
        {t('web.pagination.previous')}
      </button>
      <span aria-live="polite">{t('web.pagination.position', { page, pages })}</span>
      <button type="button" className="btn-secondary px-3 py-1" disabled={page >= pages} onClick={() => onChange({ page: page + 1, limit })}>
        {t('web.pagination.next')}
      </button>
    </nav>
  );
}
