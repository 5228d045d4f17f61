import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import type { WorkQueue } from '../../platform/contributions/console-area';

/** Feedback waiting for a first reply, on the Home board. */
export const feedbackQueues: readonly WorkQueue[] = [
  {
    id: 'marketing.openFeedback',
    title: () => t('marketing.res.feedback.queue'),
    permission: 'feedback',
    count: async (api) => (await api.call('getFeedbackList', { status: 'open', limit: 1 }, { silent: true })).total,
    link: `${routes.feedbackList.path({})}?status=open`,
  },
];
