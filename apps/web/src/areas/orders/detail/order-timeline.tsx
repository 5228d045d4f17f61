import type { OrderDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { actorText, eventLabel, orderStatusLabel, when } from '../order-format';
import { Nothing, OrderSection } from './order-section';

/** The order's status timeline, oldest first: each transition with who, when and why. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  return (
    <OrderSection id="timeline" title={t('orders.ui.timeline')}>
      {order.timeline.length === 0 ? (
        <Nothing />
      ) : (
        <ol className="space-y-2 border-l-2 border-gray-200 pl-4" data-testid="order-timeline">
          {order.timeline.map((event) => (
            <li key={event.id} className="relative text-sm" data-testid="timeline-event" data-event={event.event}>
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-primary-strong" />
              <p className="text-gray-900">
                <span className="font-medium">{eventLabel(event.event)}</span>
                {' · '}
                {event.fromStatus === null
                  ? orderStatusLabel(event.toStatus)
                  : t('orders.ui.timeline.move', { from: orderStatusLabel(event.fromStatus), to: orderStatusLabel(event.toStatus) })}
              </p>
              <p className="text-xs text-gray-600">
                {when(event.at)} · {actorText(event.actorKind, event.actorName)}
              </p>
              {event.reason && <p className="text-gray-700" data-testid="timeline-reason">{event.reason}</p>}
            </li>
          ))}
        </ol>
      )}
    </OrderSection>
  );
}
