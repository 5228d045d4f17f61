import type { ApiClient } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import type { WorkQueue } from '../../platform/contributions/console-area';
import { CARDS_REVIEW_LINK, APPLICATIONS_REVIEW_LINK } from './review/review-links';

type Counts = { nurseApplications: number | null; assistiveCards: number | null };

// Both cards read one answer: the board asks for each queue at the same moment.
let inFlight: { api: ApiClient; at: number; answer: Promise<Counts> } | null = null;
const SHARE_MS = 1000;

function reviewCounts(api: ApiClient): Promise<Counts> {
  const now = Date.now();
  if (!inFlight || inFlight.api !== api || now - inFlight.at > SHARE_MS) {
    inFlight = { api, at: now, answer: api.call('getReviewQueueCounts', {}, { silent: true }) };
  }
  return inFlight.answer;
}

/** Forgets the shared answer (at sign-out: the next user asks afresh). */
export function forgetReviewQueueCounts(): void {
  inFlight = null;
}

/** A count the server withheld (null: the caller may not review that queue) is an error, never a made-up 0. */
function counted(value: number | null): number {
  if (value === null) throw new Error(t('people.ui.queue.notReviewer'));
  return value;
}

/** The people area's queues on the Home board (what waits for review), in board order. */
export const peopleQueues: readonly WorkQueue[] = [
  {
    id: 'people.nurseApplications',
    title: () => t('people.ui.queue.applications'),
    permission: 'nurseExamine.review',
    count: async (api) => counted((await reviewCounts(api)).nurseApplications),
    link: APPLICATIONS_REVIEW_LINK,
  },
  {
    id: 'people.assistiveCards',
    title: () => t('people.ui.queue.cards'),
    permission: 'assistiveCard.review',
    count: async (api) => counted((await reviewCounts(api)).assistiveCards),
    link: CARDS_REVIEW_LINK,
  },
];
