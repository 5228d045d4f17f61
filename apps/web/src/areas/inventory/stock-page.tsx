import { t } from '@careops/core/i18n';
import { EXPIRING_VIEW, expiringBatchesResource, stockResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { ResourcePage } from '../../kit/resource-page';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { StockViewTabs } from './stock-view-tabs';

/**
 * /consumables/consumables-list: each studio's stock (the caller's studios), below threshold on a
 * filter, value at cost; an open row leads to its stock-out. The "expiring soon" tab
 * (`?view=expiring`) lists the batches expiring within the days instead (30 unless given).
 */
export function StockPage() {
  const { permissions, navigate } = useConsole();
  const { search, active } = usePage();
  const expiring = new URLSearchParams(search).get(EXPIRING_VIEW.param) === EXPIRING_VIEW.value;
  return (
    <div className="space-y-4 p-6">
      <StockViewTabs expiring={expiring} />
      {expiring ? (
        <ListPage resource={expiringBatchesResource} active={active} keep={{ [EXPIRING_VIEW.param]: EXPIRING_VIEW.value }} addInDialog={false} />
      ) : (
        <ResourcePage
          resource={stockResource}
          detail={({ record }) =>
            permissions.has('consumablesOut') ? (
              <button type="button" className="btn-primary" data-testid="stock-out" onClick={() => navigate(`/consumables/consumables-out/${record.id}`)}>
                {t('inventory.page.stockOutLink')}
              </button>
            ) : null
          }
        />
      )}
    </div>
  );
}
