import { ACCOUNT_FLOOR_CENTS, CareOpsError } from '@careops/core/contract';
import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { sql } from 'kysely';
import type { Handler } from '../../http/handler-types';
import { claimVersion, notFound } from '../../list/optimistic';
import { accountDetail } from './account-read';
import { accountLabel } from './ledger-errors';
import { kindOf } from './ledger-names';

/**
 * Freezing holds part of a party's balance: debits cannot take it (the guarded update keeps
 * `balance >= frozen`), until it is released. Each freeze and release is kept with its reason
 * and audited; the account's version guards against two people changing it at once.
 */

const refusal = (field: string, message: string) => new CareOpsError('invalidInput', t('error.invalidField', { field, problem: message }), { field });

type FreezeContext = Parameters<Handler<'freezeLedgerAccount'>>[0];

async function changeFrozen(ctx: FreezeContext, direction: 1 | -1) {
  const { accountId, version, amount, reason } = ctx.body;
  const actorId = ctx.signedIn().userId;
  return ctx.mutate(async (trx, audit) => {
    const now = Date.now();
    const account = await trx.selectFrom('ledger_accounts').select(['id', 'kind', 'owner_kind', 'owner_id', 'balance_cents', 'frozen_cents']).where('id', '=', accountId).executeTakeFirst();
    if (!account) throw notFound(t('finance.ledger.entity.account'));
    const kind = kindOf(account.kind);
    if (ACCOUNT_FLOOR_CENTS[kind] === null) throw refusal('accountId', t('finance.ledger.notFreezable'));
    const label = accountLabel({ kind, ownerKind: account.owner_kind as 'member', ownerId: Number(account.owner_id) });
    await claimVersion(trx, 'ledger_accounts', accountId, version, t('finance.ledger.entity.account'), now);
    const balance = Number(account.balance_cents);
    const frozen = Number(account.frozen_cents);
    const change = direction * amount;
    // Guarded like a debit: a payment committing meanwhile cannot leave less than the frozen amount.
    const updated = await trx
      .updateTable('ledger_accounts')
      .set({ frozen_cents: sql`frozen_cents + ${change}`, frozen_reason: direction > 0 ? reason : frozen + change > 0 ? sql`frozen_reason` : '', updated_at: now })
      .where('id', '=', accountId)
      .where(sql<boolean>`frozen_cents + ${change} >= 0`)
      .where(sql<boolean>`frozen_cents + ${change} <= balance_cents`)
      .returning(['frozen_cents'])
      .executeTakeFirst();
    if (!updated) {
      if (direction > 0) throw refusal('amount', t('finance.ledger.freezeTooMuch', { wanted: formatCents(amount), available: formatCents(Math.max(0, balance - frozen)), account: label }));
      throw refusal('amount', t('finance.ledger.unfreezeTooMuch', { wanted: formatCents(amount), frozen: formatCents(frozen), account: label }));
    }
    const frozenAfter = Number(updated.frozen_cents);
    await trx.insertInto('ledger_account_freezes').values({ account_id: accountId, amount_cents: change, frozen_after_cents: frozenAfter, reason, actor_id: actorId, at: now }).execute();
    await audit({ action: direction > 0 ? 'ledgerAccount.freeze' : 'ledgerAccount.unfreeze', entity: 'ledger_account', entityId: accountId, before: { frozenCents: frozen, version }, after: { frozenCents: frozenAfter, reason } });
    return accountDetail(trx, accountId);
  });
}

export const freezeLedgerAccount: Handler<'freezeLedgerAccount'> = (ctx) => changeFrozen(ctx, 1);
export const unfreezeLedgerAccount: Handler<'unfreezeLedgerAccount'> = (ctx) => changeFrozen(ctx, -1);
