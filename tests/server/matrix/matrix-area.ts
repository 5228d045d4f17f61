import type { EndpointName } from '@careops/core/contract';
import type { TestServer } from '../../support/server';
import type { SystemClient } from '../system-fixtures';

/** What an area adds to the permission matrix. */
export interface MatrixArea {
  /** Scalar subselects whose values move when any of the area's rows change, e.g. `(select coalesce(sum(version), 0) from orders)`. */
  fingerprint: string[];
  /**
   * A valid body per guarded endpoint of the area, made after the server started. Each call
   * of a body function may prepare a fresh record (mutations are allowed to succeed for
   * several roles in a row).
   */
  bodies(ctx: { server: TestServer; api: SystemClient }): Promise<Partial<Record<EndpointName, () => Promise<Record<string, unknown>>>>>;
}
