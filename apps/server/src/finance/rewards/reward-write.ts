import { CareOpsError, platformAccount, type RewardPenalty } from '@careops/core/contract';
import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler, HandlerContext } from '../../http/handler-types';
import { postJournal, readBalance } from '../ledger';
import { idempotentChange } from '../withdrawals/idempotent-call';
import { lockParty } from '../withdrawals/party-funds';
import { assertInStations, earningsAccount, invalidField, num, partyOf, unknownField } from '../withdrawals/payout-access';
import { readPayoutSettings } from '../withdrawals/payout-settings';
import { loadRewards, visibleReward } from './reward-read';

/**
 * Rewards and penalties of nurses. A reward moves money from the platform's revenue to the
 * nurse's earnings; a penalty the other way (refused when the earnings do not cover it). A
 * penalty above the set amount waits for a second approver, who must be someone else.
 */

async function post(trx: Transaction<Database>, ctx: HandlerContext<unknown>, reward: RewardPenalty, now: number): Promise<number> {
  const earnings = earningsAccount('nurse', reward.nurseId);
  const sign = reward.kind === 'reward' ? 1 : -1;
  if (reward.kind === 'penalty') {
    await lockParty(trx, 'nurse', reward.nurseId, now);
    const balance = await readBalance(trx, earnings);
    if (balance.availableCents < reward.amountCents) {
      throw invalidField('amount', t('rewards.server.notEnough', { amount: formatCents(reward.amountCents), balance: formatCents(balance.availableCents) }));
    }
  }
  const { journalId } = await postJournal(trx, ctx.services.dialect, {
    kind: reward.kind, memo: t(`rewards.server.memo.${reward.kind}`, { reason: reward.reason }), orderId: reward.orderId, actorId: ctx.origin().actorId, at: now,
    postings: [
      { account: earnings, amountCents: sign * reward.amountCents },
      { account: platformAccount('platformRevenue'), amountCents: -sign * reward.amountCents },
    ],
  });
  return journalId;
}

export const addReward: Handler<'addReward'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'addReward', null, async () => {
      const nurse = await partyOf(trx, 'nurse', b.nurseId);
      if (!nurse) throw unknownField('nurseId', 'nurse');
      assertInStations(stations, nurse.studioId, nurse.studioName, 'nurseId');
      if (b.orderId !== undefined) {
        const order = await trx.selectFrom('orders').select('nurse_id').where('id', '=', b.orderId).executeTakeFirst();
        if (!order) throw unknownField('orderId', 'order');
        if (num(order.nurse_id) !== b.nurseId) throw invalidField('orderId', t('rewards.server.orderElsewhere', { id: b.orderId }));
      }
      const settings = await readPayoutSettings(trx);
      const needsSecond = b.kind === 'penalty' && b.amount > settings.penaltyApprovalAboveCents;
      const row = await trx
        .insertInto('rewards_penalties')
        .values({
          kind: b.kind, nurse_id: b.nurseId, studio_id: nurse.studioId, order_id: b.orderId ?? null, amount_cents: b.amount, reason: b.reason,
          status: needsSecond ? 'awaitingApproval' : 'posted', requested_by: ctx.origin().actorId, approved_by: null, journal_id: null,
          decided_at: null, created_at: now, updated_at: now, version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = num(row.id);
      if (!needsSecond) {
        const [created] = await loadRewards(trx, [id]);
        const journalId = await post(trx, ctx, created as RewardPenalty, now);
        await trx.updateTable('rewards_penalties').set({ journal_id: journalId, decided_at: now }).where('id', '=', id).execute();
      }
      const [after] = await loadRewards(trx, [id]);
      await audit({ action: `${b.kind}.create`, entity: 'reward_penalty', entityId: id, after });
      return after as RewardPenalty;
    }),
  );
};

/** Moves an awaiting penalty on, only if it is still awaiting (a concurrent decision finds it decided). */
async function decide(trx: Transaction<Database>, id: number, version: number, set: { status: 'posted' | 'rejected'; approved_by: number | null; decision_note?: string; journal_id?: number }, now: number) {
  const done = await trx
    .updateTable('rewards_penalties')
    .set({ ...set, decided_at: now, updated_at: now, version: version + 1 })
    .where('id', '=', id)
    .where('status', '=', 'awaitingApproval')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

const notAwaiting = (r: RewardPenalty) => new CareOpsError('invalidInput', t('rewards.server.notAwaiting', { kind: r.kind, status: r.status }));

export const approveReward: Handler<'approveReward'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'approveReward', ctx.body.rewardId, async () => {
      const before = await visibleReward(trx, ctx.body.rewardId, stations);
      if (before.status !== 'awaitingApproval') throw notAwaiting(before);
      const actorId = ctx.origin().actorId;
      if (before.requestedBy === actorId) {
        const settings = await readPayoutSettings(trx);
        // 101, not 106: the caller holds the permission; this record needs another person (and the faces show the message).
        throw new CareOpsError('invalidInput', t('rewards.server.sameApprover', { limit: formatCents(settings.penaltyApprovalAboveCents), name: before.requestedByName }), { field: 'rewardId' });
      }
      const journalId = await post(trx, ctx, before, now);
      if (!(await decide(trx, before.id, before.version, { status: 'posted', approved_by: actorId, journal_id: journalId }, now))) throw notAwaiting(await visibleReward(trx, before.id, null));
      const [after] = await loadRewards(trx, [before.id]);
      await audit({ action: 'penalty.approve', entity: 'reward_penalty', entityId: before.id, before, after });
      return after as RewardPenalty;
    }),
  );
};

export const rejectReward: Handler<'rejectReward'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await visibleReward(trx, ctx.body.rewardId, stations);
    if (before.status !== 'awaitingApproval') throw notAwaiting(before);
    if (!(await decide(trx, before.id, before.version, { status: 'rejected', approved_by: ctx.origin().actorId, decision_note: ctx.body.reason }, now))) throw notAwaiting(await visibleReward(trx, before.id, null));
    const [after] = await loadRewards(trx, [before.id]);
    await audit({ action: 'penalty.reject', entity: 'reward_penalty', entityId: before.id, before, after });
    return after as RewardPenalty;
  });
};
