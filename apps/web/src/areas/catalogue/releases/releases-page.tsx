import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { releasesResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../../kit/list/list-page';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';

/** /product/product-release: what each studio sells, at which price and when; a new release opens its own page. */
export function ReleasesPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addProductRelease') ? (
    <Link href={routes.releaseNew.path({})} className="btn-primary" data-testid="release-new">
      {t('catalogue.ui.release.new')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={releasesResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
