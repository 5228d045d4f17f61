import { messagesResource, rolesResource, usersResource, type ResourceDescriptor } from '@careops/core/resources';

/** The descriptor of each audited record type that has a page in the console. */
const byEntity: Record<string, ResourceDescriptor> = {
  system_user: usersResource,
  role: rolesResource,
  message_record: messagesResource,
};

/** The audit entity of a resource's records (for their history on the record's page). */
export const AUDIT_ENTITY = { users: 'system_user', roles: 'role', messages: 'message_record' } as const;

/** Where an audit row's record opens: its descriptor's page, when the record type has one. */
export function auditRecordPath(row: Record<string, unknown>): string | undefined {
  const entity = typeof row.entity === 'string' ? byEntity[row.entity] : undefined;
  if (!entity || typeof row.entityId !== 'number') return undefined;
  return entity.path?.({ id: row.entityId });
}
