import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';

/**
 * Station scoping of invoices: staff bound to studios see and act on the applications of their
 * studios' orders only (`stations` null: headquarters, every studio). Titles belong to members
 * and are not scoped.
 */
export function assertOrderInScope(studioId: number, orderNo: string, stations: number[] | null, field = 'orderId'): void {
  if (stations !== null && !stations.includes(studioId)) throw new CareOpsError('permissionDenied', t('invoices.server.notYourStudio', { orderNo }), { field });
}
