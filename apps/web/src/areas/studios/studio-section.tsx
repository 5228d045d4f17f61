import { t, type MessageKey } from '@careops/core/i18n';
import { formatCell, type ResourceColumn } from '@careops/core/resources';
import { Link } from 'wouter';

type Row = Record<string, unknown>;

/** A studio's related records on its page (nurses, orders, alarms): a small table, rows linking to their pages. */
export function StudioSection({ id, title, columns, rows, pathOf }: { id: string; title: MessageKey; columns: readonly ResourceColumn[]; rows: readonly Row[]; pathOf(row: Row): string }) {
  const headingId = `studio-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid={`studio-section-${id}`}>
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {t(title)} <span className="text-sm font-normal text-gray-600">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{t('studios.ui.none')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded border border-gray-200 bg-white text-sm">
          {rows.map((row, index) => (
            <li key={typeof row.id === 'number' ? row.id : index} className="flex gap-4 px-3 py-2">
              {columns.map((c, ci) =>
                ci === 0 ? (
                  <Link key={c.key} href={pathOf(row)} className="font-medium text-primary hover:underline">
                    {formatCell(c, row) || '—'}
                  </Link>
                ) : (
                  <span key={c.key} className="text-gray-800">
                    {formatCell(c, row) || '—'}
                  </span>
                ),
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
