import type { LiveEvent } from '@careops/core/client';
import type { AlarmSummary } from '@careops/core/contract';
import { formatRelativeTime } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { withAlarmEvent } from '@careops/core/resources';
import { Box, render, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Io } from '../io/io';
import type { CliSession } from '../session/cli-session';
import { followLive, type LiveRun } from './live-stream';

const statusText = (alarm: AlarmSummary) => t(`security.status.${alarm.status}` as 'security.status.active');
const pad = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width));

/** One row per open alarm, newest first (core's withAlarmEvent keeps the list, as the terminal panel's table); a closed alarm leaves it. Pure: tested with ink-testing-library. */
export function AlarmTable({ alarms, live, now }: { alarms: readonly AlarmSummary[]; live: boolean; now: number }) {
  return (
    <Box flexDirection="column">
      <Text bold>
        {t('security.res.title')} · {live ? t('security.ui.live') : t('security.ui.offline')}
      </Text>
      <Text dimColor>{`${pad('id', 7)}${pad(t('security.res.status'), 22)}${pad(t('security.res.nurse'), 16)}${pad(t('security.res.studio'), 22)}${pad(t('security.res.raisedAt'), 16)}${t('security.res.handler')}`}</Text>
      {alarms.length === 0 ? <Text dimColor>{t('security.cmd.watch.waiting')}</Text> : null}
      {alarms.map((alarm) => (
        <Text key={alarm.id} color={alarm.status === 'acknowledged' ? undefined : 'red'}>
          {`${pad(String(alarm.id), 7)}${pad(`${statusText(alarm)}${alarm.drill ? ` (${t('security.res.drill')})` : ''}`, 22)}${pad(alarm.nurse.name, 16)}${pad(alarm.studio.name, 22)}${pad(formatRelativeTime(alarm.raisedAt, now), 16)}${alarm.handler?.name ?? ''}`}
        </Text>
      ))}
    </Box>
  );
}

/** The alarms' live channel as the watch follows it (`followLive` for the profile's session). */
export type FollowAlarms = (handlers: { onStatus(live: boolean): void; onEvent(event: LiveEvent): void }) => LiveRun;

/**
 * The watch: `initial` (the open alarms read before it drew), updated by the stream's events. A
 * stream hears only what happens once it is open, so the open alarms are read again (`readOpen`)
 * each time it connects: one raised in between is not missed.
 */
export function WatchApp({ initial, follow, readOpen }: { initial: AlarmSummary[]; follow: FollowAlarms; readOpen(): Promise<AlarmSummary[]> }) {
  const { exit } = useApp();
  const [alarms, setAlarms] = useState(initial);
  const [live, setLive] = useState(false);
  const [now, setNow] = useState(Date.now());
  useInput((input, key) => {
    if (input === 'q' || (key.ctrl && input === 'c')) exit();
  });
  useEffect(() => {
    let connected = false;
    const run = follow({
      onStatus: (isLive) => {
        if (isLive && !connected) {
          readOpen().then(
            (open) => setAlarms((current) => open.reduce((list, alarm) => (list.some((a) => a.id === alarm.id) ? list : withAlarmEvent(list, alarm)), current)),
            () => undefined,
          );
        }
        connected = isLive;
        setLive(isLive);
      },
      onEvent: (event) => {
        if (event.topic !== 'alarm') return;
        const { alarm } = event.data;
        setAlarms((current) => withAlarmEvent(current, alarm));
      },
    });
    // The last event's frame is drawn before leaving.
    void run.done.then((error) => setTimeout(() => exit(error ?? undefined), 100));
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => {
      clearInterval(timer);
      run.stop();
    };
  }, [follow, readOpen, exit]);
  return <AlarmTable alarms={alarms} live={live} now={now} />;
}

/** `careops sos watch` on a terminal: the open alarms, updated in place as events arrive; q or Ctrl+C quits. */
export async function watchAlarmsOnTerminal(io: Io, session: CliSession, count: number | undefined): Promise<void> {
  session.requireSignedIn();
  const readOpen = async () => (await session.api.call('getAlarmList', { status: 'open', limit: 100, sort: '-raisedAt' })).list;
  const follow: FollowAlarms = (handlers) => followLive(session, { topics: ['alarm'], ...(count ? { count } : {}), ...handlers });
  const instance = render(<WatchApp initial={await readOpen()} follow={follow} readOpen={readOpen} />, {
    stdout: io.stdout as NodeJS.WriteStream,
    stdin: io.stdin as NodeJS.ReadStream,
    exitOnCtrlC: false,
    patchConsole: false,
  });
  const stop = () => instance.unmount();
  process.once('SIGTERM', stop);
  try {
    await instance.waitUntilExit();
  } finally {
    process.off('SIGTERM', stop);
    instance.cleanup();
  }
}
