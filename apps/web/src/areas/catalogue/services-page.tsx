import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { servicesResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

/** /product/service: services by name, category, shelf and title; shelve and unshelve in bulk; new ones open their own page. */
export function ServicesPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addService') ? (
    <Link href={routes.serviceNew.path({})} className="btn-primary" data-testid="service-new">
      {t('catalogue.page.newService')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={servicesResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
