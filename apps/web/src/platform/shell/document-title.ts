import { t } from '@careops/core/i18n';
import { useEffect } from 'react';

/** "<route title> - platform operations management system" (spec §2). */
export function documentTitle(routeTitle: string | undefined): string {
  return routeTitle ? `${routeTitle} - ${t('app.title')}` : t('app.title');
}

export function useDocumentTitle(routeTitle: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(routeTitle);
  }, [routeTitle]);
}
