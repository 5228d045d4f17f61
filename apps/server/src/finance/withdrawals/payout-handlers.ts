import { CareOpsError, platformAccount } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { WithdrawalStatus } from '@careops/core/machines';
import type { Kysely, Transaction } from 'kysely';
import type { AuditOrigin } from '../../audit/audit-log';
import { writeAudit } from '../../audit/audit-log';
import type { Database } from '../../db/schema';
import type { Handler, HandlerMap } from '../../http/handler-types';
import type { Services } from '../../services';
import { idempotentChange } from './idempotent-call';
import { earningsAccount, num } from './payout-access';
import { crashAt } from './payout-crash-points';
import type { PayoutGateway, PayoutInstruction } from './payout-gateway';
import { withdrawalDetail, visibleWithdrawalId, type WithdrawalDetail } from './withdrawal-read';
import { applyStep, inFlight, postStep, readWithdrawal } from './withdrawal-transition';

/**
 * Payouts, sent at most once per withdrawal. Paying records the intent first (the withdrawal
 * becomes "payout pending" and its one payout row is written as `sending`, committed), then hands
 * the instruction to the gateway, then records it as `sent`. A crash after the intent leaves a
 * `sending` row: paying again, or the server's start, sends it again under the same reference,
 * which the gateway takes once. The outcome (paid, or failed: the amount returns to the party)
 * is confirmed by an operator or a returned file.
 */

const referenceOf = (withdrawalId: number) => `WD-${String(withdrawalId).padStart(8, '0')}`;

async function instructionOf(db: Kysely<Database>, withdrawalId: number): Promise<PayoutInstruction> {
  const row = await db
    .selectFrom('withdrawals')
    .innerJoin('withdraw_accounts', 'withdraw_accounts.id', 'withdrawals.account_id')
    .innerJoin('payouts', 'payouts.withdrawal_id', 'withdrawals.id')
    .select(['payouts.reference', 'withdrawals.net_cents', 'withdraw_accounts.holder_name', 'withdraw_accounts.bank_name', 'withdraw_accounts.account_number'])
    .where('withdrawals.id', '=', withdrawalId)
    .executeTakeFirstOrThrow();
  return { reference: row.reference, withdrawalId, amountCents: num(row.net_cents), holderName: row.holder_name, bankName: row.bank_name, accountNumber: row.account_number };
}

/** Sends a recorded instruction and marks it sent (a no-op for one already sent). */
async function deliver(services: Services, gateway: PayoutGateway, withdrawalId: number, origin: AuditOrigin, resuming = false): Promise<void> {
  const instruction = await instructionOf(services.db, withdrawalId);
  const { delivered } = await gateway.send(instruction);
  if (!resuming) crashAt(services, 'after-send');
  await services.db.transaction().execute(async (trx) => {
    const now = Date.now();
    const marked = await trx.updateTable('payouts').set({ state: 'sent', sent_at: now }).where('withdrawal_id', '=', withdrawalId).where('state', '=', 'sending').executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 1) {
      await writeAudit(trx, origin, { action: 'payout.sent', entity: 'withdrawal', entityId: withdrawalId, after: { reference: instruction.reference, gateway: gateway.name, delivered } }, now);
    }
  });
}

/** Sends every instruction recorded but not marked sent: what a crash between the two left. */
export async function resumePayouts(services: Services, gateway: PayoutGateway): Promise<number> {
  const pending = await services.db.selectFrom('payouts').select('withdrawal_id').where('state', '=', 'sending').orderBy('id').execute();
  for (const p of pending) await deliver(services, gateway, num(p.withdrawal_id), { actorId: null, channel: 'system', address: '' }, true);
  return pending.length;
}

function payHandler(gateway: PayoutGateway): Handler<'payWithdrawal'> {
  return async (ctx) => {
    const stations = await ctx.signedIn().stationIds();
    const id = await visibleWithdrawalId(ctx.db, ctx.body.withdrawalId, stations);
    await ctx.mutate(async (trx, audit) =>
      idempotentChange(ctx, trx, 'payWithdrawal', id, async () => {
        const w = await readWithdrawal(trx, id);
        const payout = await trx.selectFrom('payouts').select(['state', 'reference']).where('withdrawal_id', '=', id).executeTakeFirst();
        if (payout && payout.state !== 'sending') throw new CareOpsError('invalidInput', t('withdrawals.server.alreadyPaidOut', { id, reference: payout.reference }));
        if (!payout) {
          const now = Date.now();
          await applyStep(trx, w, 'withdrawal.pay', {}, now);
          await trx.insertInto('payouts').values({ withdrawal_id: id, reference: referenceOf(id), gateway: gateway.name, state: 'sending', created_at: now, sent_at: null, confirmed_at: null }).execute();
          await audit({ action: 'payout.intent', entity: 'withdrawal', entityId: id, after: { reference: referenceOf(id), gateway: gateway.name } });
        } else {
          await audit({ action: 'payout.resume', entity: 'withdrawal', entityId: id, after: { reference: payout.reference } });
        }
        return withdrawalDetail(trx, id);
      }),
    );
    crashAt(ctx.services, 'after-intent');
    await deliver(ctx.services, gateway, id, ctx.origin());
    return withdrawalDetail(ctx.db, id);
  };
}

