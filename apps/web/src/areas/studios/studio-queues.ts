import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import type { WorkQueue } from '../../platform/contributions/console-area';

/** Licences expiring within this many days show on Home (lapsed ones included). */
export const LICENCE_WARNING_DAYS = 30;

/** The nursing centers' queue on the Home board: licences to renew. */
export const studioQueues: readonly WorkQueue[] = [
  {
    id: 'studios.licences',
    title: () => t('studios.ui.queue.licences', { days: LICENCE_WARNING_DAYS }),
    permission: 'studioCenter',
    count: async (api) => (await api.call('getStudioList', { licenceExpiringWithinDays: LICENCE_WARNING_DAYS, limit: 1 }, { silent: true })).total,
    link: `${routes.studioList.path({})}?licenceExpiringWithinDays=${LICENCE_WARNING_DAYS}&sort=licenceExpiresAt`,
  },
];
