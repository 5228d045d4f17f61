import { t } from '@careops/core/i18n';
import { EXPIRING_VIEW } from '@careops/core/resources';
import { ViewTabs } from '../../kit/view-tabs';
import { usePage } from '../../platform/shell/page-context';

/** The in-warehouse list's two views: the stock balances and the batches expiring soon. */
export function StockViewTabs({ expiring }: { expiring: boolean }) {
  const { path } = usePage();
  const tabs = [
    { id: 'stock', label: t('inventory.page.stockTab'), href: path, current: !expiring },
    { id: EXPIRING_VIEW.value, label: t('inventory.page.expiringTab'), href: `${path}?${EXPIRING_VIEW.param}=${EXPIRING_VIEW.value}`, current: expiring },
  ];
  return <ViewTabs label={t('inventory.page.stockViews')} testIdPrefix="stock-view" tabs={tabs} />;
}
