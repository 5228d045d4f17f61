import { t } from '@careops/core/i18n';
import { useEffect } from 'react';

/** "<route title> - <product name>" (spec §2: the route title followed by the product title). */
export function documentTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} - ${t('app.productName')}` : t('app.productName');
}

export function useDocumentTitle(routeTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(routeTitle);
  }, [routeTitle]);
}
