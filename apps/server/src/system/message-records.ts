import type { MessageRecordSummary } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { assertTimeRange, inWindowOrder, listWindow } from '../list/list-query';
import { maskPhone } from '../list/masking';
import { notFound } from '../list/optimistic';
import { containsText } from '../list/text-match';

const recordSortColumns = { id: 'message_records.id', createdAt: 'message_records.created_at', recipients: 'message_records.recipients' };
const recipientSortColumns = { id: 'message_recipients.id' };

/** Station scoping of message records: records addressed to the caller's stations, and its own. */
export function recordVisible(stations: number[] | null, userId: number): RawBuilder<SqlBool> {
  if (stations === null) return sql<SqlBool>`1 = 1`;
  const own = sql<SqlBool>`message_records.created_by = ${userId}`;
  return stations.length ? sql<SqlBool>`(message_records.station_id in (${sql.join(stations)}) or ${own})` : own;
}

const recordColumns = ['id', 'channel', 'template', 'title', 'body', 'target_label', 'recipients', 'delivered', 'failed', 'pending', 'created_at', 'created_by'] as const;

async function loadRecords(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('message_records')
    .leftJoin('system_users', 'system_users.id', 'message_records.created_by')
    .select(recordColumns.map((c) => `message_records.${c}` as const))
    .select('system_users.name as creator_name')
    .where('message_records.id', 'in', ids)
    .execute();
  return inWindowOrder(ids, rows).map((r) => {
    const summary: MessageRecordSummary = {
      id: r.id,
      channel: r.channel,
      template: r.template,
      title: r.title,
      recipients: r.recipients,
      delivered: r.delivered,
      failed: r.failed,
      pending: r.pending,
      createdAt: r.created_at,
      createdBy: r.created_by === null ? null : { id: r.created_by, name: r.creator_name ?? '' },
    };
    return { summary, body: r.body, target: r.target_label };
  });
}

/** getMessageRecordList: messages sent (SMS, app, announcements) with their delivery counts. */
export const getMessageRecordList: Handler<'getMessageRecordList'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  assertTimeRange(b.from, b.to);
  let from = ctx.db.selectFrom('message_records').where(recordVisible(await auth.stationIds(), auth.userId));
  if (b.channel) from = from.where('message_records.channel', '=', b.channel);
  if (b.template) from = from.where(containsText('message_records.template', b.template, ctx.services.dialect));
  if (b.from !== undefined) from = from.where('message_records.created_at', '>=', b.from);
  if (b.to !== undefined) from = from.where('message_records.created_at', '<=', b.to);
  const { ids, ...page } = await listWindow({ from, idColumn: 'message_records.id', sortColumns: recordSortColumns, sort: b.sort, page: b.page, limit: b.limit, cursor: b.cursor });
  return { ...page, list: (await loadRecords(ctx.db, ids)).map((r) => r.summary) };
};

/** A recipient's address as shown: phones masked, staff usernames as they are. */
const shownAddress = (address: string) => (/^\d{7,}$/.test(address) ? maskPhone(address) : address);

/** getMessageRecord: one record and a page of its recipients (by status if asked). */
export const getMessageRecord: Handler<'getMessageRecord'> = async (ctx) => {
  const b = ctx.body;
  const auth = ctx.signedIn();
  const visible = await ctx.db
    .selectFrom('message_records')
    .select('id')
    .where('id', '=', b.id)
    .where(recordVisible(await auth.stationIds(), auth.userId))
    .executeTakeFirst();
  const [record] = visible ? await loadRecords(ctx.db, [b.id]) : [];
  if (!record) throw notFound(t('system.entity.messageRecord'));
  let from = ctx.db.selectFrom('message_recipients').where('message_recipients.record_id', '=', b.id);
  if (b.status) from = from.where('message_recipients.status', '=', b.status);
  const { ids, ...page } = await listWindow({ from, idColumn: 'message_recipients.id', sortColumns: recipientSortColumns, sort: { field: 'id', direction: 'asc' }, page: b.page, limit: b.limit, cursor: b.cursor });
  const rows = ids.length
    ? await ctx.db.selectFrom('message_recipients').select(['id', 'kind', 'recipient_id', 'name', 'address', 'status', 'error', 'delivered_at']).where('id', 'in', ids).execute()
    : [];
  return {
    record: { ...record.summary, body: record.body, target: record.target },
    recipients: {
      ...page,
      list: inWindowOrder(ids, rows).map((r) => ({
        id: r.id,
        kind: r.kind,
        recipientId: r.recipient_id,
        name: r.name,
        address: shownAddress(r.address),
        status: r.status,
        error: r.error,
        deliveredAt: r.delivered_at,
      })),
    },
  };
};
