import { t } from '@careops/core/i18n';
import { EXPIRING_VIEW } from '@careops/core/resources';
import { navigate } from 'wouter/use-browser-location';
import { usePage } from '../../platform/shell/page-context';

/** The in-warehouse list's two views: the stock balances and the batches expiring soon. */
export function StockViewTabs({ expiring }: { expiring: boolean }) {
  const { path } = usePage();
  const tabs = [
    { id: 'stock', label: t('inventory.page.stockTab'), href: path, current: !expiring },
    { id: EXPIRING_VIEW.value, label: t('inventory.page.expiringTab'), href: `${path}?${EXPIRING_VIEW.param}=${EXPIRING_VIEW.value}`, current: expiring },
  ];
  return (
    <nav aria-label={t('inventory.page.stockViews')} className="flex gap-1 border-b border-gray-200">
      {tabs.map((tab) => (
        <a
          key={tab.id}
          href={tab.href}
          aria-current={tab.current ? 'page' : undefined}
          data-testid={`stock-view-${tab.id}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(tab.href);
          }}
          className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab.current ? 'border-primary-strong font-medium text-gray-900' : 'border-transparent text-gray-700 hover:text-gray-900'}`}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  );
}
