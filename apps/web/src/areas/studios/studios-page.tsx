import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { studiosResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

/** /studio/studio-index/studio-center: nursing centers; new ones open their own page (/studio/edit-studio). */
export function StudiosPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addStudio') ? (
    <Link href={routes.studioNew.path({})} className="btn-primary" data-testid="studio-new">
      {t('studios.res.create')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={studiosResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
