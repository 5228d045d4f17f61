import { messageOf } from '../../client/api-transport-error';
import { CareOpsError } from '../../contract/careops-error';
import type { CommandContext, CommandItemResult } from '../../commands/types';

/** Items worked on at once: enough to hide round trips, few enough not to crowd the server. */
export const BULK_CONCURRENCY = 4;

// These concern the caller, not the item: every other item would fail the same way.
const fatalCodes = new Set(['sessionExpired', 'accountDisabled', 'permissionDenied']);

/**
 * Runs `work` once per id (a few at a time), each with its own result, in the order given;
 * reports progress after each. An error that is about the caller (signed out, no permission)
 * stops the run and is thrown, since no item could succeed.
 */
export async function runEach(
  ctx: CommandContext,
  ids: readonly string[],
  work: (id: string) => Promise<string>,
  concurrency: number = BULK_CONCURRENCY,
): Promise<CommandItemResult[]> {
  const results: CommandItemResult[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  let fatal: unknown;
  ctx.progress?.(0, ids.length);
  const worker = async () => {
    while (fatal === undefined && next < ids.length) {
      const index = next;
      next += 1;
      const id = ids[index] ?? '';
      try {
        results[index] = { id, ok: true, message: await work(id) };
      } catch (error) {
        if (error instanceof CareOpsError && fatalCodes.has(error.code)) {
          fatal ??= error;
          return;
        }
        results[index] = { id, ok: false, message: messageOf(error) };
      }
      done += 1;
      ctx.progress?.(done, ids.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  if (fatal !== undefined) throw fatal;
  return results;
}
