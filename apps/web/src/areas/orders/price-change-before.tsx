import type { PriceChange } from '@careops/core/contract';
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { navigate } from 'wouter/use-browser-location';
import { QueryView } from '../../kit/query/query-state';
import { useQuery } from '../../kit/query/use-query';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { Facts, OrderSection } from './detail/order-section';
import { money } from './order-format';

interface Before {
  listPriceCents: number;
  discountCents: number;
  couponName: string;
}

/**
 * What a reviewer weighs on a price-change request: the order's price before the change (list
 * price, discount, coupon) beside the amount asked for, and the difference. Read through
 * `getOrderDataBeforePriceAlter` when the user may, else through the order itself.
 */
export function PriceChangeBefore({ request }: { request: PriceChange }) {
  const { permissions } = useConsole();
  const orderId = request.order.id;
  const viaAlter = mayCall(permissions, 'getOrderDataBeforePriceAlter');
  const viaOrder = mayCall(permissions, 'getOrder');
  const { state, refresh } = useQuery<Before>(
    `${orderId}:${request.version}`,
    async (api, signal) => {
      if (viaAlter) {
        const data = await api.call('getOrderDataBeforePriceAlter', { orderId }, { silent: true, signal });
        return { listPriceCents: data.listPriceCents, discountCents: data.discountCents, couponName: data.coupon?.name ?? '' };
      }
      const order = await api.call('getOrder', { orderId }, { silent: true, signal });
      return { listPriceCents: order.listPriceCents, discountCents: order.discountCents, couponName: order.coupon?.name ?? '' };
    },
    { enabled: viaAlter || viaOrder },
  );
  const difference = request.newAmountCents - request.oldAmountCents;
  const orderLink = viaOrder ? (
    <a
      href={routes.orderDetail.path({ id: orderId })}
      className="underline decoration-primary-strong underline-offset-2"
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(routes.orderDetail.path({ id: orderId }));
      }}
      data-testid="price-change-order"
    >
      {request.order.orderNo}
    </a>
  ) : (
    request.order.orderNo
  );
  const before = state.status === 'ready' ? state.data : null;
  return (
    <OrderSection id="price-before" title={t('orders.ui.priceReview.before')}>
      <Facts
        testId="price-change-before"
        items={[
          { key: 'order', label: t('orders.res.field.orderNo'), value: orderLink },
          { key: 'orderStatus', label: t('orders.res.priceChanges.orderStatus'), value: labelOf(orderStatusEnum, request.order.status) },
          { key: 'listPrice', label: t('orders.res.field.listPrice'), value: before ? money(before.listPriceCents) : '…' },
          { key: 'discount', label: t('orders.res.field.discount'), value: before ? money(before.discountCents) : '…' },
          { key: 'coupon', label: t('orders.res.field.coupon'), value: before ? before.couponName : '…' },
          { key: 'old', label: t('orders.res.priceChanges.oldAmount'), value: money(request.oldAmountCents) },
          { key: 'new', label: t('orders.res.priceChanges.newAmount'), value: money(request.newAmountCents) },
          { key: 'difference', label: t('orders.ui.priceReview.difference'), value: `${difference > 0 ? '+' : ''}${money(difference)}` },
        ]}
      />
      {state.status !== 'ready' && <QueryView state={state} onRetry={refresh}>{() => null}</QueryView>}
    </OrderSection>
  );
}
