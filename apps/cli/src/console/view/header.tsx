import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { Box, Text } from 'ink';
import { useEffect, useRef, useState } from 'react';
import type { AlarmSummary } from '@careops/core/contract';
import { isOpenAlarm, readOpenAlarms } from '../live-feed';
import { readQueueCounts, type QueueCount } from '../queue-counts';
import { useConsoleEnv } from './console-context';

/** Re-reading the counts waits this long after a push, so a burst of changes costs one read. */
const PUSH_SETTLE_MS = 250;

export interface LiveHeader {
  counts: QueueCount[] | null;
  error: string | null;
  /** The push channel is connected (else the counts are polled). */
  pushed: boolean;
  /** Open SOS alarms (active or escalated), newest first: they take over the header. */
  alarms: AlarmSummary[];
}

/**
 * The header's live data: the queue counts, re-read when the push channel says a queue changed
 * and every `pollMs` while it is not connected; open SOS alarms as the channel reports them.
 */
export function useLiveHeader(): LiveHeader {
  const { api, model, permissions, pollMs, initialCounts, live } = useConsoleEnv();
  const [counts, setCounts] = useState<QueueCount[] | null>(initialCounts ?? null);
  const [error, setError] = useState<string | null>(null);
  const [pushed, setPushed] = useState(false);
  const [alarms, setAlarms] = useState<AlarmSummary[]>([]);
  const pushedRef = useRef(false);
  useEffect(() => {
    let alive = true;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      readQueueCounts(api, permissions).then(
        (next) => {
          if (!alive) return;
          setCounts(next);
          setError(null);
        },
        (e: unknown) => alive && setError(messageOf(e)),
      );
    const readAlarms = () =>
      readOpenAlarms(api, model.resources, permissions).then(
        (open) => alive && open.length > 0 && setAlarms((list) => [...list, ...open.filter((a) => !list.some((b) => b.id === a.id))]),
        () => undefined,
      );
    if (!initialCounts) void read();
    void readAlarms();
    const timer = setInterval(() => {
      if (!pushedRef.current) void read();
    }, pollMs);
    const stop = live?.({
      onQueues: () => {
        clearTimeout(settle);
        settle = setTimeout(() => void read(), PUSH_SETTLE_MS);
      },
      onAlarm: (alarm) => setAlarms((list) => (isOpenAlarm(alarm) ? [alarm, ...list.filter((a) => a.id !== alarm.id)] : list.filter((a) => a.id !== alarm.id))),
      onStatus: (connected) => {
        // A stream hears only what happens once it is open: what changed since the reads above
        // (or while it was away) is read again as it connects.
        if (connected && !pushedRef.current) {
          void read();
          void readAlarms();
        }
        pushedRef.current = connected;
        setPushed(connected);
      },
    });
    return () => {
      alive = false;
      clearInterval(timer);
      clearTimeout(settle);
      stop?.();
    };
  }, [api, model, permissions, pollMs, initialCounts, live]);
  return { counts, error, pushed, alarms };
}

/** Server, user and the queue counts, on one line (two when narrow), with the view's title under it. */
export function Header({ title, live }: { title: string; live: LiveHeader }) {
  const { server, user, theme, pollMs } = useConsoleEnv();
  const { counts, error, pushed, alarms } = live;
  const alarm = alarms[0];
  const who = user ? t('console.header.user', { name: user.name, username: user.username }) : '';
  // Always three lines (never wrapped): the views' height is the terminal's minus a fixed chrome.
  return (
    <Box flexDirection="column">
      <Text wrap="truncate-end">
        <Text bold color={theme.accent}>
          {t('app.productName')}
        </Text>
        {`  ${server}  ${who}`}
      </Text>
      {counts === null ? (
        <Text color={theme.dim} wrap="truncate-end">
          {error ? t('console.header.queueFailed', { message: error }) : t('common.loading')}
        </Text>
      ) : (
        <Text wrap="truncate-end">
          {counts.map((c, i) => (
            <Text key={c.source.id}>
              {i > 0 ? ' · ' : ''}
              {t(c.source.title)}{' '}
              <Text bold color={c.count > 0 ? theme.accent : undefined}>
                {c.count}
              </Text>
            </Text>
          ))}
          <Text color={theme.dim}> ({pushed ? t('console.header.pushed') : t('console.header.live', { seconds: Math.round(pollMs / 1000) })})</Text>
        </Text>
      )}
      {alarm ? (
        <Text bold inverse color={theme.danger} wrap="truncate-end">
          {` ${t('console.sos', { id: alarm.id, nurse: alarm.nurse.name, studio: alarm.studio.name, address: alarm.address, status: alarm.status })}${alarms.length > 1 ? ` · ${t('console.sosMore', { count: alarms.length - 1 })}` : ''} `}
        </Text>
      ) : (
        <Text bold inverse wrap="truncate-end">
          {` ${title} `}
        </Text>
      )}
    </Box>
  );
}
