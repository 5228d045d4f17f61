import type { OrderDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { useMemo } from 'react';
import { usePageContextCommands, type PageContextEntry } from '../../../platform/keyboard/page-context';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';

/** The palette's key for "request a price change" on the open order. */
export const PRICE_CHANGE_SHORTCUT = 'p';

/**
 * "Request a price change" beside the order's actions, and as a palette context command (with
 * its shortcut) while the order page is visible: only when the order machine allows it now
 * (`allowedEvents`: unpaid, before payment) and the user may request one.
 */
export function PriceChangeAction({ order, active, onOpen }: { order: OrderDetail; active: boolean; onOpen(): void }) {
  const { permissions } = useConsole();
  const offered = order.allowedEvents.includes('order.requestPriceChange') && mayCall(permissions, 'applyOrderAlterPrice');
  const entries = useMemo<PageContextEntry[]>(
    () =>
      offered
        ? [
            {
              commandId: 'priceChanges.request',
              args: { id: String(order.id) },
              title: t('keyboard.context.record', { action: t('orders.cmd.priceChange.request'), name: order.orderNo }),
              scope: 'record',
              shortcut: PRICE_CHANGE_SHORTCUT,
              run: onOpen,
            },
          ]
        : [],
    [offered, order.id, order.orderNo, onOpen],
  );
  usePageContextCommands(entries, active);
  if (!offered) return null;
  return (
    <button type="button" className="btn-secondary" onClick={onOpen} data-testid="action-requestPriceChange">
      {t('orders.cmd.priceChange.request')}
    </button>
  );
}
