import { t } from '@careops/core/i18n';
import { formatCell, mayRunAction, runAction, type ResourceColumn, type ResourceDescriptor, type Row } from '@careops/core/resources';
import { useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';
import { isStatusColumn, StatusCell } from '../status-cell';

/** The action that reveals a masked field in full (`body.field` names it), when the user may run it. */
function revealActionFor(resource: ResourceDescriptor, column: ResourceColumn, permissions: ReadonlySet<string>) {
  if (column.format !== 'masked') return undefined;
  return (resource.actions ?? []).find((a) => a.reveals && (a.reveals.field ?? a.body?.field) === column.key && mayRunAction(permissions, a));
}

/**
 * A record's fields as a description list, formatted as every face formats them. A masked
 * value (139****5678) stays masked; users holding the reveal permission get a button that
 * reads the full value through the audited endpoint and shows it here until they leave.
 */
export function DetailFields({ resource, record }: { resource: ResourceDescriptor; record: Row }) {
  const { api, permissions } = useConsole();
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const fields = resource.record?.fields ?? resource.list.columns;

  const reveal = async (column: ResourceColumn) => {
    const action = revealActionFor(resource, column, permissions);
    if (!action) return;
    setBusy(column.key);
    try {
      const {
        items: [item],
      } = await runAction(api, resource, action, [record], { call: { silent: true } });
      if (item?.revealed !== undefined) setRevealed((r) => ({ ...r, [column.key]: item.revealed ?? '' }));
      else if (item) toast.error(item.message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="detail-fields-heading">
      <h2 id="detail-fields-heading" className="sr-only">
        {t('web.list.detail.fields')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded border border-gray-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="detail-fields">
        {fields.map((column) => {
          const full = revealed[column.key];
          // Nothing to reveal where there is no value (an order without a nurse yet).
          const revealable = full === undefined && formatCell(column, record) !== '' && revealActionFor(resource, column, permissions) !== undefined;
          return (
            <div key={column.key} data-testid={`detail-field-${column.key}`}>
              <dt className="text-xs text-gray-600">{t(column.title)}</dt>
              <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-sm break-words text-gray-900">
                <span data-testid={`detail-value-${column.key}`}>{full ?? (isStatusColumn(column) && formatCell(column, record) ? <StatusCell column={column} row={record} text={formatCell(column, record)} /> : formatCell(column, record) || '—')}</span>
                {revealable && (
                  <button
                    type="button"
                    className="btn-secondary px-2 py-0.5 text-xs"
                    disabled={busy === column.key}
                    onClick={() => void reveal(column)}
                    data-testid={`reveal-${column.key}`}
                  >
                    {t('web.list.reveal', { field: t(column.title) })}
                  </button>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
