import type { OrderDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { codeLabel, money, when } from '../order-format';
import { Nothing, OrderSection } from './order-section';

/** The coupon applied and every payment and refund of the order. */
export function OrderMoneySection({ order }: { order: OrderDetail }) {
  const coupon = order.coupon;
  return (
    <OrderSection id="money" title={t('orders.ui.money')}>
      <p className="text-sm text-gray-900" data-testid="order-coupon">
        {coupon
          ? t('orders.ui.coupon.applied', {
              name: coupon.name,
              value: coupon.kind === 'percent' ? `${coupon.value / 100}%` : money(coupon.value),
              status: codeLabel('orders.ui.coupon.status', coupon.status),
            })
          : t('orders.ui.coupon.none')}
      </p>
      {order.agreement && (
        <p className="text-sm text-gray-900" data-testid="order-agreement">
          {t('catalogue.ui.order.agreement', { name: order.agreement.name, number: order.agreement.number, at: order.agreement.acceptedAt === null ? '—' : when(order.agreement.acceptedAt) })}
        </p>
      )}
      {order.payments.length === 0 ? (
        <Nothing text={t('orders.ui.payments.none')} />
      ) : (
        <table className="min-w-full text-left text-sm" data-testid="order-payments">
          <caption className="sr-only">{t('orders.ui.payments')}</caption>
          <thead className="text-xs text-gray-600">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">{t('orders.ui.payments.kind')}</th>
              <th scope="col" className="py-1 pr-4 font-medium">{t('orders.ui.payments.method')}</th>
              <th scope="col" className="py-1 pr-4 font-medium">{t('orders.res.field.amount')}</th>
              <th scope="col" className="py-1 pr-4 font-medium">{t('orders.res.field.status')}</th>
              <th scope="col" className="py-1 pr-4 font-medium">{t('orders.ui.payments.reference')}</th>
              <th scope="col" className="py-1 pr-4 font-medium">{t('resources.field.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p) => (
              <tr key={p.id} className="border-t border-gray-100" data-testid="order-payment" data-kind={p.kind}>
                <td className="py-1 pr-4">{codeLabel('orders.ui.payments.kind', p.kind)}</td>
                <td className="py-1 pr-4">{codeLabel('orders.ui.payments.method', p.method)}</td>
                <td className="py-1 pr-4">{money(p.amountCents)}</td>
                <td className="py-1 pr-4">{codeLabel('orders.ui.payments.status', p.status)}</td>
                <td className="py-1 pr-4">{p.reference || p.reason || '—'}</td>
                <td className="py-1 pr-4">{when(p.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </OrderSection>
  );
}
