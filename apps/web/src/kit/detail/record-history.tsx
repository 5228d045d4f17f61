import { t } from '@careops/core/i18n';
import { auditResource, formatCell } from '@careops/core/resources';
import { useState } from 'react';
import { ListPager } from '../list/list-pager';
import { QueryView } from '../query/query-state';
import { useQuery } from '../query/use-query';
import { callEndpoint, listAnswerOf } from '../resource-api';

export interface RecordHistoryProps {
  /** The audit entity of the record, e.g. 'system_user'. */
  entity: string;
  entityId: number;
  /** Changes when the record changes, so the history reloads with it. */
  version: unknown;
}

const PAGE = 10;
/** The audit columns a record's history shows (the record itself needs no column). */
const shownKeys = ['at', 'actorUsername', 'channel', 'action', 'address'];
const columns = auditResource.list.columns.filter((c) => shownKeys.includes(c.key));
const before = auditResource.list.columns.find((c) => c.key === 'before');
const after = auditResource.list.columns.find((c) => c.key === 'after');

/** A record's history: its audit rows, newest first, with what changed (before → after). */
export function RecordHistory({ entity, entityId, version }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  const { state, refresh } = useQuery(JSON.stringify([entity, entityId, page, version]), (api, signal) =>
    callEndpoint(api, 'getRecordHistory', { entity, entityId, page, limit: PAGE }, { silent: true, signal }).then(listAnswerOf),
  );

  return (
    <section aria-labelledby="record-history-heading" data-testid="record-history" className="space-y-3">
      <h2 id="record-history-heading" className="text-base font-semibold text-gray-900">
        {t('web.list.detail.history')}
      </h2>
      <QueryView state={state} onRetry={refresh} isEmpty={(data) => data.list.length === 0} emptyText={t('web.list.detail.historyEmpty')}>
        {(data) => (
          <>
            <div className="overflow-x-auto rounded border border-gray-200 bg-white">
              <table className="min-w-full text-left text-sm">
                <caption className="sr-only">{t('web.list.detail.history')}</caption>
                <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
                  <tr>
                    {columns.map((c) => (
                      <th key={c.key} scope="col" className="px-3 py-2 font-medium">
                        {t(c.title)}
                      </th>
                    ))}
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('web.list.detail.changes')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={String(row.id)} className="border-b border-gray-100 align-top last:border-0" data-testid="history-row" data-action={String(row.action)}>
                      {columns.map((c) => (
                        <td key={c.key} className="px-3 py-2 whitespace-nowrap text-gray-900">
                          {formatCell(c, row)}
                        </td>
                      ))}
                      <td className="px-3 py-2 font-mono text-xs break-all text-gray-800">
                        {before && row.before !== null && <div>− {formatCell(before, row)}</div>}
                        {after && row.after !== null && <div>+ {formatCell(after, row)}</div>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPager page={page} limit={PAGE} total={data.total} sizes={[PAGE]} onChange={(next) => setPage(next.page)} />
          </>
        )}
      </QueryView>
    </section>
  );
}
