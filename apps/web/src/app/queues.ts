import type { ApiClient } from '@careops/core';
import { orderQueues } from '../areas/orders/order-queues';
import { peopleQueues } from '../areas/people/people-queues';

/** One queue on the Home board: what waits for this user in an area. */
export interface WorkQueue {
  /** Stable id, e.g. 'orders.pendingReview'. */
  id: string;
  /** Title from the message catalogue (a function, so a language switch applies). */
  title(): string;
  /** Permission node code the user must hold for the queue to show. */
  permission: string;
  /** How many items wait; the board shows this number. */
  count(api: ApiClient): Promise<number>;
  /** The filtered list the count links to, e.g. '/order/order-list?status=-1'. */
  link: string;
}

/**
 * Every queue, in board order; each area lists its own (orders/order-queues.ts…). A queue
 * shows only when the user holds its permission and its link opens a page that exists.
 */
export const workQueues: readonly WorkQueue[] = [...orderQueues, ...peopleQueues];

/** The queues a user sees: permitted, and linking to a page they can open. */
export function visibleQueues(queues: readonly WorkQueue[], permissions: ReadonlySet<string>, canOpen: (path: string) => boolean): WorkQueue[] {
  const ids = new Set<string>();
  for (const q of queues) {
    if (ids.has(q.id)) throw new Error(`work queue "${q.id}" is listed twice`);
    ids.add(q.id);
  }
  return queues.filter((q) => permissions.has(q.permission) && canOpen(q.link));
}
