import { CareOpsError } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler, HandlerContext } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { claimVersion } from '../../list/optimistic';
import { inStations } from '../../list/station-scope';
import { containsText } from '../../list/text-match';
import type { MessageGateway } from '../../system/message-gateway';
import { missingUploads } from '../../uploads/upload-refs';
import { changedFields, entityWord, invalidField, notFoundOf, num, unknownField } from '../content-access';
import { sendFeedbackReply } from './feedback-reply';
import { loadFeedbackDetail, loadFeedbackSummaries } from './feedback-rows';

/**
 * Feedback (/operation-tools/feedback): open → replied (a reply went out; more may follow) →
 * closed (no more replies). Staff bound to studios see the feedback of their studios only
 * (the order's studio, else the nurse's); feedback tied to no studio is headquarters'.
 */

const sortColumns = { id: 'feedback.id', createdAt: 'feedback.created_at', updatedAt: 'feedback.updated_at' };

export const getFeedbackList: Handler<'getFeedbackList'> = async (ctx) => {
  const { status, category, authorKind, content, orderId, from: since, to } = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('feedback').where(inStations('feedback.studio_id', stations));
  if (status) from = from.where('feedback.status', '=', status);
  if (category) from = from.where('feedback.category', '=', category);
  if (authorKind) from = from.where('feedback.author_kind', '=', authorKind);
  if (content) from = from.where(containsText('feedback.content', content, ctx.services.dialect));
  if (orderId !== undefined) from = from.where('feedback.order_id', '=', orderId);
  if (since !== undefined) from = from.where('feedback.created_at', '>=', since);
  if (to !== undefined) from = from.where('feedback.created_at', '<', to);
  const { sort, page: pageNo, limit, cursor } = ctx.body;
  const { ids, ...page } = await listWindow({ from, idColumn: 'feedback.id', sortColumns, sort, page: pageNo, limit, cursor });
  return { ...page, list: await loadFeedbackSummaries(ctx.db, ids) };
};

/** The feedback row when the caller may see it; 102 otherwise (another studio's is not revealed). */
async function visibleFeedback(db: Kysely<Database>, id: number, stations: number[] | null) {
  const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).where(inStations('feedback.studio_id', stations)).executeTakeFirst();
  if (!row) throw notFoundOf('feedback');
  return row;
}

export const getFeedback: Handler<'getFeedback'> = async (ctx) => {
  await visibleFeedback(ctx.db, ctx.body.feedbackId, await ctx.signedIn().stationIds());
  const detail = await loadFeedbackDetail(ctx.db, ctx.body.feedbackId);
  if (!detail) throw notFoundOf('feedback');
  return detail;
};

async function answer(trx: Transaction<Database>, id: number) {
  const detail = await loadFeedbackDetail(trx, id);
  if (!detail) throw notFoundOf('feedback');
  return detail;
}

/** The studio feedback belongs to: its order's, else its nurse's; checked against the caller's. */
async function studioOf(trx: Transaction<Database>, b: { authorKind: string; memberId?: number | undefined; nurseId?: number | undefined; orderId?: number | null | undefined }, stations: number[] | null): Promise<number | null> {
  let studioId: number | null = null;
  if (b.orderId) {
    const order = await trx.selectFrom('orders').select(['studio_id', 'member_id', 'nurse_id']).where('id', '=', b.orderId).executeTakeFirst();
    if (!order) throw unknownField('orderId', 'order');
    if (b.authorKind === 'member' && b.memberId !== undefined && num(order.member_id) !== b.memberId) throw invalidField('orderId', t('marketing.feedback.orderNotMembers'));
    if (b.authorKind === 'nurse' && b.nurseId !== undefined && (order.nurse_id === null || num(order.nurse_id) !== b.nurseId)) throw invalidField('orderId', t('marketing.feedback.orderNotNurses'));
    studioId = num(order.studio_id);
  } else if (b.authorKind === 'nurse' && b.nurseId !== undefined) {
    const nurse = await trx.selectFrom('nurses').select('studio_id').where('id', '=', b.nurseId).executeTakeFirst();
    studioId = nurse ? num(nurse.studio_id) : null;
  }
  if (stations !== null && (studioId === null || !stations.includes(studioId))) throw new CareOpsError('permissionDenied', t('marketing.feedback.notYourStudio'), { field: 'orderId' });
  return studioId;
}

