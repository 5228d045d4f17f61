import type { AlarmSummary } from '@careops/core/contract';
import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mayCall } from '../../kit/resource-api';
import { useLiveEvents } from '../../platform/live/live-events';
import { useConsole } from '../../platform/shell/console-context';
import { askDesktopNotifications, desktopNotificationsAskable, notifyDesktop, playAlarmSound } from './alarm-alert';

const waiting = (alarm: AlarmSummary) => alarm.status === 'active' || alarm.status === 'escalated';

/**
 * The SOS banner over every page: a new alarm opens it with a sound and a desktop notification;
 * it stays until someone acknowledges the alarm (here, anywhere else, or on another console).
 * Its acknowledge button takes the focus, so Enter (or `a`) acknowledges from the keyboard.
 */
export function AlarmBanner() {
  const { api, permissions, navigate } = useConsole();
  const may = permissions.has('securityCenterList');
  const [open, setOpen] = useState<AlarmSummary[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [askable, setAskable] = useState(desktopNotificationsAskable);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    if (!may) return;
    api.call('getAlarmList', { status: 'open', limit: 50, sort: '-raisedAt' }, { silent: true }).then(
      (page) => setOpen(page.list.filter(waiting)),
      () => undefined,
    );
  }, [api, may]);
  useEffect(load, [load]);

  useLiveEvents(
    useCallback(
      (event) => {
        if (event.topic === 'reset') return load();
        if (event.topic !== 'alarm') return;
        const { alarm, step } = event.data;
        setOpen((current) => {
          const others = current.filter((a) => a.id !== alarm.id);
          return waiting(alarm) ? [alarm, ...others] : others;
        });
        if (step?.step === 'raised') {
          playAlarmSound();
          const title = t(alarm.drill ? 'security.ui.bannerDrill' : 'security.ui.banner', { nurse: alarm.nurse.name, studio: alarm.studio.name });
          notifyDesktop(title, alarm.address, () => navigate(`${routes.alarmList.path({})}?id=${alarm.id}`));
        }
      },
      [load, navigate],
    ),
    ['alarm'],
  );

  const shown = open[0];
  useEffect(() => {
    if (shown) button.current?.focus();
  }, [shown?.id]);

  if (!may || !shown) return null;
  const canAck = mayCall(permissions, 'acknowledgeAlarm');
  const acknowledge = async () => {
    setProblem(null);
    try {
      await api.call('acknowledgeAlarm', { alarmId: shown.id }, { silent: true });
      setOpen((current) => current.filter((a) => a.id !== shown.id));
    } catch (error) {
      setProblem(messageOf(error));
      load();
    }
  };
  const title = t(shown.drill ? 'security.ui.bannerDrill' : 'security.ui.banner', { nurse: shown.nurse.name, studio: shown.studio.name });
  return (
    <div
      role="alertdialog"
      aria-labelledby="sos-banner-title"
      aria-describedby="sos-banner-address"
      data-testid="sos-banner"
      data-alarm-id={shown.id}
      className="fixed inset-x-0 top-0 z-[80] flex flex-wrap items-center gap-3 bg-danger px-4 py-3 text-white shadow-lg"
      onKeyDown={(event) => {
        if (event.key === 'a' && canAck && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault();
          void acknowledge();
        }
      }}
    >
      <strong id="sos-banner-title" className="text-base">
        {title}
      </strong>
      <span id="sos-banner-address" className="text-sm">
        {shown.address}
      </span>
      {open.length > 1 && <span className="rounded bg-white/20 px-2 text-sm">+{open.length - 1}</span>}
      {problem && (
        <span role="alert" className="text-sm">
          {problem}
        </span>
      )}
      <span className="ml-auto flex gap-2">
        {askable && (
          <button type="button" className="rounded bg-white/15 px-3 py-1 text-sm hover:bg-white/25" onClick={() => void askDesktopNotifications().finally(() => setAskable(desktopNotificationsAskable()))}>
            {t('security.ui.bannerNotify')}
          </button>
        )}
        <button type="button" className="rounded bg-white/15 px-3 py-1 text-sm hover:bg-white/25" onClick={() => navigate(`${routes.alarmList.path({})}?id=${shown.id}`)}>
          {t('security.ui.bannerOpen')}
        </button>
        {canAck && (
          <button ref={button} type="button" className="rounded bg-white px-3 py-1 text-sm font-semibold text-danger" onClick={() => void acknowledge()} data-testid="sos-banner-ack">
            {t('security.ui.bannerAck')}
          </button>
        )}
      </span>
    </div>
  );
}
