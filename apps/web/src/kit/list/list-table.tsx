import { t } from '@careops/core/i18n';
import { formatCell, recordIdOf, recordName, valueAt, type ResourceColumn, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { useEffect, useRef, type MutableRefObject } from 'react';
import { ImageCell } from './image-cell';
import type { ListState } from './list-state';
import { isStatusColumn, StatusCell } from '../status-cell';

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

/** A header cell: stays at the top of the scroll box, opaque, with the header's bottom line. */
const HEAD_CELL = 'sticky top-0 bg-gray-50 shadow-[inset_0_-1px_0_var(--color-gray-200)]';

/**
 * The table of a list page: sortable headers (server-side, the descriptor's keys), a checkbox
 * per row when rows can be selected, the cursor row marked (and focused by `j`/`k`), and the
 * record's name (or first column) linking to its page.
 */
export function ListTable(props: ListTableProps) {
  const { resource, columns, rows, busy, caption, sort, onSort, selectable, selected, onToggle, cursor, onCursor, hrefOf, onOpen, rowRefs, rowTone } = props;
  const sortable = new Set(resource.list.sort?.keys ?? []);
  // The first column stays in view while the table scrolls sideways (beside the checkboxes, when shown).
  const firstLeft = selectable ? 'left-10' : 'left-0';
  const linkKey = columns.some((c) => c.key === resource.nameKey) ? resource.nameKey : columns[0]?.key;

  return (
    // Its own scroll box, both ways, so a wide table never widens the page: `relative` keeps the
    // absolutely placed screen-reader texts of the cells inside it (else they stretch the page).
    <div className="relative max-h-[75vh] overflow-auto rounded border border-gray-200 bg-white" data-testid="list-scroll">
      <table className="min-w-full text-left text-sm" aria-busy={busy} data-testid="list-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-gray-700">
          <tr>
            {selectable && (
              <th scope="col" className={`w-10 min-w-10 px-3 py-2 ${HEAD_CELL} left-0 z-30`}>
                <SelectAll count={rows.filter((r) => selected.has(recordIdOf(resource, r) ?? -1)).length} total={rows.length} onToggleAll={props.onToggleAll} />
              </th>
            )}
            {columns.map((column, index) => {
              const sorted = sort?.key === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-medium whitespace-nowrap ${HEAD_CELL} ${index === 0 ? `${firstLeft} z-30` : 'z-20'}`}
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
                className={`border-b border-gray-100 last:border-b-0 focus:outline-2 focus:-outline-offset-2 focus:outline-primary-strong ${isCursor ? 'bg-primary-soft' : tone === 'alert' ? 'bg-danger-soft' : 'bg-white'} ${tone === 'alert' ? 'border-l-4 border-l-danger' : ''} ${isSelected ? 'font-medium' : ''}`}
              >
                {selectable && (
                  <td className="sticky left-0 z-10 w-10 min-w-10 bg-inherit px-3 py-2">
                    <input type="checkbox" aria-label={t('web.list.selectRow', { name: recordName(resource, row) })} checked={isSelected} onChange={() => onToggle(row)} data-testid="row-select" />
                  </td>
                )}
                {columns.map((column, index) => {
                  const text = formatCell(column, row);
                  return (
                    <td key={column.key} className={`max-w-80 truncate px-3 py-2 text-gray-900 ${index === 0 ? `sticky ${firstLeft} z-10 bg-inherit shadow-[inset_-1px_0_0_var(--color-gray-200)]` : ''}`} title={text.length > 40 ? text : undefined}>
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
                      ) : isStatusColumn(column) ? (
                        <StatusCell column={column} row={row} text={text} />
                      ) : column.format === 'image' ? (
                        <ImageCell src={valueAt(row, column.key)} label={t(column.title)} />
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
