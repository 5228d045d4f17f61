import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { imageRefs } from '../../uploads/upload-refs';
import { num, numOrNull } from '../content-access';

/** Feedback as the contract answers it. */

const EXCERPT_LENGTH = 80;
const excerptOf = (text: string) => {
  const line = text.split('\n')[0] ?? '';
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
};

const attachmentIds = (json: string): number[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : [];
};

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('members as m', 'm.id', 'f.member_id')
    .leftJoin('nurses as n', 'n.id', 'f.nurse_id')
    .leftJoin('orders as o', 'o.id', 'f.order_id')
    .leftJoin('studios as s', 's.id', 'f.studio_id')
    .select([
      'f.id', 'f.author_kind', 'f.member_id', 'f.nurse_id', 'f.category', 'f.content', 'f.order_id', 'f.studio_id', 'f.attachment_upload_ids', 'f.status', 'f.source',
      'f.replied_at', 'f.closed_at', 'f.created_at', 'f.updated_at', 'f.version',
      'm.nickname as memberNickname', 'm.real_name as memberRealName', 'n.name as nurseName', 'o.order_no', 's.name as studioName',
      (e) => e.selectFrom('feedback_replies as r').select((r) => r.fn.countAll<number>().as('n')).whereRef('r.feedback_id', '=', 'f.id').as('replyCount'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function summary(r: Row) {
  const authorId = r.author_kind === 'nurse' ? numOrNull(r.nurse_id) : numOrNull(r.member_id);
  const authorName = r.author_kind === 'nurse' ? r.nurseName : r.memberRealName || r.memberNickname;
  return {
    id: num(r.id),
    authorKind: r.author_kind,
    author: authorId === null ? null : { id: authorId, name: authorName ?? '' },
    category: r.category,
    excerpt: excerptOf(r.content),
    orderId: numOrNull(r.order_id),
    orderNo: r.order_no ?? '',
    studio: r.studio_id === null ? null : { id: num(r.studio_id), name: r.studioName ?? '' },
    status: r.status,
    source: r.source,
    attachmentCount: attachmentIds(r.attachment_upload_ids).length,
    replyCount: num(r.replyCount ?? 0),
    createdAt: num(r.created_at),
    updatedAt: num(r.updated_at),
    version: num(r.version),
  };
}

export async function loadFeedbackSummaries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await baseQuery(db).where('f.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [summary(r)] : [];
  });
}

export async function loadFeedbackDetail(db: Kysely<Database>, id: number) {
  const r = await baseQuery(db).where('f.id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const ids = attachmentIds(r.attachment_upload_ids);
  const images = await imageRefs(db, ids);
  const replies = await db
    .selectFrom('feedback_replies as r')
    .leftJoin('system_users as u', 'u.id', 'r.created_by')
    .select(['r.id', 'r.text', 'r.delivery', 'r.message_record_id', 'r.created_at', 'u.id as authorId', 'u.name as authorName'])
    .where('r.feedback_id', '=', id)
    .orderBy('r.id')
    .execute();
  return {
    ...summary(r),
    content: r.content,
    attachments: ids.flatMap((uploadId) => {
      const image = images.get(uploadId);
      return image ? [image] : [];
    }),
    replies: replies.map((reply) => ({
      id: num(reply.id),
      text: reply.text,
      delivery: reply.delivery,
      messageRecordId: numOrNull(reply.message_record_id),
      author: reply.authorId === null ? null : { id: num(reply.authorId), name: reply.authorName ?? '' },
      createdAt: num(reply.created_at),
    })),
    repliedAt: numOrNull(r.replied_at),
    closedAt: numOrNull(r.closed_at),
  };
}
