import { CareOpsError, endpointRoutes, type EndpointName } from '@careops/core/contract';
import { PUBLIC, SIGNED_IN } from '@careops/core/permissions';
import { isRecord, type Row } from '@careops/core/resources';

/**
 * What the web's resource pieces call beside the resource runtime (core's `runAction`,
 * `readRecordAnswer`, `callEndpoint`): list answers, permission checks, and the 106 test.
 */
export { callEndpoint, isRecord, type Row } from '@careops/core/resources';

/** A list answer: `{ list, total, nextCursor }`. */
export interface ListAnswer {
  list: Row[];
  total: number;
  nextCursor: string | null;
}

export function listAnswerOf(answer: unknown): ListAnswer {
  if (!isRecord(answer) || !Array.isArray(answer.list)) return { list: [], total: 0, nextCursor: null };
  const list = answer.list.filter(isRecord);
  return {
    list,
    total: typeof answer.total === 'number' ? answer.total : list.length,
    nextCursor: typeof answer.nextCursor === 'string' && answer.nextCursor !== '' ? answer.nextCursor : null,
  };
}

/** Whether the user may call an endpoint (the server still decides). */
export function mayCall(permissions: ReadonlySet<string>, endpoint: EndpointName): boolean {
  const needed: string = endpointRoutes[endpoint].permission;
  return needed === PUBLIC || needed === SIGNED_IN || permissions.has(needed);
}

/**
 * Silent calls (the page shows the error itself) do not toast; a 106 still does, since a
 * permission taken away while the page was open is news to the person, wherever it shows.
 */
export const isPermissionDenied = (error: unknown): error is CareOpsError => error instanceof CareOpsError && error.code === 'permissionDenied';
