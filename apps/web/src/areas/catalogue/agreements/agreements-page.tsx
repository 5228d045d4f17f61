import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { agreementsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../../kit/list/list-page';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';

/** /product/inform-list: agreements with their latest version and unpublished changes. */
export function AgreementsPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addAgreement') ? (
    <Link href={routes.agreementNew.path({})} className="btn-primary" data-testid="agreement-new">
      {t('catalogue.ui.agreement.new')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={agreementsResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
