import { t } from '@careops/core/i18n';
import { formatCell, recordIdOf, recordName, type ResourceColumn, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { useEffect, useRef, type MutableRefObject } from 'react';
import type { ListState } from './list-state';

export interface ListTableProps {
  resource: ResourceDescriptor;
  /** The visible columns, in order. */
  columns: readonly ResourceColumn[];
  rows: readonly Row[];
  busy: boolean;
  caption: string;
  sort: ListState['sort'];
  onSort(key: string): void;
  /** Rows can be selected (the resource has bulk actions the user may run). */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onToggle(row: Row): void;
  onToggleAll(): void;
  cursor: number;
  onCursor(index: number): void;
  /** Where a row leads (its link), when it has a page. */
  hrefOf(row: Row): string | undefined;
  onOpen(row: Row): void;
  rowRefs: MutableRefObject<Array<HTMLTableRowElement | null>>;
  /** Rows to call out (an overdue waste task): marked `data-tone` and tinted. */
  rowTone?(row: Row): 'alert' | undefined;
}

function SelectAll({ count, total, onToggleAll }: { count: number; total: number; onToggleAll(): void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && count < total;
  }, [count, total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={t('web.list.selectAll')}
      checked={total > 0 && count === total}
      onChange={onToggleAll}
      data-testid="select-all"
    />
  );
}

/**
 * The table of a list page: sortable headers (server-side, the descriptor's keys), a checkbox
 * per row when rows can be selected, the cursor row marked (and focused by `j`/`k`), and the
 * record's name (or first column) linking to its page.
 */
export function ListTable(props: ListTableProps) {
  const { resource, columns, rows, busy, caption, sort, onSort, selectable, selected, onToggle, cursor, onCursor, hrefOf, onOpen, rowRefs, rowTone } = props;
  const sortable = new Set(resource.list.sort?.keys ?? []);
  const linkKey = columns.some((c) => c.key === resource.nameKey) ? resource.nameKey : columns[0]?.key;

  return (
    <div className="overflow-x-auto rounded border border-gray-200 bg-white">
      <table className="min-w-full text-left text-sm" aria-busy={busy} data-testid="list-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
          <tr>
            {selectable && (
              <th scope="col" className="w-10 px-3 py-2">
                <SelectAll count={rows.filter((r) => selected.has(recordIdOf(resource, r) ?? -1)).length} total={rows.length} onToggleAll={props.onToggleAll} />
              </th>
            )}
            {columns.map((column) => {
              const sorted = sort?.key === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className="px-3 py-2 font-medium whitespace-nowrap"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  data-testid={`column-${column.key}`}
                >
                  {sortable.has(column.key) ? (
                    <button type="button" className="inline-flex items-center gap-1 hover:text-primary-strong" onClick={() => onSort(column.key)} data-testid={`sort-${column.key}`}>
                      {t(column.title)}
                      <span aria-hidden="true" className="text-xs">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                      <span className="sr-only">{t('web.list.sortBy', { column: t(column.title) })}</span>
                    </button>
                  ) : (
                    t(column.title)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={busy ? 'opacity-60' : undefined}>
          {rows.map((row, index) => {
            const id = recordIdOf(resource, row);
            const isCursor = index === cursor;
            const isSelected = id !== undefined && selected.has(id);
            const href = hrefOf(row);
            const tone = rowTone?.(row);
            return (
              <tr
                key={id ?? index}
                ref={(el) => {
                  rowRefs.current[index] = el;
                }}
                tabIndex={isCursor ? 0 : -1}
                aria-current={isCursor || undefined}
                data-testid="list-row"
                data-id={id}
                data-cursor={isCursor}
                data-selected={isSelected}
                data-tone={tone}
                onFocus={() => onCursor(index)}
                onDoubleClick={() => onOpen(row)}
                className={`border-b border-gray-100 last:border-b-0 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-strong ${isCursor ? 'bg-primary-soft' : tone === 'alert' ? 'bg-danger-soft' : ''} ${tone === 'alert' ? 'border-l-4 border-l-danger' : ''} ${isSelected ? 'font-medium' : ''}`}
              >
                {selectable && (
                  <td className="px-3 py-2">
                    <input type="checkbox" aria-label={t('web.list.selectRow', { name: recordName(resource, row) })} checked={isSelected} onChange={() => onToggle(row)} data-testid="row-select" />
                  </td>
                )}
                {columns.map((column) => {
                  const text = formatCell(column, row);
                  return (
                    <td key={column.key} className="max-w-80 truncate px-3 py-2 text-gray-900" title={text.length > 40 ? text : undefined}>
                      {column.key === linkKey && href ? (
                        <a
                          href={href}
                          className="text-gray-900 underline decoration-primary-strong underline-offset-2 hover:decoration-2"
                          onClick={(e) => {
                            if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
                            e.preventDefault();
                            onOpen(row);
                          }}
                        >
                          {text || recordName(resource, row)}
                        </a>
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
  );
}
