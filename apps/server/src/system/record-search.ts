import type { SearchHit } from '@careops/core/contract';
import type { HandlerContext } from '../http/handler-types';

/**
 * One kind of record the palette's `#` mode finds (searchRecords): searched only when the
 * caller holds `permission` (its page's node), answering at most `limit` hits within the
 * caller's stations. Areas list theirs in their own file (search-people.ts) and
 * search-records.ts takes them into `recordSearches`.
 */
export interface RecordSearch {
  permission: string;
  search(ctx: HandlerContext<{ q: string }>, q: string, limit: number): Promise<SearchHit[]>;
}

/** Digits of a query that looks like (part of) a phone number, else null. */
export function phoneDigits(q: string): string | null {
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 && digits === q.replace(/[\s-]/g, '') ? digits : null;
}
