import { CareOpsError } from '../contract/careops-error';
import { t } from '../i18n/translate';

/** How a request failed before an envelope could be read. */
export type TransportErrorKind = 'http' | 'network' | 'timeout' | 'unknown';

/**
 * A failure of the transport: an HTTP error status, no network, a timeout, or a request that
 * never completed. Envelope codes are `CareOpsError`s instead.
 */
export class ApiTransportError extends Error {
  readonly kind: TransportErrorKind;
  readonly status: number | undefined;

  constructor(kind: TransportErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiTransportError';
    this.kind = kind;
    this.status = options.status;
  }
}

/** The text to show for any error a call may throw; "Has Error" when there is none. */
export function messageOf(error: unknown): string {
  if (error instanceof CareOpsError || error instanceof ApiTransportError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return t('error.hasError');
}
