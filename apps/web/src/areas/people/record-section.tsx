import { t, type MessageKey } from '@careops/core/i18n';
import { formatCell, type ResourceColumn } from '@careops/core/resources';
import { navigate } from 'wouter/use-browser-location';
import { opensInConsole } from '../../platform/keyboard/console-paths';
import { useConsole } from '../../platform/shell/console-context';
import { isStatusColumn, StatusCell } from '../../kit/status-cell';

type Row = Record<string, unknown>;

export interface RecordSectionProps {
  /** Heading of the section; also the table's caption. */
  title: MessageKey;
  /** Stable id for tests and the heading's anchor. */
  id: string;
  columns: readonly ResourceColumn[];
  rows: readonly Row[];
  /** The console page a row opens (shown as a link when the user may open it here). */
  pathOf?(row: Row): string | undefined;
  /** A line above the table (totals). */
  summary?: string;
}

/**
 * A record's related records on its page (a member's patients, a nurse's rewards…): a small
 * table formatted by core's `formatCell` like every list, the first column linking to the
 * related record's page when the user may open it in this console.
 */
export function RecordSection({ title, id, columns, rows, pathOf, summary }: RecordSectionProps) {
  const { permissionNodes } = useConsole();
  const headingId = `section-${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid={`section-${id}`}>
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {t(title)} <span className="text-sm font-normal text-gray-600">({rows.length})</span>
      </h2>
      {summary && <p className="text-sm text-gray-700">{summary}</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-gray-600">{t('people.ui.section.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t(title)}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                    {t(c.title)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const path = pathOf?.(row);
                const href = path && opensInConsole(permissionNodes, path) ? path : undefined;
                return (
                  <tr key={typeof row.id === 'number' ? row.id : index} className="border-b border-gray-100 last:border-0" data-testid={`section-${id}-row`}>
                    {columns.map((c, ci) => {
                      const text = formatCell(c, row) || '—';
                      return (
                        <td key={c.key} className="max-w-80 truncate px-3 py-2 text-gray-900" title={text.length > 40 ? text : undefined}>
                          {ci === 0 && href ? (
                            <a
                              href={href}
                              className="underline decoration-primary-strong underline-offset-2"
                              onClick={(e) => {
                                if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                                e.preventDefault();
                                navigate(href);
                              }}
                            >
                              {text}
                            </a>
                          ) : isStatusColumn(c) && text !== '—' ? (
                            <StatusCell column={c} row={row} text={text} />
                          ) : (
                            text
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
