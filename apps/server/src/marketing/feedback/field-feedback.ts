import { fieldFeedbackRequest, fieldFeedbackResult } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { PUBLIC } from '@careops/core/permissions';
import type { RouteSpec } from '../../http/register-endpoints';
import { nurseOf } from '../../security';
import type { Services } from '../../services';
import { invalidField, num, unknownField } from '../content-access';

/**
 * The nurse app's feedback (`POST /api/field/feedback`, the nurse's field credential in
 * `x-careops-nurse-token`, never a staff session): the nurse is the author, the studio is the
 * order's (one the nurse served) or else the nurse's; it arrives open, source 'app'.
 */
export function feedbackFieldRoutes(services: Services): RouteSpec[] {
  return [
    {
      name: 'fieldFeedback',
      def: { path: '/api/field/feedback', method: 'POST', permission: PUBLIC, mutates: true, request: fieldFeedbackRequest, response: fieldFeedbackResult },
      handler: async (ctx) => {
        const nurseId = await nurseOf(services, ctx.request);
        const body = ctx.body as ReturnType<typeof fieldFeedbackRequest.parse>;
        return ctx.mutate(async (trx, audit) => {
          const nurse = await trx.selectFrom('nurses').select('studio_id').where('id', '=', nurseId).executeTakeFirstOrThrow();
          let studioId = num(nurse.studio_id);
          if (body.orderId !== undefined) {
            const order = await trx.selectFrom('orders').select(['studio_id', 'nurse_id']).where('id', '=', body.orderId).executeTakeFirst();
            if (!order) throw unknownField('orderId', 'order');
            if (order.nurse_id === null || num(order.nurse_id) !== nurseId) throw invalidField('orderId', t('marketing.feedback.orderNotNurses'));
            studioId = num(order.studio_id);
          }
          const now = Date.now();
          const values = {
            author_kind: 'nurse', member_id: null, nurse_id: nurseId, category: body.category, content: body.content, order_id: body.orderId ?? null,
            studio_id: studioId, attachment_upload_ids: '[]', status: 'open', source: 'app',
          };
          const row = await trx.insertInto('feedback').values({ ...values, replied_at: null, closed_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
          await audit({ action: 'feedback.add', entity: 'feedback', entityId: row.id, after: { ...values, version: 1 } });
          return { feedbackId: num(row.id), status: 'open' };
        });
      },
    },
  ];
}
