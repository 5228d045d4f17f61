import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { auditResource, formatCell } from '@careops/core/resources';
import { useEffect, useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { ListPager } from '../list/list-pager';
import { callEndpoint, listAnswerOf, type Row } from '../resource-api';

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

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: Row[]; total: number };

/** A record's history: its audit rows, newest first, with what changed (before → after). */
export function RecordHistory({ entity, entityId, version }: RecordHistoryProps) {
  const { api } = useConsole();
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    callEndpoint(api, 'getRecordHistory', { entity, entityId, page, limit: PAGE }, { silent: true }).then(
      (answer) => {
        const { list, total } = listAnswerOf(answer);
        if (live) setLoad({ state: 'ready', rows: list, total });
      },
      (error: unknown) => live && setLoad({ state: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, entity, entityId, page, version]);

  return (
    <section aria-labelledby="record-history-heading" data-testid="record-history" className="space-y-3">
      <h2 id="record-history-heading" className="text-base font-semibold text-gray-900">
        {t('web.list.detail.history')}
      </h2>
      {load.state === 'loading' && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
      {load.state === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && load.rows.length === 0 && <p className="text-sm text-gray-600">{t('web.list.detail.historyEmpty')}</p>}
      {load.state === 'ready' && load.rows.length > 0 && (
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
                {load.rows.map((row) => (
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
          <ListPager page={page} limit={PAGE} total={load.total} sizes={[PAGE]} onChange={(next) => setPage(next.page)} />
        </>
      )}
    </section>
  );
}
