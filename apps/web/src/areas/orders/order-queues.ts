import type { ApiClient } from '@careops/core/client';
import type { OrderQueueCounts } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { WorkQueue } from '../../platform/contributions/console-area';

/**
 * One `getOrderQueueCounts` call answers every orders queue; the board asks each queue's
 * count at once, so the calls made within a moment share one request.
 */
let pending: { api: ApiClient; answer: Promise<OrderQueueCounts>; at: number } | null = null;
const SHARE_MS = 1000;

function counts(api: ApiClient): Promise<OrderQueueCounts> {
  const now = Date.now();
  if (pending && pending.api === api && now - pending.at < SHARE_MS) return pending.answer;
  const answer = api.call('getOrderQueueCounts', {}, { silent: true });
  pending = { api, answer, at: now };
  return answer;
}

/** Forgets the shared answer (at sign-out: the next user asks afresh). */
export function forgetOrderQueueCounts(): void {
  pending = null;
}

/** A queue's count; null (the caller may not see that queue) counts as 0, as the permission already hides it. */
const countOf = (key: keyof OrderQueueCounts) => async (api: ApiClient) => (await counts(api))[key] ?? 0;

/** The orders area's queues on the Home board (what waits for review), in board order. */
export const orderQueues: readonly WorkQueue[] = [
  {
    id: 'orders.organisationReview',
    title: () => t('orders.ui.queue.organisationReview'),
    permission: 'orderList.review',
    count: countOf('organisationReview'),
    link: '/order/order-list?status=pending-organisation-review',
  },
  {
    id: 'orders.customerServiceReview',
    title: () => t('orders.ui.queue.customerServiceReview'),
    permission: 'orderList.review',
    count: countOf('customerServiceReview'),
    link: '/order/order-list?status=pending-customer-service-review',
  },
  {
    id: 'orders.priceChanges',
    title: () => t('orders.ui.queue.priceChanges'),
    permission: 'orderAlterPrice.review',
    count: countOf('priceChangesPending'),
    link: '/order/order-alter-price?status=pending',
  },
  {
    id: 'orders.wasteOverdue',
    title: () => t('orders.ui.queue.wasteOverdue'),
    permission: 'medicalWaste',
    count: countOf('wasteOverdue'),
    link: '/order/medical-waste?overdue=true',
  },
];
