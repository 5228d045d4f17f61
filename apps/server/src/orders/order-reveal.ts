import { t } from '@careops/core/i18n';
import type { Handler } from '../http/handler-types';
import { assertOrderVisible, invalidField } from './order-access';

/**
 * revealOrderField: the full member phone, patient phone or ID number, or nurse phone of a
 * visible order, for a holder of `pii.viewFull`; the read is audited ('pii.read').
 */
export const revealOrderField: Handler<'revealOrderField'> = async (ctx) => {
  const { orderId, field } = ctx.body;
  await assertOrderVisible(ctx.db, orderId, await ctx.signedIn().stationIds());
  return ctx.mutate(async (trx, audit) => {
    const row = await trx
      .selectFrom('orders')
      .innerJoin('members', 'members.id', 'orders.member_id')
      .innerJoin('patients', 'patients.id', 'orders.patient_id')
      .leftJoin('nurses', 'nurses.id', 'orders.nurse_id')
      .select(['orders.order_no', 'members.phone as member_phone', 'patients.phone as patient_phone', 'patients.id_number', 'nurses.phone as nurse_phone'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    const value = { memberPhone: row.member_phone, patientPhone: row.patient_phone, patientIdNumber: row.id_number, nursePhone: row.nurse_phone }[field];
    if (value === null || value === undefined) throw invalidField('field', t('orders.server.noOrderNurse', { orderNo: row.order_no }));
    await audit({ action: 'pii.read', entity: 'order', entityId: orderId, after: { field } });
    return { field, value };
  });
};
