import { WithdrawalStatus } from '@careops/core/machines';
import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import type { Handler } from '../../http/handler-types';
import { visibleAccount } from './account-handlers';
import { idempotentChange } from './idempotent-call';
import { partyFunds, changeHold } from './party-funds';
import { invalidField } from './payout-access';
import { feeOf, readPayoutSettings } from './payout-settings';
import { withdrawalDetail } from './withdrawal-read';

/**
 * A withdrawal request for a verified account: at least the minimum, more than its fee, and no
 * more than the party may withdraw now. The amount is held (not yet moved) until the review.
 */
export const addWithdrawal: Handler<'addWithdrawal'> = async (ctx) => {
  const b = ctx.body;
  const stations = await ctx.signedIn().stationIds();
  const now = Date.now();
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'addWithdrawal', null, async () => {
      const account = await visibleAccount(trx, b.accountId, stations);
      if (account.verification !== 'verified') throw invalidField('accountId', t('withdrawals.server.accountNotVerified', { verification: account.verification }));
      const settings = await readPayoutSettings(trx);
      if (b.amount < settings.minimumCents) throw invalidField('amount', t('withdrawals.server.belowMinimum', { minimum: formatCents(settings.minimumCents) }));
      const fee = feeOf(settings, b.amount);
      if (fee >= b.amount) throw invalidField('amount', t('withdrawals.server.feeExceeds', { fee: formatCents(fee) }));
      const funds = await partyFunds(trx, account.ownerKind, account.ownerId, settings, now);
      if (b.amount > funds.availableCents) {
        throw invalidField('amount', t('withdrawals.server.notEnough', {
          available: formatCents(funds.availableCents), balance: formatCents(funds.balanceCents - funds.frozenCents), held: formatCents(funds.heldCents), recent: formatCents(funds.recentCents), days: settings.holdDays,
        }));
      }
      await changeHold(trx, account.ownerKind, account.ownerId, b.amount, now);
      const row = await trx
        .insertInto('withdrawals')
        .values({
          owner_kind: account.ownerKind, owner_id: account.ownerId, studio_id: account.studioId, account_id: account.id, amount_cents: b.amount, fee_cents: fee,
          net_cents: b.amount - fee, status: WithdrawalStatus.underReview, requested_by: ctx.origin().actorId, reviewed_by: null, reviewed_at: null, settled_at: null,
          created_at: now, updated_at: now, version: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const detail = await withdrawalDetail(trx, Number(row.id));
      await audit({ action: 'withdrawal.request', entity: 'withdrawal', entityId: detail.id, after: detail });
      return detail;
    }),
  );
};
