import type { AlarmSummary } from '../../contract/schemas/security-alarms';
import { formatRelativeTime } from '../../format/relative-time';
import { t } from '../../i18n/translate';
import type { CommandResult } from '../../commands/types';

/** Whether an alarm is still open (it stays in a watch's table until closed). */
export const isOpenAlarm = (alarm: AlarmSummary) => alarm.status === 'active' || alarm.status === 'escalated' || alarm.status === 'acknowledged';

/** The open alarms after an alarm event: the alarm as it now is in its place, newest first; a closed one leaves. */
export function withAlarmEvent(alarms: readonly AlarmSummary[], alarm: AlarmSummary): AlarmSummary[] {
  return [...(isOpenAlarm(alarm) ? [alarm] : []), ...alarms.filter((a) => a.id !== alarm.id)].sort((a, b) => b.raisedAt - a.raisedAt);
}

/** `sos watch`'s table (the terminal panel's live table; `careops sos watch` draws the same columns with Ink). */
export function alarmWatchTable(alarms: readonly AlarmSummary[], now = Date.now()): Extract<CommandResult, { kind: 'table' }> {
  return {
    kind: 'table',
    columns: [
      { key: 'id', title: 'id' },
      { key: 'status', title: t('security.res.status') },
      { key: 'nurse', title: t('security.res.nurse') },
      { key: 'studio', title: t('security.res.studio') },
      { key: 'raisedAt', title: t('security.res.raisedAt') },
      { key: 'handler', title: t('security.res.handler') },
    ],
    rows: alarms.map((alarm) => ({
      id: alarm.id,
      status: `${t(`security.status.${alarm.status}` as 'security.status.active')}${alarm.drill ? ` (${t('security.res.drill')})` : ''}`,
      nurse: alarm.nurse.name,
      studio: alarm.studio.name,
      raisedAt: formatRelativeTime(alarm.raisedAt, now),
      handler: alarm.handler?.name ?? '',
    })),
    data: [...alarms],
  };
}
