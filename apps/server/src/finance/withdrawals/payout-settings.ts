import type { PayoutSettings } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { CareOpsError } from '@careops/core/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handler } from '../../http/handler-types';
import { num } from './payout-access';

/** The payout settings: one row (id 1) written by the migration, changed with its version. */

export async function readPayoutSettings(db: Kysely<Database> | Transaction<Database>): Promise<PayoutSettings> {
  const row = await db.selectFrom('payout_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    minimumCents: num(row.minimum_cents), feeCents: num(row.fee_cents), feeRateBp: num(row.fee_rate_bp), holdDays: num(row.hold_days),
    penaltyApprovalAboveCents: num(row.penalty_approval_above_cents), version: num(row.version),
  };
}

/** The fee of a withdrawal of `amountCents`: the fixed fee plus the rate, rounded down to the cent. */
export const feeOf = (settings: PayoutSettings, amountCents: number) => settings.feeCents + Math.floor((amountCents * settings.feeRateBp) / 10_000);

export const getPayoutSettings: Handler<'getPayoutSettings'> = async (ctx) => readPayoutSettings(ctx.db);

export const savePayoutSettings: Handler<'savePayoutSettings'> = async (ctx) => {
  const b = ctx.body;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const before = await readPayoutSettings(trx);
    const updated = await trx
      .updateTable('payout_settings')
      .set({
        minimum_cents: b.minimum, fee_cents: b.fee, fee_rate_bp: b.feeRateBp, hold_days: b.holdDays, penalty_approval_above_cents: b.penaltyApprovalAbove,
        version: before.version + 1, updated_at: now, updated_by: ctx.origin().actorId,
      })
      .where('id', '=', 1)
      .where('version', '=', b.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new CareOpsError('staleVersion', t('withdrawals.server.stale'));
    const after = await readPayoutSettings(trx);
    await audit({ action: 'payoutSettings.update', entity: 'payout_settings', entityId: 1, before, after });
    return after;
  });
};
