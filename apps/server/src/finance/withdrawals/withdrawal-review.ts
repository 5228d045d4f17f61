import { t } from '@careops/core/i18n';
import type { Handler } from '../../http/handler-types';
import { idempotentChange } from './idempotent-call';
import { changeHold, lockParty } from './party-funds';
import { earningsAccount } from './payout-access';
import { withdrawalDetail, visibleWithdrawalId } from './withdrawal-read';
import { applyStep, inFlight, postStep, readWithdrawal } from './withdrawal-transition';

/**
 * The review of a withdrawal. Approval releases the hold and moves the amount from the party's
 * earnings to "withdrawals in flight" in the same transaction (the ledger refuses it if the
 * earnings no longer cover it); rejection only releases the hold. The party's row is locked
 * first, as a request locks it, so holds and balances are read and changed in one order.
 */

export const approveWithdrawal: Handler<'approveWithdrawal'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  const id = await visibleWithdrawalId(ctx.db, ctx.body.withdrawalId, stations);
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'approveWithdrawal', id, async () => {
      const before = await readWithdrawal(trx, id);
      await lockParty(trx, before.ownerKind, before.ownerId, now);
      const w = await readWithdrawal(trx, id);
      await applyStep(trx, w, 'withdrawal.approve', { reviewedBy: ctx.origin().actorId }, now);
      await changeHold(trx, w.ownerKind, w.ownerId, -w.amountCents, now);
      await postStep(trx, ctx.services.dialect, w, 'approve', 'withdrawal', t('withdrawals.server.memo.approve', { id }), [
        { account: earningsAccount(w.ownerKind, w.ownerId), amountCents: -w.amountCents },
        { account: inFlight(), amountCents: w.amountCents },
      ], ctx.origin().actorId, now);
      const detail = await withdrawalDetail(trx, id);
      await audit({ action: 'withdrawal.approve', entity: 'withdrawal', entityId: id, before: w, after: detail });
      return detail;
    }),
  );
};

export const rejectWithdrawal: Handler<'rejectWithdrawal'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  const id = await visibleWithdrawalId(ctx.db, ctx.body.withdrawalId, stations);
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'rejectWithdrawal', id, async () => {
      const before = await readWithdrawal(trx, id);
      await lockParty(trx, before.ownerKind, before.ownerId, now);
      const w = await readWithdrawal(trx, id);
      await applyStep(trx, w, 'withdrawal.reject', { reason: ctx.body.reason, reviewedBy: ctx.origin().actorId }, now);
      await changeHold(trx, w.ownerKind, w.ownerId, -w.amountCents, now);
      const detail = await withdrawalDetail(trx, id);
      await audit({ action: 'withdrawal.reject', entity: 'withdrawal', entityId: id, before: w, after: detail });
      return detail;
    }),
  );
};
