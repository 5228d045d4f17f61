import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessageGateway } from '../../system/message-gateway';
import { num } from '../content-access';

/**
 * Sends a reply to the feedback's author through the message gateway (channel 'app', so the
 * member or nurse app shows it; it is also among the message records) and keeps it with its
 * delivery. Answers the reply's id and what the gateway said.
 */
export async function sendFeedbackReply(
  trx: Transaction<Database>,
  gateway: MessageGateway,
  feedback: { id: number; author_kind: string; member_id: number | null; nurse_id: number | null; studio_id: number | null },
  text: string,
  userId: number,
  now: number,
): Promise<{ replyId: number; delivery: 'delivered' | 'failed' | 'pending' }> {
  const isNurse = feedback.author_kind === 'nurse';
  const person = isNurse
    ? feedback.nurse_id === null ? undefined : await trx.selectFrom('nurses').select(['id', 'name', 'phone']).where('id', '=', feedback.nurse_id).executeTakeFirst()
    : feedback.member_id === null ? undefined : await trx.selectFrom('members').select(['id', 'nickname as name', 'phone']).where('id', '=', feedback.member_id).executeTakeFirst();
  const title = t('marketing.feedback.replyTitle', { id: feedback.id });
  const record = await trx
    .insertInto('message_records')
    .values({
      channel: 'app', template: 'feedback.reply', title, body: text, target_kind: isNurse ? 'nurses' : 'members', target_label: person?.name ?? t('marketing.feedback.authorGone'),
      station_id: feedback.studio_id, created_by: userId, recipients: person ? 1 : 0, delivered: 0, failed: 0, pending: person ? 1 : 0, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let delivery: 'delivered' | 'failed' | 'pending' = 'failed';
  if (person) {
    const recipient = await trx
      .insertInto('message_recipients')
      .values({ record_id: record.id, kind: isNurse ? 'nurse' : 'member', recipient_id: num(person.id), name: person.name, address: person.phone, status: 'pending', error: null, delivered_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [result] = await gateway.deliver(trx, { recordId: record.id, channel: 'app', title, body: text }, [
      { rowId: recipient.id, kind: isNurse ? 'nurse' : 'member', recipientId: num(person.id), name: person.name, address: person.phone },
    ]);
    delivery = result?.status ?? 'failed';
    if (delivery !== 'pending') {
      await trx.updateTable('message_recipients').set({ status: delivery, delivered_at: delivery === 'delivered' ? now : null, error: result?.error ?? null, updated_at: now }).where('id', '=', recipient.id).execute();
    }
    await trx.updateTable('message_records').set({ delivered: delivery === 'delivered' ? 1 : 0, failed: delivery === 'failed' ? 1 : 0, pending: delivery === 'pending' ? 1 : 0 }).where('id', '=', record.id).execute();
  }
  const reply = await trx
    .insertInto('feedback_replies')
    .values({ feedback_id: feedback.id, text, message_record_id: record.id, delivery, created_by: userId, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { replyId: num(reply.id), delivery };
}
