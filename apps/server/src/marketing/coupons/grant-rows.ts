import { RECIPIENT_REFUSALS, type GrantDetail, type GrantSummary, type RecipientRefusal } from '@careops/core/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { maskPhone } from '../../list/masking';
import { num } from './coupon-access';

/** Grants as the contract answers them: the list's rows, the detail and its recipients. */

type Row = {
  id: number; coupon_id: number; coupon_name: string; source: string; source_label: string; status: string; total: number; processed: number;
  granted: number; refused: number; created_by: number | null; creator_name: string | null; created_at: number; finished_at: number | null;
  version: number; idempotency_key: string;
};

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('coupon_grants')
    .innerJoin('coupons', 'coupons.id', 'coupon_grants.coupon_id')
    .leftJoin('system_users', 'system_users.id', 'coupon_grants.created_by')
    .select([
      'coupon_grants.id', 'coupon_grants.coupon_id', 'coupons.name as coupon_name', 'coupon_grants.source', 'coupon_grants.source_label', 'coupon_grants.status',
      'coupon_grants.total', 'coupon_grants.processed', 'coupon_grants.granted', 'coupon_grants.refused', 'coupon_grants.created_by', 'system_users.name as creator_name',
      'coupon_grants.created_at', 'coupon_grants.finished_at', 'coupon_grants.version', 'coupon_grants.idempotency_key',
    ]);

function summary(r: Row): GrantSummary {
  const total = num(r.total);
  return {
    id: num(r.id),
    coupon: { id: num(r.coupon_id), name: r.coupon_name },
    source: r.source as GrantSummary['source'],
    sourceLabel: r.source_label,
    status: r.status as GrantSummary['status'],
    total,
    processed: num(r.processed),
    granted: num(r.granted),
    refused: num(r.refused),
    percent: total ? Math.floor((num(r.processed) * 100) / total) : 100,
    createdBy: r.created_by === null ? null : { id: num(r.created_by), name: r.creator_name ?? '' },
    createdAt: num(r.created_at),
    finishedAt: r.finished_at === null ? null : num(r.finished_at),
    version: num(r.version),
  };
}

export async function loadGrantSummaries(db: Kysely<Database>, ids: number[]): Promise<GrantSummary[]> {
  if (!ids.length) return [];
  const rows = (await base(db).where('coupon_grants.id', 'in', ids).execute()) as Row[];
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [summary(r)] : [];
  });
}

export async function loadGrantDetail(db: Kysely<Database>, id: number): Promise<GrantDetail | undefined> {
  const row = (await base(db).where('coupon_grants.id', '=', id).executeTakeFirst()) as Row | undefined;
  if (!row) return undefined;
  const reasons = await db
    .selectFrom('coupon_grant_recipients')
    .select(['reason', (eb) => eb.fn.countAll<number>().as('n')])
    .where('grant_id', '=', id)
    .where('status', '=', 'refused')
    .groupBy('reason')
    .execute();
  const refusals = reasons
    .filter((r): r is typeof r & { reason: RecipientRefusal } => (RECIPIENT_REFUSALS as readonly string[]).includes(r.reason))
    .map((r) => ({ reason: r.reason, count: num(r.n) }));
  return { ...summary(row), refusals, idempotencyKey: row.idempotency_key };
}

export async function loadRecipients(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('coupon_grant_recipients as r')
    .leftJoin('members', 'members.id', 'r.member_id')
    .leftJoin('member_coupons as mc', (join) => join.onRef('mc.grant_id', '=', 'r.grant_id').onRef('mc.member_id', '=', 'r.member_id'))
    .select(['r.id', 'r.member_id', 'members.nickname', 'r.phone', 'r.status', 'r.reason', 'mc.status as coupon_state', 'mc.expires_at', 'mc.used_at'])
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const granted = r.status === 'granted' && r.coupon_state !== null;
    return [{
      id,
      memberId: r.member_id === null ? null : num(r.member_id),
      nickname: r.nickname ?? '',
      phone: maskPhone(r.phone),
      status: r.status as 'pending' | 'granted' | 'refused',
      reason: r.reason,
      couponState: granted ? (r.coupon_state as 'unused' | 'used' | 'expired') : null,
      expiresAt: granted && r.expires_at !== null ? num(r.expires_at) : null,
      usedAt: granted && r.used_at !== null ? num(r.used_at) : null,
    }];
  });
}
