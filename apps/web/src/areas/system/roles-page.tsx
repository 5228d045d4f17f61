import { rolesResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import { AUDIT_ENTITY } from './audit-links';

/**
 * /system/role: roles (list, a role's page with `?id=`), created and edited with the permission
 * tree (the descriptor's `tree` field), deleted when no user holds them (the server says why
 * otherwise, per role).
 */
export function RolesPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={rolesResource} historyEntity={AUDIT_ENTITY.roles} />
    </div>
  );
}