interface Outcome {
  outcome: 'paid' | 'failed';
  reason?: string | undefined;
}

/** Records a payout's outcome in the caller's transaction: paid settles the in-flight amount, failed returns it. */
async function settle(trx: Transaction<Database>, services: Services, id: number, o: Outcome, actorId: number | null): Promise<WithdrawalDetail> {
  const now = Date.now();
  const w = await readWithdrawal(trx, id);
  const payout = await trx.selectFrom('payouts').select(['reference', 'state']).where('withdrawal_id', '=', id).executeTakeFirst();
  if (o.outcome === 'paid') {
    await applyStep(trx, w, 'withdrawal.confirmPaid', { settled: true }, now);
    const postings = [
      { account: inFlight(), amountCents: -w.amountCents },
      { account: platformAccount('paymentClearing'), amountCents: w.netCents },
      ...(w.feeCents > 0 ? [{ account: platformAccount('fees'), amountCents: w.feeCents }] : []),
    ];
    await postStep(trx, services.dialect, w, 'paid', 'withdrawalPaid', t('withdrawals.server.memo.paid', { id, reference: payout?.reference ?? '' }), postings, actorId, now);
  } else {
    await applyStep(trx, w, 'withdrawal.confirmFailed', { settled: true, reason: o.reason ?? '' }, now);
    await postStep(trx, services.dialect, w, 'returned', 'withdrawalReturned', t('withdrawals.server.memo.failed', { id }), [
      { account: inFlight(), amountCents: -w.amountCents },
      { account: earningsAccount(w.ownerKind, w.ownerId), amountCents: w.amountCents },
    ], actorId, now);
  }
  await trx.updateTable('payouts').set({ state: o.outcome === 'paid' ? 'confirmed' : 'failed', confirmed_at: now }).where('withdrawal_id', '=', id).execute();
  return withdrawalDetail(trx, id);
}

export const confirmWithdrawal: Handler<'confirmWithdrawal'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const id = await visibleWithdrawalId(ctx.db, ctx.body.withdrawalId, stations);
  return ctx.mutate(async (trx, audit) =>
    idempotentChange(ctx, trx, 'confirmWithdrawal', id, async () => {
      const detail = await settle(trx, ctx.services, id, ctx.body, ctx.origin().actorId);
      await audit({ action: `payout.${ctx.body.outcome}`, entity: 'withdrawal', entityId: id, after: { ...detail, reference: ctx.body.reference ?? null, reason: ctx.body.reason ?? null } });
      return detail;
    }),
  );
};

/** A returned payout file, one outcome per line; each line is its own transaction and result. */
export const importPayoutResults: Handler<'importPayoutResults'> = async (ctx) => {
  const stations = await ctx.signedIn().stationIds();
  const items: Array<{ id: string; ok: boolean; message: string }> = [];
  const lines = ctx.body.text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  for (const [index, line] of lines.entries()) {
    const [reference = '', outcome = '', ...rest] = line.split(',').map((p) => p.trim());
    if (outcome !== 'paid' && outcome !== 'failed') {
      items.push({ id: reference || String(index + 1), ok: false, message: t('withdrawals.server.badResultLine', { line: index + 1 }) });
      continue;
    }
    try {
      const payout = await ctx.db.selectFrom('payouts').select('withdrawal_id').where('reference', '=', reference).executeTakeFirst();
      if (!payout) throw new CareOpsError('invalidInput', t('withdrawals.server.unknownReference', { reference }));
      const id = await visibleWithdrawalId(ctx.db, num(payout.withdrawal_id), stations);
      const detail = await ctx.mutate(async (trx, audit) => {
        const d = await settle(trx, ctx.services, id, { outcome, reason: rest.join(',') }, ctx.origin().actorId);
        await audit({ action: `payout.${outcome}`, entity: 'withdrawal', entityId: id, after: { ...d, returnedFile: true } });
        return d;
      });
      items.push({ id: reference, ok: true, message: t(`withdrawals.server.state.${detail.status === WithdrawalStatus.paid ? 'paid' : 'payoutFailed'}`) });
    } catch (error) {
      items.push({ id: reference, ok: false, message: error instanceof Error ? error.message : String(error) });
    }
  }
  if (!items.some((i) => i.ok)) ctx.unchanged();
  return { items };
};

export function payoutHandlers(gateway: PayoutGateway): HandlerMap {
  return { payWithdrawal: payHandler(gateway), confirmWithdrawal, importPayoutResults };
}
