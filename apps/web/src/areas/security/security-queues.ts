import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import type { WorkQueue } from '../../platform/contributions/console-area';

/** The security center's queue on the Home board: alarms not yet closed. */
export const securityQueues: readonly WorkQueue[] = [
  {
    id: 'security.openAlarms',
    title: () => t('security.ui.queue.open'),
    permission: 'securityCenterList',
    count: async (api) => (await api.call('getAlarmList', { status: 'open', limit: 1 }, { silent: true })).total,
    link: `${routes.alarmList.path({})}?status=open`,
  },
];
