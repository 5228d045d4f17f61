import { messageOf } from '@careops/core/client';
import type { SessionInfo } from '@careops/core/contract';
import { formatDate, formatRelativeTime } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect, useState } from 'react';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast-store';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; list: SessionInfo[] };

/**
 * A user's live sessions (channel, address, browser, when started and last seen) on their
 * page, each with "end"; shown to holders of `systemUser.sessions`. Ending all of them is the
 * descriptor's "end sessions" action among the page's actions.
 */
export function UserSessions({ userId, onChange }: { userId: number; onChange(): void }) {
  const { api, permissions } = useConsole();
  const allowed = mayCall(permissions, 'getUserSessions');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);

  const fetchSessions = useCallback(async () => {
    try {
      const answer = await api.call('getUserSessions', { userId }, { silent: true });
      setLoad({ state: 'ready', list: answer.list });
    } catch (error) {
      setLoad({ state: 'failed', message: messageOf(error) });
    }
  }, [api, userId]);

  useEffect(() => {
    if (allowed) void fetchSessions();
  }, [allowed, fetchSessions]);

  if (!allowed) return null;

  const end = async (session: SessionInfo) => {
    if (!(await confirmDialog(t('web.system.sessions.confirm', { channel: session.channel, address: session.address || '—' })))) {
      toast.info(t('common.cancelled'));
      return;
    }
    setBusy(true);
    try {
      const answer = await api.call('endUserSessions', { userId, sessionId: session.id });
      toast.success(t('web.system.sessions.ended', { count: answer.ended }));
      await fetchSessions();
      onChange();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="user-sessions-heading" className="space-y-3" data-testid="user-sessions">
      <h2 id="user-sessions-heading" className="text-base font-semibold text-gray-900">
        {t('web.system.sessions.title')}
      </h2>
      {load.state === 'loading' && <p className="text-sm text-gray-600">{t('common.loading')}</p>}
      {load.state === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && load.list.length === 0 && <p className="text-sm text-gray-600">{t('web.system.sessions.empty')}</p>}
      {load.state === 'ready' && load.list.length > 0 && (
        <div className="overflow-x-auto rounded border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{t('web.system.sessions.title')}</caption>
            <thead className="border-b border-gray-200 bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('web.system.sessions.channel')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('web.system.sessions.address')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('web.system.sessions.browser')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('web.system.sessions.started')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('web.system.sessions.lastSeen')}</th>
                <th scope="col" className="px-3 py-2 font-medium">
                  <span className="sr-only">{t('web.system.sessions.end')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {load.list.map((session) => (
                <tr key={session.id} className="border-b border-gray-100 last:border-0" data-testid="session-row">
                  <td className="px-3 py-2">
                    {session.channel}
                    {session.current && <span className="ml-2 text-xs text-gray-600">({t('web.system.sessions.current')})</span>}
                  </td>
                  <td className="px-3 py-2">{session.address}</td>
                  <td className="max-w-64 truncate px-3 py-2" title={session.userAgent}>
                    {session.userAgent}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(session.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap" title={formatDate(session.lastSeenAt)}>
                    {formatRelativeTime(session.lastSeenAt)}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <button type="button" className="btn-secondary px-3 py-1" disabled={busy} onClick={() => void end(session)} data-testid="session-end">
                      {t('web.system.sessions.end')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
