import type { OrderDetail } from '@careops/core/contract';
import { labelOf } from '@careops/core/enums';
import { t } from '@careops/core/i18n';
import { priceChangeStatusEnum, wasteTaskStatusEnum } from '@careops/core/resources';
import { navigate } from 'wouter/use-browser-location';
import { codeLabel, money, when } from '../order-format';
import { Nothing, OrderSection } from './order-section';

function Link({ href, children, testId }: { href: string; children: string; testId: string }) {
  return (
    <a
      href={href}
      className="underline decoration-primary-strong underline-offset-2"
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(href);
      }}
      data-testid={testId}
    >
      {children}
    </a>
  );
}

/** Complaints, price changes and the medical-waste task of the order, each linking to its page. */
export function OrderRelatedSection({ order }: { order: OrderDetail }) {
  return (
    <OrderSection id="related" title={t('orders.ui.related')}>
      <h3 className="text-sm font-medium text-gray-900">{t('orders.ui.complaints')}</h3>
      {order.complaints.length === 0 ? (
        <Nothing />
      ) : (
        <ul className="space-y-2" data-testid="order-complaints">
          {order.complaints.map((c) => (
            <li key={c.id} className="text-sm" data-testid="order-complaint" data-status={c.status}>
              <p className="text-gray-900">
                <span className="font-medium">{codeLabel('orders.ui.complaint.status', c.status)}</span> · {c.content}
              </p>
              <p className="text-xs text-gray-600">
                {when(c.createdAt)}
                {c.raisedBy ? ` · ${c.raisedBy.name}` : ''}
              </p>
              {c.resolution && (
                <p className="text-gray-700">
                  {t('orders.ui.complaint.resolution', { text: c.resolution, by: c.resolvedBy?.name ?? '—', at: when(c.resolvedAt) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-sm font-medium text-gray-900">{t('orders.res.priceChanges.title')}</h3>
      {order.priceChanges.length === 0 ? (
        <Nothing />
      ) : (
        <ul className="space-y-1 text-sm" data-testid="order-price-changes">
          {order.priceChanges.map((p) => (
            <li key={p.id} data-testid="order-price-change" data-status={p.status}>
              <Link href={`/order/order-alter-price?id=${p.id}`} testId="price-change-link">
                {t('orders.ui.priceChange.line', { from: money(p.oldAmountCents), to: money(p.newAmountCents), status: labelOf(priceChangeStatusEnum, p.status) })}
              </Link>{' '}
              <span className="text-gray-700">{p.reason}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="text-sm font-medium text-gray-900">{t('orders.res.waste.record')}</h3>
      {order.wasteTask ? (
        <p className="text-sm" data-testid="order-waste-task">
          <Link href={`/order/medical-waste?id=${order.wasteTask.id}`} testId="waste-task-link">
            {t('orders.ui.waste.line', { status: labelOf(wasteTaskStatusEnum, order.wasteTask.status), due: when(order.wasteTask.dueAt) })}
          </Link>
          {order.wasteTask.overdue && <span className="badge ml-2 bg-danger-soft text-danger">{t('orders.res.waste.overdue')}</span>}
        </p>
      ) : (
        <Nothing />
      )}
    </OrderSection>
  );
}
