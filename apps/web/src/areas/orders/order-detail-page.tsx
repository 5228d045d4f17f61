import type { OrderDetail } from '@careops/core/contract';
import { routes } from '@careops/core/permissions';
import { ordersResource } from '@careops/core/resources';
import { useCallback, useMemo, useState } from 'react';
import { DetailPage, type DetailContext } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { AssignNurseDialog } from './dialogs/assign-nurse-dialog';
import { PriceChangeRequestDialog } from './dialogs/price-change-request-dialog';
import { OrderCareSection } from './detail/order-care-section';
import { OrderFollowUpsSection } from './detail/order-follow-ups-section';
import { OrderMoneySection } from './detail/order-money-section';
import { OrderNotesSection } from './detail/order-notes-section';
import { OrderRelatedSection } from './detail/order-related-section';
import { OrderStepsSection } from './detail/order-steps-section';
import { OrderTimeline } from './detail/order-timeline';
import { PriceChangeAction } from './detail/price-change-action';

/** The order detail answer: the orders descriptor's record, typed by its endpoint. */
const orderOf = (context: DetailContext<OrderDetail>): OrderDetail => context.record;

type Open = { kind: 'assign' | 'price'; order: OrderDetail; reload(): void } | null;

/**
 * /order/service-order-detail/:id: the order's fields (phones and ID number masked, revealable
 * with pii.viewFull), exactly the actions the order machine allows in its status (reviews,
 * nurse, cancel, complaint; also from the palette, with their shortcuts), a price-change
 * request, the visit (service, patient), money (coupon, payments), the status timeline, the
 * traced steps with places and photos, follow-up answers, platform notes, related records and
 * the audit history.
 */
export function OrderDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const faces = useMemo(() => ({ assign: (context: DetailContext<OrderDetail>) => setOpen({ kind: 'assign', order: orderOf(context), reload: context.reload }) }), []);
  const finish = () => {
    open?.reload();
    setOpen(null);
  };

  return (
    <div className="p-6">
      <DetailPage
        resource={ordersResource}
        id={id}
        active={active}
        backTo={routes.orderList.path({})}
        historyEntity="order"
        actionFaces={faces}
        moreActions={(context) => (
          <PriceChangeAction order={orderOf(context)} active={active} onOpen={() => setOpen({ kind: 'price', order: orderOf(context), reload: context.reload })} />
        )}
      >
        {(context) => {
          const order = orderOf(context);
          return (
            <div className="space-y-4">
              <OrderTimeline order={order} />
              <OrderCareSection order={order} />
              <OrderMoneySection order={order} />
              <OrderStepsSection orderId={order.id} version={order.version} />
              <OrderFollowUpsSection order={order} />
              <OrderNotesSection orderId={order.id} />
              <OrderRelatedSection order={order} />
            </div>
          );
        }}
      </DetailPage>
      {open?.kind === 'assign' && <AssignNurseDialog order={open.order} onClose={close} onDone={finish} />}
      {open?.kind === 'price' && <PriceChangeRequestDialog orderId={open.order.id} orderNo={open.order.orderNo} onClose={close} onDone={finish} />}
    </div>
  );
}
