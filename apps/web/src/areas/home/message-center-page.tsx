import { messageOf } from '@careops/core/client';
import type { StaffMessage } from '@careops/core/contract';
import { formatDate, formatRelativeTime } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { opensPage } from '../../platform/shell/resolve-location';
import { PAGE_SIZES, Pagination } from '../../ui/pagination';
import { setUnread } from '../../platform/messages/unread-messages';

interface Query {
  page: number;
  limit: number;
  unreadOnly: boolean;
}

function readQuery(search: string): Query {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 20,
    unreadOnly: params.get('unread') === '1',
  };
}

function writeQuery(path: string, q: Query): string {
  const params = new URLSearchParams();
  if (q.page !== 1) params.set('page', String(q.page));
  if (q.limit !== 20) params.set('limit', String(q.limit));
  if (q.unreadOnly) params.set('unread', '1');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: StaffMessage[]; total: number };

/** /message-center (hidden, from the bell): staff notifications, paged, marked read one by one or all. */
export function MessageCenterPage() {
  const { api, permissionNodes } = useConsole();
  const { path, search, active } = usePage();
  const query = useMemo(() => readQuery(search), [search]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  const fetchPage = useCallback(async () => {
    try {
      const answer = await api.call('getStaffMessageList', { page: query.page, limit: query.limit, unreadOnly: query.unreadOnly }, { silent: true });
      setLoad({ state: 'ready', list: answer.list, total: answer.total });
      setUnread(answer.unread);
    } catch (error) {
      setLoad({ state: 'failed', message: messageOf(error) });
    }
  }, [api, query]);

  useEffect(() => {
    if (active) void fetchPage();
  }, [active, fetchPage]);

  const go = (next: Partial<Query>) => navigate(writeQuery(path, { ...query, ...next }), { replace: true });

  const markRead = async (ids?: number[]) => {
    setBusy(true);
    try {
      await api.call('markStaffMessagesRead', ids ? { ids } : {});
      await fetchPage();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4 p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-xl font-semibold text-gray-900">{t('web.messages.title')}</h1>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" checked={query.unreadOnly} onChange={(e) => go({ unreadOnly: e.target.checked, page: 1 })} data-testid="messages-unread-only" />
          {t('web.messages.unreadOnly')}
        </label>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void markRead()} data-testid="messages-mark-all">
          {t('web.messages.markAllRead')}
        </button>
      </div>
      {load.state === 'loading' && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
      {load.state === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          {load.list.length === 0 ? (
            <p className="rounded border border-gray-200 bg-white p-6 text-center text-sm text-gray-600" data-testid="messages-empty">
              {t('web.messages.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded border border-gray-200 bg-white" data-testid="messages-list">
              {load.list.map((m) => {
                const target = m.link ?? '';
                const linkable = target !== '' && opensPage(target, permissionNodes);
                return (
                  <li key={m.id} data-testid="message" data-read={m.readAt !== null} className="flex flex-wrap items-start gap-3 p-4">
                    <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${m.readAt === null ? 'bg-danger' : 'bg-gray-300'}`} />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-gray-900">
                        {m.readAt === null && <span className="sr-only">{t('web.messages.unread')} </span>}
                        {m.title}
                      </p>
                      <p className="mt-1 text-sm text-gray-700">{m.body}</p>
                      <p className="mt-1 text-xs text-gray-600">
                        <time dateTime={new Date(m.createdAt).toISOString()} title={formatDate(m.createdAt)}>
                          {formatRelativeTime(m.createdAt)}
                        </time>
                      </p>
                    </div>
                    <div className="flex gap-2">
                      {linkable && (
                        <Link href={target} className="btn-secondary px-3 py-1">
                          {t('web.messages.open')}
                        </Link>
                      )}
                      {m.readAt === null && (
                        <button type="button" className="btn-secondary px-3 py-1" disabled={busy} onClick={() => void markRead([m.id])} data-testid="message-mark-read">
                          {t('web.messages.markRead')}
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
          <Pagination page={query.page} limit={query.limit} total={load.total} onChange={(next) => go(next)} />
        </>
      )}
    </div>
  );
}
