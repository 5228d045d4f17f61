import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { promotionsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

/** A new promotion's form: /operation-tools/popularize-add/0 (the spec's route takes an id; 0 is none yet). */
export const NEW_PROMOTION_ID = 0;

/** /operation-tools/popularize-list: referral campaigns with their visits, sign-ups and first orders. */
export function PromotionsPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addPromotion') ? (
    <Link href={routes.promotionEdit.path({ id: NEW_PROMOTION_ID })} className="btn-primary" data-testid="promotion-new">
      {t('marketing.page.newPromotion')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={promotionsResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
