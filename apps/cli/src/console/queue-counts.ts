import type { ApiClient } from '@careops/core/client';
import type { EndpointName } from '@careops/core/contract';
import type { MessageKey } from '@careops/core/i18n';
import { callEndpoint, isRecord } from '@careops/core/resources';

/** A work queue counted in the header: what waits for this user, and the list it opens. */
export interface QueueSource {
  id: string;
  title: MessageKey;
  /** The permission the queue needs (as on the web's Home board). */
  permission: string;
  /** The endpoint answering the count, and its key there. */
  endpoint: EndpointName;
  key: string;
  /** The descriptor whose list (or review mode) the queue opens, and the list's filter. */
  resource: string;
  filter?: string;
  review?: boolean;
}

/** The queues the header counts, in the web Home board's order. */
export const queueSources: readonly QueueSource[] = [
  { id: 'orders.organisationReview', title: 'console.queue.organisationReview', permission: 'orderList.review', endpoint: 'getOrderQueueCounts', key: 'organisationReview', resource: 'orders', filter: '--status pending-organisation-review' },
  { id: 'orders.customerServiceReview', title: 'console.queue.customerServiceReview', permission: 'orderList.review', endpoint: 'getOrderQueueCounts', key: 'customerServiceReview', resource: 'orders', filter: '--status pending-customer-service-review' },
  { id: 'orders.priceChanges', title: 'console.queue.priceChanges', permission: 'orderAlterPrice.review', endpoint: 'getOrderQueueCounts', key: 'priceChangesPending', resource: 'priceChanges', filter: '--status pending' },
  { id: 'orders.wasteOverdue', title: 'console.queue.wasteOverdue', permission: 'medicalWaste', endpoint: 'getOrderQueueCounts', key: 'wasteOverdue', resource: 'waste', filter: '--overdue yes' },
  { id: 'people.nurseApplications', title: 'console.queue.applications', permission: 'nurseExamine.review', endpoint: 'getReviewQueueCounts', key: 'nurseApplications', resource: 'nurseApplications', review: true },
  { id: 'people.assistiveCards', title: 'console.queue.cards', permission: 'assistiveCard.review', endpoint: 'getReviewQueueCounts', key: 'assistiveCards', resource: 'assistiveCards', review: true },
];

export interface QueueCount {
  source: QueueSource;
  count: number;
}

/** How often the header asks for the counts again. */
export const QUEUE_POLL_MS = 15_000;

/**
 * The counts of the queues the user may see: one call per counting endpoint (each answers all
 * its queues); a count the server withholds (null) is left out.
 */
export async function readQueueCounts(api: ApiClient, permissions: ReadonlySet<string>): Promise<QueueCount[]> {
  const visible = queueSources.filter((q) => permissions.has(q.permission));
  const endpoints = [...new Set(visible.map((q) => q.endpoint))];
  const answers = new Map(await Promise.all(endpoints.map(async (e) => [e, await callEndpoint(api, e, {})] as const)));
  return visible.flatMap((source) => {
    const answer = answers.get(source.endpoint);
    const count = isRecord(answer) ? answer[source.key] : undefined;
    return typeof count === 'number' ? [{ source, count }] : [];
  });
}
