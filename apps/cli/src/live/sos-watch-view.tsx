import type { AlarmSummary } from '@careops/core/contract';
import { formatRelativeTime } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { withAlarmEvent } from '@careops/core/resources';
import { Box, render, Text, useApp, useInput } from 'ink';
import { useEffect, useState } from 'react';
import type { Io } from '../io/io';
import type { CliSession } from '../session/cli-session';
import { followLive } from './live-stream';

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

function WatchApp({ session, initial, count }: { session: CliSession; initial: AlarmSummary[]; count: number | undefined }) {
  const { exit } = useApp();
  const [alarms, setAlarms] = useState(initial);
  const [live, setLive] = useState(false);
  const [now, setNow] = useState(Date.now());
  useInput((input, key) => {
    if (input === 'q' || (key.ctrl && input === 'c')) exit();
  });
  useEffect(() => {
    const run = followLive(session, {
      topics: ['alarm'],
      ...(count ? { count } : {}),
      onStatus: setLive,
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
  }, [session, count, exit]);
  return <AlarmTable alarms={alarms} live={live} now={now} />;
}

/** `careops sos watch` on a terminal: the open alarms, updated in place as events arrive; q or Ctrl+C quits. */
export async function watchAlarmsOnTerminal(io: Io, session: CliSession, count: number | undefined): Promise<void> {
  session.requireSignedIn();
  const page = await session.api.call('getAlarmList', { status: 'open', limit: 100, sort: '-raisedAt' });
  const instance = render(<WatchApp session={session} initial={page.list} count={count} />, {
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
