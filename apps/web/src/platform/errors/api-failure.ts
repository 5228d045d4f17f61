import { ApiTransportError } from '@careops/core/client';
import { CareOpsError } from '@careops/core/contract';

/**
 * Whether a failed call is an application error the error log keeps: the server failed (an
 * HTTP 5xx, its `internal` code) or the request never got an answer (network, timeout). What
 * the server refused on purpose (a wrong old password, a rule, a conflict, a rate limit) is
 * the user's to fix, told where it happened, and not logged.
 */
export function isApplicationFailure(error: Error): boolean {
  if (error instanceof ApiTransportError) return error.kind !== 'http' || (error.status ?? 500) >= 500;
  if (error instanceof CareOpsError) return error.code === 'internal';
  return true;
}

/**
 * The text of a failure for the user: a field's problem without the field's wire name the
 * server puts first ("oldPassword: the old password is wrong" → "the old password is wrong").
 */
export function failureText(error: { field?: string | undefined; message: string }): string {
  if (!error.field) return error.message;
  const key = error.field.split('.', 1)[0] ?? '';
  const prefix = [`${error.field}: `, `${key}: `].find((p) => error.message.startsWith(p));
  return prefix ? error.message.slice(prefix.length) : error.message;
}
