import { t } from '@careops/core/i18n';
import { stockResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';
import { useConsole } from '../../platform/shell/console-context';

/** /consumables/consumables-list: each studio's stock (the caller's studios), below threshold on a filter, value at cost; an open row leads to its stock-out. */
export function StockPage() {
  const { permissions, navigate } = useConsole();
  return (
    <div className="p-6">
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
    </div>
  );
}
