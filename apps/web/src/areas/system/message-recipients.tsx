import { RECIPIENT_STATUSES } from '@careops/core/contract';
import { formatDate } from '@careops/core/format';
import { t, type MessageKey } from '@careops/core/i18n';
import { LIST_DEFAULT_LIMIT, LIST_PAGE_SIZES } from '@careops/core/resources';
import { useId, useState } from 'react';
import { ListPager } from '../../kit/list/list-pager';
import { QueryView } from '../../kit/query/query-state';
import { useQuery } from '../../kit/query/use-query';

const statusLabel: Record<string, MessageKey> = {
  pending: 'web.system.recipients.pending',
  delivered: 'web.system.recipients.delivered',
  failed: 'web.system.recipients.failed',
};

/** A message record's recipients with their delivery status, paged, filtered by status. */
export function MessageRecipients({ recordId }: { recordId: number }) {
  const statusId = useId();
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState({ page: 1, limit: LIST_DEFAULT_LIMIT });
  const chosen = RECIPIENT_STATUSES.find((s) => s === status);
  const { state, refresh } = useQuery(JSON.stringify([recordId, chosen, paging]), (api, signal) =>
    api
      .call('getMessageRecord', { id: recordId, page: paging.page, limit: paging.limit, ...(chosen ? { status: chosen } : {}) }, { silent: true, signal })
      .then((answer) => answer.recipients),
  );

  return (
    <section aria-labelledby="recipients-heading" className="space-y-3" data-testid="message-recipients">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="recipients-heading" className="mr-auto text-base font-semibold text-gray-900">
          {t('web.system.recipients.title')}
        </h2>
        <div>
          <label htmlFor={statusId} className="field-label">
            {t('web.system.recipients.status')}
          </label>
          <select
            id={statusId}
            className="field-input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
            data-testid="recipients-status"
          >
            <option value="">{t('web.list.any')}</option>
            {RECIPIENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(statusLabel[s] ?? 'web.system.recipients.pending')}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView state={state} onRetry={refresh} isEmpty={(data) => data.list.length === 0} emptyText={t('common.empty')}>
        {(data) => (
          <div className="overflow-x-auto rounded border border-gray-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">{t('web.system.recipients.title')}</caption>
              <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{t('resources.field.name')}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('web.system.recipients.kind')}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('web.system.recipients.address')}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('web.system.recipients.status')}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('web.system.recipients.deliveredAt')}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{t('web.system.recipients.error')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id} className="border-b border-gray-100 last:border-0" data-testid="recipient-row" data-status={r.status}>
                    <td className="px-3 py-2">{r.name}</td>
                    <td className="px-3 py-2">{r.kind}</td>
                    <td className="px-3 py-2">{r.address}</td>
                    <td className={`px-3 py-2 ${r.status === 'failed' ? 'text-danger' : ''}`}>{statusLabel[r.status] ? t(statusLabel[r.status] as MessageKey) : r.status}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{r.deliveredAt === null ? '—' : formatDate(r.deliveredAt)}</td>
                    <td className="px-3 py-2">{r.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {state.data && <ListPager page={paging.page} limit={paging.limit} total={state.data.total} sizes={LIST_PAGE_SIZES} onChange={setPaging} />}
    </section>
  );
}
