import { sqlOn } from '../support/database';
import { ordersKit } from '../orders-fixtures';
import type { MatrixArea } from './matrix-area';

/**
 * The orders area's part of the permission matrix. Records live in the studio manager's
 * station, so the station-bound role may act on them; each mutation gets a fresh order walked
 * to the status it needs (several roles in a row may succeed).
 */
export const orderMatrix: MatrixArea = {
  fingerprint: [
    '(select count(*) from orders)',
    '(select coalesce(sum(version), 0) from orders)',
    '(select count(*) from order_events)',
    '(select count(*) from order_platform_notes)',
    '(select count(*) from order_payments)',
    '(select count(*) from journal_postings)',
    '(select count(*) from order_complaints)',
    '(select coalesce(sum(version), 0) from order_complaints)',
    '(select count(*) from price_change_requests)',
    '(select coalesce(sum(version), 0) from price_change_requests)',
    '(select count(*) from medical_waste_tasks)',
    '(select coalesce(sum(version), 0) from medical_waste_tasks)',
    "(select count(*) from member_coupons where status = 'used')",
  ],
  bodies: async ({ server, api }) => {
    const kit = ordersKit(() => server, api);
    const station = await kit.studioStation();
    const existing = await kit.orderIn(2, { studioId: station });
    const [patient] = await sqlOn(server, 'select p.id, p.member_id from patients p join members m on m.id = p.member_id where m.status = 1 order by p.id limit 1');
    const [service] = await sqlOn(server, "select id from services where on_shelf = 1 and required_title = 'nurse' order by id limit 1");
    const memberId = Number(patient?.member_id);
    const fresh = async (status: number, waste?: boolean) => kit.orderIn(status, { studioId: station, ...(waste === undefined ? {} : { waste }) });
    const at = async (status: number, extra: Record<string, unknown> = {}, waste?: boolean) => {
      const order = await fresh(status, waste);
      return { orderId: order.id, version: await kit.version(order.id), ...extra };
    };
    const wasteTask = async (collected: boolean) => {
      const order = await fresh(5, true);
      const taskId = await kit.count('select id from medical_waste_tasks where order_id = ?', [order.id]);
      if (collected) await api.ok('admin', 'collectWasteTask', { taskId, version: 1, weightGrams: 120, collectorName: 'Matrix', photos: ['/demo/photos/waste-1.jpg'] });
      return { taskId, version: collected ? 2 : 1 };
    };
    const existingTask = await wasteTask(false);
    const existingRequest = (await api.ok('admin', 'applyOrderAlterPrice', await at(-2, { newAmountCents: 4_100, reason: 'Matrix' }))).id;
    return {
      getOrderList: async () => ({ limit: 5 }),
      exportOrders: async () => ({ format: 'ndjson', status: 4 }),
      getOrder: async () => ({ orderId: existing.id }),
      auditOrder: async () => at(-2, { decision: 'approve' }),
      assignOrderNurse: async () => {
        const body = await at(1);
        return { ...body, nurseId: await kit.fittingNurse(body.orderId) };
      },
      cancelOrder: async () => at(0, { reason: 'Matrix' }),
      openOrderComplaint: async () => at(5, { content: 'Matrix complaint' }),
      resolveOrderComplaint: async () => at(7, { resolution: 'Matrix resolution' }),
      addPlatformNotes: async () => ({ orderId: existing.id, content: 'Matrix note' }),
      getPlatformNotes: async () => ({ orderId: existing.id }),
      searchServiceStaff: async () => ({ orderId: existing.id }),
      getAdminServiceUserList: async () => ({ username: 'a' }),
      getWorkFollowQuestionList: async () => ({ type: 'after-service' }),
      getWorkFlowPlaceList: async () => ({ workId: existing.id }),
      revealOrderField: async () => ({ orderId: existing.id, field: 'memberPhone' }),
      getOrderPlaceOptions: async () => ({ memberId }),
      quoteOrderPrice: async () => ({ memberId, serviceId: Number(service?.id) }),
      placeOrder: async () => ({ memberId, patientId: Number(patient?.id), serviceId: Number(service?.id), studioId: station, address: '1 Matrix Road', appointmentAt: Date.now() + 86_400_000 }),
      getOrderDataBeforePriceAlter: async () => ({ orderId: existing.id }),
      applyOrderAlterPrice: async () => at(-2, { newAmountCents: 4_200, reason: 'Matrix' }),
      getPriceChangeList: async () => ({ status: 2 }),
      getPriceChange: async () => ({ requestId: existingRequest }),
      reviewPriceChange: async () => {
        const body = await at(-2, { newAmountCents: 4_300, reason: 'Matrix' });
        const request = await api.ok('admin', 'applyOrderAlterPrice', body);
        // A rejection: anyone allowed may reject, even the requester (approval needs four eyes).
        return { requestId: request.id, version: 1, decision: 'reject', reason: 'Matrix' };
      },
      getWasteTaskList: async () => ({ overdue: true }),
      getWasteTask: async () => ({ taskId: existingTask.taskId }),
      collectWasteTask: async () => ({ ...(await wasteTask(false)), weightGrams: 200, collectorName: 'Matrix collector', photos: ['/demo/photos/waste-2.jpg'] }),
      disposeWasteTask: async () => ({ ...(await wasteTask(true)), disposalRef: 'MATRIX-1' }),
    };
  },
};
