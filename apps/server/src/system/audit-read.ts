import type { AuditEntryView } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Handler } from '../http/handler-types';
import { assertTimeRange, listWindow } from '../list/list-query';
import { containsText, startsWithText } from '../list/text-match';

const auditSortColumns = { at: 'audit_log.at' };

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** Audit rows of `ids` with their actor's username and name, in the order of `ids`. */
async function loadAuditRows(db: Kysely<Database>, ids: number[]): Promise<AuditEntryView[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('system_users', 'system_users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_id',
      'system_users.username',
      'system_users.name',
      'audit_log.channel',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.before_json',
      'audit_log.after_json',
      'audit_log.address',
    ])
    .where('audit_log.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        at: r.at,
        actorId: r.actor_id,
        actorUsername: r.username ?? null,
        actorName: r.name ?? null,
        channel: r.channel,
        action: r.action,
        entity: r.entity,
        entityId: r.entity_id,
        before: parsed(r.before_json),
        after: parsed(r.after_json),
        address: r.address,
      },
    ];
  });
}

/**
 * getAuditList: who did what, from which face, when; newest first. Not station-scoped: the
 * trail is for holders of `audit.view` (super admin by default).
 */
export const getAuditList: Handler<'getAuditList'> = async (ctx) => {
  const b = ctx.body;
  const dialect = ctx.services.dialect;
  assertTimeRange(b.from, b.to);
  let from = ctx.db.selectFrom('audit_log');
  if (b.actorId !== undefined) from = from.where('audit_log.actor_id', '=', b.actorId);
  if (b.username) {
    const username = b.username;
    from = from.where('audit_log.actor_id', 'in', (eb) => eb.selectFrom('system_users').select('system_users.id').where(containsText('system_users.username', username, dialect)));
  }
  if (b.channel) from = from.where('audit_log.channel', '=', b.channel);
  if (b.action) from = b.action.endsWith('.') ? from.where(startsWithText('audit_log.action', b.action)) : from.where('audit_log.action', '=', b.action);
  if (b.entity) from = from.where('audit_log.entity', '=', b.entity);
  if (b.entityId !== undefined) from = from.where('audit_log.entity_id', '=', b.entityId);
  if (b.from !== undefined) from = from.where('audit_log.at', '>=', b.from);
  if (b.to !== undefined) from = from.where('audit_log.at', '<=', b.to);
  const { ids, ...page } = await listWindow({ from, idColumn: 'audit_log.id', sortColumns: auditSortColumns, sort: b.sort, page: b.page, limit: b.limit, cursor: b.cursor });
  return { ...page, list: await loadAuditRows(ctx.db, ids) };
};

/** getRecordHistory: every audit row about one record, newest first (its detail page's history). */
export const getRecordHistory: Handler<'getRecordHistory'> = async (ctx) => {
  const b = ctx.body;
  const from = ctx.db.selectFrom('audit_log').where('audit_log.entity', '=', b.entity).where('audit_log.entity_id', '=', b.entityId);
  const { ids, ...page } = await listWindow({
    from,
    idColumn: 'audit_log.id',
    sortColumns: auditSortColumns,
    sort: { field: 'at', direction: 'desc' },
    page: b.page,
    limit: b.limit,
    cursor: b.cursor,
  });
  return { ...page, list: await loadAuditRows(ctx.db, ids) };
};
