import type { EcoinRecord } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { sql } from 'kysely';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { notFound } from '../../list/optimistic';
import { postJournal, withIdempotency } from '../ledger';
import { invalidField } from '../invoices/invoice-access';
import { JOURNAL_KINDS_OF, loadEcoinRecord, loadEcoinRecords } from './ecoin-rows';

/**
 * E-coin (/finance/e-coin-record): the records of members' wallets, and purchases staff record
 * for money received outside the app (a bank transfer): one journal transaction, payment
 * clearing into the member's wallet, the member's e-coin balance moved with it, under the
 * caller's idempotency key.
 */

const sortColumns = { id: 'journal_postings.id', at: 'journal_postings.at' };
const entity = () => t('ecoin.list');

export const getEcoinRecordList: Handler<'getEcoinRecordList'> = async (ctx) => {
  const b = ctx.body;
  let from = ctx.db
    .selectFrom('journal_postings')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'journal_postings.account_id')
    .where('ledger_accounts.kind', '=', 'memberWallet');
  if (b.memberId !== undefined) from = from.where('ledger_accounts.owner_id', '=', b.memberId);
  if (b.kind) {
    const kinds = JOURNAL_KINDS_OF[b.kind];
    from = from.where(({ exists, selectFrom }) => exists(selectFrom('journal_transactions').select('journal_transactions.id').whereRef('journal_transactions.id', '=', 'journal_postings.journal_id').where('journal_transactions.kind', 'in', kinds)));
  }
  if (b.from !== undefined) from = from.where('journal_postings.at', '>=', b.from);
  if (b.to !== undefined) from = from.where('journal_postings.at', '<=', b.to);
  const { ids, ...page } = await listWindow({ from, idColumn: 'journal_postings.id', sortColumns, sort: b.sort, page: b.page, limit: b.limit, cursor: b.cursor });
  const outstanding = await ctx.db
    .selectFrom('ledger_accounts')
    .select(sql<string | number>`coalesce(sum(balance_cents), 0)`.as('total'))
    .where('kind', '=', 'memberWallet')
    .executeTakeFirst();
  return { ...page, list: await loadEcoinRecords(ctx.db, ids), outstandingCents: Number(outstanding?.total ?? 0) };
};

export const getEcoinRecord: Handler<'getEcoinRecord'> = async (ctx) => {
  const record = await loadEcoinRecord(ctx.db, ctx.body.recordId);
  if (!record) throw notFound(entity());
  return record;
};

export const recordEcoinPurchase: Handler<'recordEcoinPurchase'> = async (ctx) => {
  const b = ctx.body;
  const actorId = ctx.signedIn().userId;
  const now = Date.now();
  return ctx.mutate(async (trx, audit) => {
    const run = async (): Promise<EcoinRecord> => {
      const member = await trx.selectFrom('members').select('id').where('id', '=', b.memberId).executeTakeFirst();
      if (!member) throw invalidField('memberId', t('error.notFound', { what: t('ecoin.server.entity.member') }));
      const wallet = { kind: 'memberWallet', ownerKind: 'member', ownerId: b.memberId } as const;
      const { journalId } = await postJournal(trx, ctx.services.dialect, {
        kind: 'ecoinPurchase', memo: t('ecoin.memo.purchase', { reference: b.reference }), actorId, at: now,
        postings: [{ account: { kind: 'paymentClearing', ownerKind: 'platform', ownerId: 0 }, amountCents: -b.amount }, { account: wallet, amountCents: b.amount }],
      });
      await trx.updateTable('members').set((eb) => ({ ecoin_cents: eb('ecoin_cents', '+', b.amount) })).where('id', '=', b.memberId).execute();
      const posting = await trx
        .selectFrom('journal_postings')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'journal_postings.account_id')
        .select('journal_postings.id')
        .where('journal_postings.journal_id', '=', journalId)
        .where('ledger_accounts.kind', '=', 'memberWallet')
        .executeTakeFirstOrThrow();
      const record = await loadEcoinRecord(trx, Number(posting.id));
      if (!record) throw notFound(entity());
      await audit({ action: 'ecoin.purchase', entity: 'journal_transaction', entityId: journalId, after: { memberId: b.memberId, amountCents: b.amount, reference: b.reference } });
      return record;
    };
    if (!b.idempotencyKey) return run();
    const answer = await withIdempotency(trx, ctx.services.dialect, { actorId, key: b.idempotencyKey, endpoint: 'recordEcoinPurchase', body: b }, run, now);
    if (answer.replayed) ctx.unchanged();
    return answer.result;
  });
};
