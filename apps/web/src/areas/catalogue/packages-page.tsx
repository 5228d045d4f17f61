import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { packagesResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

/** /product/package: packages (services × visits); new ones open their own page. */
export function PackagesPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addPackage') ? (
    <Link href={routes.packageNew.path({})} className="btn-primary" data-testid="package-new">
      {t('catalogue.page.newPackage')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={packagesResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
