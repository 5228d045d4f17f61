import type { RewardPenalty } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { assertTimeRange, listWindow } from '../../list/list-query';
import { inStations } from '../../list/station-scope';
import { notFoundOf, num, numOrNull } from '../withdrawals/payout-access';

/** Rewards and penalties as lists and records show them, within the caller's studios. */

type Db = Kysely<Database> | Transaction<Database>;
const sortColumns = { id: 'rewards_penalties.id', createdAt: 'rewards_penalties.created_at', amountCents: 'rewards_penalties.amount_cents' };

export async function loadRewards(db: Db, ids: number[]): Promise<RewardPenalty[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('rewards_penalties as r')
    .innerJoin('nurses', 'nurses.id', 'r.nurse_id')
    .leftJoin('studios', 'studios.id', 'r.studio_id')
    .leftJoin('system_users as requester', 'requester.id', 'r.requested_by')
    .leftJoin('system_users as approver', 'approver.id', 'r.approved_by')
    .selectAll('r')
    .select(['nurses.name as nurse_name', 'studios.name as studio_name', 'requester.username as requester_name', 'approver.username as approver_name'])
    .where('r.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [num(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [{
      id, kind: r.kind as RewardPenalty['kind'], nurseId: num(r.nurse_id), nurseName: r.nurse_name, studioId: numOrNull(r.studio_id), studioName: r.studio_name ?? '',
      orderId: numOrNull(r.order_id), amountCents: num(r.amount_cents), reason: r.reason, status: r.status as RewardPenalty['status'], decisionNote: r.decision_note,
      requestedBy: numOrNull(r.requested_by), requestedByName: r.requester_name ?? '', approvedBy: numOrNull(r.approved_by), approvedByName: r.approver_name ?? '',
      journalId: numOrNull(r.journal_id), createdAt: num(r.created_at), decidedAt: numOrNull(r.decided_at), version: num(r.version),
    }];
  });
}

export async function visibleReward(db: Db, id: number, stations: number[] | null): Promise<RewardPenalty> {
  const row = await db.selectFrom('rewards_penalties').select('id').where('id', '=', id).where(inStations('rewards_penalties.studio_id', stations)).executeTakeFirst();
  const [reward] = row ? await loadRewards(db, [num(row.id)]) : [];
  if (!reward) throw notFoundOf('reward');
  return reward;
}

export const getRewardList: Handler<'getRewardList'> = async (ctx) => {
  const { kind, status, nurseId, studioId, orderId, from: since, to } = ctx.body;
  assertTimeRange(since, to);
  const stations = await ctx.signedIn().stationIds();
  let from = ctx.db.selectFrom('rewards_penalties').where(inStations('rewards_penalties.studio_id', stations));
  if (kind) from = from.where('rewards_penalties.kind', '=', kind);
  if (status) from = from.where('rewards_penalties.status', '=', status);
  if (nurseId !== undefined) from = from.where('rewards_penalties.nurse_id', '=', nurseId);
  if (studioId !== undefined) from = from.where('rewards_penalties.studio_id', '=', studioId);
  if (orderId !== undefined) from = from.where('rewards_penalties.order_id', '=', orderId);
  if (since !== undefined) from = from.where('rewards_penalties.created_at', '>=', since);
  if (to !== undefined) from = from.where('rewards_penalties.created_at', '<=', to);
  const { ids, ...page } = await listWindow({ ...ctx.body, from, idColumn: 'rewards_penalties.id', sortColumns });
  return { ...page, list: await loadRewards(ctx.db, ids) };
};

export const getReward: Handler<'getReward'> = async (ctx) => visibleReward(ctx.db, ctx.body.rewardId, await ctx.signedIn().stationIds());
