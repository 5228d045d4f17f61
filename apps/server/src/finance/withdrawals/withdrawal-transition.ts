import { CareOpsError, platformAccount, type PostingInput, type JournalKind } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { nextWithdrawalStep, withdrawalStateOf, type WithdrawalEventType, type WithdrawalStep } from '@careops/core/machines';
import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/connect';
import type { Database } from '../../db/schema';
import { postJournal } from '../ledger';
import { num } from './payout-access';

/** One withdrawal step: the machine's verdict, the guarded status change, the journal it posts. */

export interface LockedWithdrawal {
  id: number;
  ownerKind: 'nurse' | 'studio';
  ownerId: number;
  amountCents: number;
  feeCents: number;
  netCents: number;
  status: number;
}

export async function readWithdrawal(trx: Transaction<Database>, id: number): Promise<LockedWithdrawal> {
  const row = await trx.selectFrom('withdrawals').select(['id', 'owner_kind', 'owner_id', 'amount_cents', 'fee_cents', 'net_cents', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
  return {
    id: num(row.id), ownerKind: row.owner_kind as LockedWithdrawal['ownerKind'], ownerId: num(row.owner_id), amountCents: num(row.amount_cents),
    feeCents: num(row.fee_cents), netCents: num(row.net_cents), status: num(row.status),
  };
}

const refusal = (w: LockedWithdrawal, event: WithdrawalEventType) =>
  new CareOpsError('invalidInput', t('withdrawals.server.notAllowed', {
    id: w.id, state: t(`withdrawals.server.state.${withdrawalStateOf(w.status) ?? 'underReview'}`), event: t(`withdrawals.server.event.${event}`),
  }));

/**
 * Moves the withdrawal to the status the machine gives for `event`, only if it is still in the
 * status it was read in: a concurrent step of the same withdrawal finds it moved and is refused.
 */
export async function applyStep(
  trx: Transaction<Database>,
  w: LockedWithdrawal,
  event: WithdrawalEventType,
  set: { reason?: string; reviewedBy?: number | null; settled?: boolean },
  now: number,
): Promise<WithdrawalStep> {
  const step = nextWithdrawalStep(w.status, event);
  if (!step) throw refusal(w, event);
  const changes = {
    status: step.status, updated_at: now,
    ...(set.reason !== undefined ? { reason: set.reason } : {}),
    ...(set.reviewedBy !== undefined ? { reviewed_by: set.reviewedBy, reviewed_at: now } : {}),
    ...(set.settled ? { settled_at: now } : {}),
  };
  const done = await trx.updateTable('withdrawals').set((eb) => ({ ...changes, version: eb('version', '+', 1) })).where('id', '=', w.id).where('status', '=', w.status).executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw refusal(await readWithdrawal(trx, w.id), event);
  return step;
}

/** Posts a withdrawal step's journal transaction and links it; the link's key makes a second posting fail. */
export async function postStep(
  trx: Transaction<Database>,
  dialect: DialectName,
  w: LockedWithdrawal,
  step: 'approve' | 'paid' | 'returned',
  kind: JournalKind,
  memo: string,
  postings: PostingInput[],
  actorId: number | null,
  now: number,
): Promise<number> {
  const { journalId } = await postJournal(trx, dialect, { kind, memo, actorId, at: now, postings });
  await trx.insertInto('withdrawal_journals').values({ withdrawal_id: w.id, step, journal_id: journalId }).execute();
  return journalId;
}

export const inFlight = () => platformAccount('withdrawalsInFlight');
