import type { ApiClient } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { useCallback, useEffect } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../ui/icon';
import { useLiveEvents } from '../live/live-events';
import { refreshUnread, useUnreadMessages } from './unread-messages';

/** How often the unread count is asked for while the console is open. */
export const UNREAD_POLL_MS = 60_000;

/** The top-bar bell: the unread count, a link to the message center. */
export function MessageBell({ api }: { api: ApiClient }) {
  const unread = useUnreadMessages();

  useEffect(() => {
    const poll = () => void refreshUnread(api).catch(() => undefined);
    poll();
    const timer = setInterval(poll, UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [api]);

  // A new notification is pushed (live channel): the count follows at once; the poll stays as a fallback.
  const recount = useCallback(() => void refreshUnread(api).catch(() => undefined), [api]);
  useLiveEvents(recount, ['message']);

  const label = unread ? t('web.messages.bellUnread', { count: unread }) : t('web.messages.bell');
  return (
    <Link href="/message-center" className="btn-icon" aria-label={label} title={label} data-testid="message-bell">
      <Icon name="bell" />
      {unread ? (
        <span className="badge" data-testid="message-unread" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
