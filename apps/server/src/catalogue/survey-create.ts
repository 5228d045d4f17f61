import { SurveyStatus } from '@careops/core/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { AuditWriter } from '../http/handler-types';

const HOUR = 3_600_000;
/** When a service names a questionnaire without a duration. */
const DEFAULT_FOLLOW_UP_HOURS = 72;

/**
 * The follow-up survey of an order that has just finished, in the finishing transaction: when
 * its service names an enabled questionnaire and the order has no survey yet (a complaint
 * resolved back to finished does not ask again). Underway, due the service's follow-up hours
 * later. Answers the survey's id, or null when none was created.
 */
export async function createSurveyForFinishedOrder(trx: Transaction<Database>, orderId: number, now: number, audit: AuditWriter): Promise<number | null> {
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('services as s', 's.id', 'o.service_id')
    .innerJoin('questionnaires as q', 'q.id', 's.questionnaire_id')
    .select(['o.id', 'o.studio_id', 'o.member_id', 'q.id as questionnaire_id', 'q.status as questionnaire_status', 's.follow_up_hours'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.questionnaire_status !== 1) return null;
  const existing = await trx.selectFrom('surveys').select('id').where('order_id', '=', orderId).executeTakeFirst();
  if (existing) return null;
  const dueAt = now + (order.follow_up_hours === null ? DEFAULT_FOLLOW_UP_HOURS : Number(order.follow_up_hours)) * HOUR;
  const row = await trx
    .insertInto('surveys')
    .values({ order_id: orderId, questionnaire_id: order.questionnaire_id, studio_id: order.studio_id, member_id: order.member_id, status: SurveyStatus.underway, due_at: dueAt, answered_at: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit({ action: 'survey.create', entity: 'survey', entityId: row.id, after: { orderId, questionnaireId: order.questionnaire_id, status: SurveyStatus.underway, dueAt, version: 1 } });
  return row.id;
}
