import { t } from '@careops/core/i18n';
import { auditResource, usersResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { ResourcePage } from '../../kit/resource-page';
import { ViewTabs } from '../../kit/view-tabs';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { AUDIT_ENTITY, auditRecordPath } from './audit-links';
import { UserSessions } from './user-sessions';

/** The page parameter choosing the audit trail view of the system users area. */
const VIEW_PARAM = 'view';
const AUDIT_VIEW = 'audit';

function AreaTabs({ audit }: { audit: boolean }) {
  const { path } = usePage();
  const tabs = [
    { id: 'users', label: t('web.system.usersTab'), href: path, current: !audit },
    { id: AUDIT_VIEW, label: t('web.system.auditTab'), href: `${path}?${VIEW_PARAM}=${AUDIT_VIEW}`, current: audit },
  ];
  return <ViewTabs label={t('web.system.areaViews')} testIdPrefix="system-view" tabs={tabs} />;
}

/**
 * /system/user: system users (list, a user's page with `?id=`, add/edit, enable/disable, reset
 * password, sessions) and, for holders of `audit.view`, the global audit trail (`?view=audit`),
 * filtered by who, what and when. Core's route table has no audit route, so the trail lives in
 * this area as a second view rather than a page of its own.
 */
export function UsersPage() {
  const { permissions } = useConsole();
  const { search, active } = usePage();
  const canAudit = mayCall(permissions, auditResource.list.endpoint);
  const audit = canAudit && new URLSearchParams(search).get(VIEW_PARAM) === AUDIT_VIEW;
  return (
    <div className="space-y-4 p-6">
      {canAudit && <AreaTabs audit={audit} />}
      {audit ? (
        <ListPage resource={auditResource} active={active} keep={{ [VIEW_PARAM]: AUDIT_VIEW }} linkOf={auditRecordPath} />
      ) : (
        <ResourcePage
          resource={usersResource}
          historyEntity={AUDIT_ENTITY.users}
          detail={({ record, reload }) => (typeof record.id === 'number' ? <UserSessions userId={record.id} onChange={reload} /> : null)}
        />
      )}
    </div>
  );
}
