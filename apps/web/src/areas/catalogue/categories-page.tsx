import { t } from '@careops/core/i18n';
import { categoriesResource } from '@careops/core/resources';
import { ResourcePage } from '../../kit/resource-page';

/**
 * /product/brand: the two-level category tree in order (each top-level category followed by
 * its subcategories); on an open category, Alt+↑ / Alt+↓ move it among its siblings.
 */
export function CategoriesPage() {
  return (
    <div className="p-6">
      <ResourcePage resource={categoriesResource} historyEntity="service_category" toolbar={<span className="text-xs text-gray-600">{t('catalogue.page.treeHelp')}</span>} />
    </div>
  );
}
