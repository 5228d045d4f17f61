import type { ResourceField } from '@careops/core/resources';
import type { FormValues } from '../../kit/form/form-values';

/** The field naming the group of each announcement target. */
const groupField: Record<string, string> = { role: 'roleId', station: 'stationId', users: 'userIds' };

/** A target's group field applies only to that target (a role for "a role"…); the other fields always. */
export function appliesToTarget(field: ResourceField, values: FormValues): boolean {
  const owner = Object.entries(groupField).find(([, key]) => key === field.key)?.[0];
  return owner === undefined || values.target === owner;
}