export const addFeedback: Handler<'addFeedback'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  const stations = await ctx.signedIn().stationIds();
  return ctx.mutate(async (trx, audit) => {
    if (b.authorKind === 'member' && !(await trx.selectFrom('members').select('id').where('id', '=', b.memberId ?? 0).executeTakeFirst())) throw unknownField('memberId', 'member');
    if (b.authorKind === 'nurse' && !(await trx.selectFrom('nurses').select('id').where('id', '=', b.nurseId ?? 0).executeTakeFirst())) throw unknownField('nurseId', 'nurse');
    const missing = await missingUploads(trx, b.attachmentUploadIds);
    if (missing.length) throw invalidField('attachmentUploadIds', t('marketing.feedback.attachmentUnknown', { ids: missing.join(', ') }));
    const studioId = await studioOf(trx, b, stations);
    const values = {
      author_kind: b.authorKind, member_id: b.authorKind === 'member' ? (b.memberId ?? null) : null, nurse_id: b.authorKind === 'nurse' ? (b.nurseId ?? null) : null,
      category: b.category, content: b.content, order_id: b.orderId ?? null, studio_id: studioId, attachment_upload_ids: JSON.stringify(b.attachmentUploadIds),
      status: 'open', source: 'staff',
    };
    const row = await trx.insertInto('feedback').values({ ...values, replied_at: null, closed_at: null, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await audit({ action: 'feedback.add', entity: 'feedback', entityId: row.id, after: { ...values, version: 1 } });
    return answer(trx, row.id);
  });
};

/** Claims the feedback at the caller's version, after checking they may see it. */
async function claim(ctx: HandlerContext<{ feedbackId: number; version: number }>, trx: Transaction<Database>, now: number) {
  const before = await visibleFeedback(trx, ctx.body.feedbackId, await ctx.signedIn().stationIds());
  const version = await claimVersion(trx, 'feedback', ctx.body.feedbackId, ctx.body.version, entityWord('feedback'), now);
  return { before, version };
}

export const editFeedback: Handler<'editFeedback'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { before, version } = await claim(ctx, trx, now);
    let studioId: number | null | undefined;
    if (b.orderId !== undefined && b.orderId !== null) {
      const memberId = before.member_id === null ? undefined : num(before.member_id);
      const nurseId = before.nurse_id === null ? undefined : num(before.nurse_id);
      studioId = await studioOf(trx, { authorKind: before.author_kind, memberId, nurseId, orderId: b.orderId }, await ctx.signedIn().stationIds());
    }
    const { changes, was } = changedFields(before, { category: b.category, order_id: b.orderId, studio_id: studioId });
    if (Object.keys(changes).length) await trx.updateTable('feedback').set(changes).where('id', '=', b.feedbackId).execute();
    await audit({ action: 'feedback.edit', entity: 'feedback', entityId: b.feedbackId, before: { ...was, version: b.version }, after: { ...changes, version } });
    return answer(trx, b.feedbackId);
  });
};

/** replyFeedback, with the gateway the reply goes out through. */
export function replyFeedbackWith(gateway: MessageGateway): Handler<'replyFeedback'> {
  return async (ctx) => {
    const now = Date.now();
    const userId = ctx.signedIn().userId;
    return ctx.mutate(async (trx, audit) => {
      const { before, version } = await claim(ctx, trx, now);
      if (before.status === 'closed') throw invalidField('status', t('marketing.feedback.closedNoReply'));
      const sent = await sendFeedbackReply(trx, gateway, { id: num(before.id), author_kind: before.author_kind, member_id: before.member_id, nurse_id: before.nurse_id, studio_id: before.studio_id }, ctx.body.text, userId, now);
      await trx.updateTable('feedback').set({ status: 'replied', replied_at: now }).where('id', '=', ctx.body.feedbackId).execute();
      await audit({ action: 'feedback.reply', entity: 'feedback', entityId: ctx.body.feedbackId, before: { status: before.status, version: ctx.body.version }, after: { status: 'replied', replyId: sent.replyId, delivery: sent.delivery, version } });
      return answer(trx, ctx.body.feedbackId);
    });
  };
}

export const closeFeedback: Handler<'closeFeedback'> = async (ctx) => {
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const { before, version } = await claim(ctx, trx, now);
    if (before.status === 'closed') throw invalidField('status', t('marketing.feedback.alreadyClosed'));
    await trx.updateTable('feedback').set({ status: 'closed', closed_at: now }).where('id', '=', ctx.body.feedbackId).execute();
    await audit({ action: 'feedback.close', entity: 'feedback', entityId: ctx.body.feedbackId, before: { status: before.status, version: ctx.body.version }, after: { status: 'closed', version } });
    return answer(trx, ctx.body.feedbackId);
  });
};
