/** Items worked on at once: enough to hide round trips, few enough not to crowd the server. */
export const BULK_CONCURRENCY = 4;

/**
 * Runs `work` over items, `concurrency` at a time, keeping their order in the answers. Once
 * `stopped()` says so no new item starts (those in flight finish); the items never started
 * are answered by `skipped`.
 */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  stopped: () => boolean,
  skipped: (item: T, index: number) => R,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stopped()) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, lane));
  for (let index = next; index < items.length; index++) results[index] = skipped(items[index] as T, index);
  return results;
}
