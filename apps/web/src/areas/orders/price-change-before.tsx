import type { PriceChange } from '@careops/core/contract';
import { labelOf, orderStatusEnum } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { navigate } from 'wouter/use-browser-location';
import { mayCall } from '../../kit/resource-api';
import { useConsole } from '../../platform/shell/console-context';
import { CallStatus, Facts, OrderSection } from './detail/order-section';
import { money } from './order-format';
import { useCall } from './use-call';

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
  const { api, permissions } = useConsole();
  const orderId = request.order.id;
  const viaAlter = mayCall(permissions, 'getOrderDataBeforePriceAlter');
  const viaOrder = mayCall(permissions, 'getOrder');
  const { result } = useCall<Before>(
    async () => {
      if (viaAlter) {
        const data = await api.call('getOrderDataBeforePriceAlter', { orderId }, { silent: true });
        return { listPriceCents: data.listPriceCents, discountCents: data.discountCents, couponName: data.coupon?.name ?? '' };
      }
      const order = await api.call('getOrder', { orderId }, { silent: true });
      return { listPriceCents: order.listPriceCents, discountCents: order.discountCents, couponName: order.coupon?.name ?? '' };
    },
    `${orderId}:${request.version}`,
    viaAlter || viaOrder,
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
  const before = result.state === 'ready' ? result.data : null;
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
      <CallStatus result={result} />
    </OrderSection>
  );
}
