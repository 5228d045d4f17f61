import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { assertOrderVisible, invalidField } from './order-access';
import { staffTransition } from './staff-transitions';
import { assertNurseFits, loadNurse, requiredTitleOf } from './nurse-fit';

/**
 * assignOrderNurse: dispatch a fitting nurse to an order pending acceptance (1 → 2: the
 * dispatch is the studio accepting on the nurse's behalf) or reassign one of an accepted order
 * (2 stays 2). The machine refuses every other status.
 */
export const assignOrderNurse: Handler<'assignOrderNurse'> = async (ctx) => {
  const { orderId, version, nurseId } = ctx.body;
  await assertOrderVisible(ctx.db, orderId, await ctx.signedIn().stationIds());
  const order = await ctx.db.selectFrom('orders').select(['studio_id', 'service_id', 'package_id', 'nurse_id', 'status']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const nurse = await loadNurse(ctx.db, nurseId);
  assertNurseFits(nurse, order.studio_id, await requiredTitleOf(ctx.db, order));
  if (order.nurse_id === nurseId && order.status === 2) throw invalidField('nurseId', t('orders.server.nurseSame', { name: nurse.name }));
  return staffTransition(ctx, {
    orderId,
    version,
    event: 'order.assign',
    set: { nurse_id: nurseId },
    data: { nurseId, nurseName: nurse.name, ...(order.nurse_id !== null ? { previousNurseId: order.nurse_id } : {}) },
  });
};
