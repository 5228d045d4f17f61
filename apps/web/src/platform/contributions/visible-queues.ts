import type { WorkQueue } from './console-area';

/** The queues a user sees: permitted, and linking to a page they can open. */
export function visibleQueues(queues: readonly WorkQueue[], permissions: ReadonlySet<string>, canOpen: (path: string) => boolean): WorkQueue[] {
  const ids = new Set<string>();
  for (const q of queues) {
    if (ids.has(q.id)) throw new Error(`work queue "${q.id}" is listed twice`);
    ids.add(q.id);
  }
  return queues.filter((q) => permissions.has(q.permission) && canOpen(q.link));
}
