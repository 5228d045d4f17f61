import type { CommandResult } from '@careops/core/commands';
import { t } from '@careops/core/i18n';

type TableResult = Extract<CommandResult, { kind: 'table' }>;
type RecordResult = Extract<CommandResult, { kind: 'record' }>;
type ItemsResult = Extract<CommandResult, { kind: 'items' }>;

/** Per-item results of a bulk command, as a table: one row per id with its outcome. */
function itemsAsTable(result: ItemsResult): TableResult {
  return {
    kind: 'table',
    columns: [
      { key: 'id', title: t('keyboard.items.id') },
      { key: 'result', title: t('keyboard.items.result') },
      { key: 'message', title: t('keyboard.items.message') },
    ],
    rows: result.items.map((item) => ({ id: item.id, result: item.ok ? t('keyboard.items.ok') : t('keyboard.items.failed'), message: item.message })),
  };
}

/** The column that makes a row openable: a console path such as '/order/service-order-detail/42'. */
export const ROW_PATH_KEY = 'path';

function rowPath(row: TableResult['rows'][number]): string | undefined {
  const value = row[ROW_PATH_KEY];
  return typeof value === 'string' && value.startsWith('/') ? value : undefined;
}

interface OutputProps {
  result: CommandResult;
  /** Opens a row's page (in a tab). */
  onOpen(path: string): void;
  /** Whether a row's path leads to a page this user can open here; other rows are not links. */
  canOpen(path: string): boolean;
  /** Darker colours for the terminal. */
  tone?: 'light' | 'dark';
}

/** Renders a command's text, record, table or per-item result; navigate and none render nothing. */
export function CommandOutput({ result, onOpen, canOpen, tone = 'light' }: OutputProps) {
  if (result.kind === 'text') return <pre className="whitespace-pre-wrap break-words font-mono text-[13px]" data-testid="command-output-text">{result.text}</pre>;
  if (result.kind === 'record') return <RecordOutput result={result} tone={tone} />;
  if (result.kind === 'table') return <TableOutput result={result} onOpen={onOpen} canOpen={canOpen} tone={tone} />;
  if (result.kind === 'items') return <TableOutput result={itemsAsTable(result)} onOpen={onOpen} canOpen={canOpen} tone={tone} />;
  return null;
}

function RecordOutput({ result, tone }: { result: RecordResult; tone: 'light' | 'dark' }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5 text-[13px]" data-testid="command-output-record">
      {result.fields.map((field, i) => (
        <div key={i} className="contents">
          <dt className={tone === 'dark' ? 'text-gray-400' : 'text-gray-600'}>{field.label}</dt>
          <dd className="break-words">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TableOutput({ result, onOpen, canOpen, tone }: Omit<OutputProps, 'tone'> & { result: TableResult; tone: 'light' | 'dark' }) {
  const columns = result.columns.filter((c) => c.key !== ROW_PATH_KEY);
  const pathOf = (row: TableResult['rows'][number]) => {
    const path = rowPath(row);
    return path !== undefined && canOpen(path) ? path : undefined;
  };
  const anyPath = result.rows.some((row) => pathOf(row) !== undefined);
  const border = tone === 'dark' ? 'border-gray-700' : 'border-gray-200';
  const count =
    result.rows.length === 0
      ? t('keyboard.result.noRows')
      : result.total !== undefined && result.total > result.rows.length
        ? t('keyboard.result.rowsOfTotal', { count: result.rows.length, total: result.total })
        : t('keyboard.result.rows', { count: result.rows.length });
  return (
    <div className="max-w-full overflow-x-auto" data-testid="command-output-table">
      <table className="border-collapse text-left text-[13px]">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`border-b ${border} px-2 py-1 font-semibold`}>
                {c.title}
              </th>
            ))}
            {anyPath && <th scope="col" className={`border-b ${border} px-2 py-1`}><span className="sr-only">{t('keyboard.result.openRow')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row, i) => {
            const path = pathOf(row);
            return (
              <tr
                key={i}
                data-path={path}
                className={path ? 'cursor-pointer hover:bg-black/5' : undefined}
                onClick={path ? () => onOpen(path) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`border-b ${border} px-2 py-1 align-top`}>
                    {row[c.key] ?? ''}
                  </td>
                ))}
                {anyPath && (
                  <td className={`border-b ${border} px-2 py-1`}>
                    {path && (
                      <button type="button" className="underline underline-offset-2" onClick={(e) => (e.stopPropagation(), onOpen(path))}>
                        {t('keyboard.result.openRow')}
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={`mt-1 text-xs ${tone === 'dark' ? 'text-gray-400' : 'text-gray-600'}`}>{count}</p>
    </div>
  );
}
