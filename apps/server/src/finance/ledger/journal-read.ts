import { JOURNAL_CHART_SERIES, JOURNAL_KINDS, type JournalKind, type JournalRow } from '@careops/core/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { businessDayStart } from '../../home/order-day-counts';
import type { Handler } from '../../http/handler-types';
import { listWindow } from '../../list/list-query';
import { notFound } from '../../list/optimistic';
import { t } from '@careops/core/i18n';
import { accountLabel } from './ledger-errors';
import { kindOf } from './ledger-names';

/**
 * The journal (/finance/collection-payment): transactions filtered by kind, party, account kind,
 * order, time and amount, with their postings; totals of the filtered set; a daily chart of
 * income, refunds and payouts.
 */

export interface JournalFilters {
  kind?: JournalKind | undefined;
  party?: { ownerKind: string; ownerId: number } | undefined;
  accountKind?: string | undefined;
  orderId?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

type JournalFrom = SelectQueryBuilder<Database, 'journal_transactions', object>;

export function filteredJournal(db: Kysely<Database>, f: JournalFilters): JournalFrom {
  let from = db.selectFrom('journal_transactions') as JournalFrom;
  if (f.kind !== undefined) from = from.where('journal_transactions.kind', '=', f.kind);
  if (f.orderId !== undefined) from = from.where('journal_transactions.order_id', '=', f.orderId);
  if (f.from !== undefined) from = from.where('journal_transactions.at', '>=', f.from);
  if (f.to !== undefined) from = from.where('journal_transactions.at', '<=', f.to);
  if (f.minAmount !== undefined) from = from.where('journal_transactions.amount_cents', '>=', f.minAmount);
  if (f.maxAmount !== undefined) from = from.where('journal_transactions.amount_cents', '<=', f.maxAmount);
  if (f.party !== undefined || f.accountKind !== undefined) {
    const party = f.party;
    const accountKind = f.accountKind;
    from = from.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('journal_postings as fp')
          .innerJoin('ledger_accounts as fa', 'fa.id', 'fp.account_id')
          .select('fp.id')
          .whereRef('fp.journal_id', '=', 'journal_transactions.id')
          .$if(party !== undefined, (q) => q.where('fa.owner_kind', '=', party?.ownerKind ?? '').where('fa.owner_id', '=', party?.ownerId ?? 0))
          .$if(accountKind !== undefined, (q) => q.where('fa.kind', '=', accountKind ?? '')),
      ),
    );
  }
  return from;
}

const asKind = (kind: string): JournalKind => ((JOURNAL_KINDS as readonly string[]).includes(kind) ? (kind as JournalKind) : 'adjustment');

export async function loadJournals(db: Kysely<Database>, ids: number[]): Promise<JournalRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('journal_transactions as j')
    .leftJoin('orders as o', 'o.id', 'j.order_id')
    .leftJoin('system_users as u', 'u.id', 'j.actor_id')
    .select(['j.id', 'j.kind', 'j.memo', 'j.order_id', 'o.order_no', 'j.actor_id', 'u.name as actor_name', 'j.at', 'j.amount_cents'])
    .where('j.id', 'in', ids)
    .execute();
  const postings = await db
    .selectFrom('journal_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.journal_id', 'p.account_id', 'a.kind', 'a.owner_kind', 'a.owner_id', 'p.amount_cents', 'p.balance_after_cents'])
    .where('p.journal_id', 'in', ids)
    .orderBy('p.id')
    .execute();
  const postingsOf = new Map<number, JournalRow['postings']>();
  for (const p of postings) {
    const kind = kindOf(p.kind);
    const list = postingsOf.get(Number(p.journal_id)) ?? [];
    const ownerKind = p.owner_kind as JournalRow['postings'][number]['ownerKind'];
    list.push({ accountId: Number(p.account_id), accountKind: kind, ownerKind, ownerId: Number(p.owner_id), accountName: accountLabel({ kind, ownerKind, ownerId: Number(p.owner_id) }), amountCents: Number(p.amount_cents), balanceAfterCents: Number(p.balance_after_cents) });
    postingsOf.set(Number(p.journal_id), list);
  }
  const byId = new Map(rows.map((r) => {
    const legs = postingsOf.get(Number(r.id)) ?? [];
    const names = (sign: number) => legs.filter((l) => Math.sign(l.amountCents) === sign).map((l) => l.accountName).join(', ');
    const row: JournalRow = {
      id: Number(r.id), kind: asKind(r.kind), memo: r.memo, orderId: r.order_id === null ? null : Number(r.order_id), orderNo: r.order_no ?? null,
      actorId: r.actor_id === null ? null : Number(r.actor_id), actorName: r.actor_name ?? null, at: Number(r.at), amountCents: Number(r.amount_cents),
      summary: legs.length ? `${names(-1)} → ${names(1)}` : '', postings: legs,
    };
    return [Number(r.id), row];
  }));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const seriesCase = (kinds: readonly string[]) => sql<number>`coalesce(sum(case when journal_transactions.kind in (${sql.join(kinds.map((k) => sql.lit(k)))}) then journal_transactions.amount_cents else 0 end), 0)`;

export const getJournalList: Handler<'getJournalList'> = async (ctx) => {
  const from = filteredJournal(ctx.db, ctx.body);
  const [{ ids, ...page }, totals] = await Promise.all([
    listWindow({ ...ctx.body, from, idColumn: 'journal_transactions.id', sortColumns: { id: 'journal_transactions.id', at: 'journal_transactions.at', amount: 'journal_transactions.amount_cents' } }),
    filteredJournal(ctx.db, ctx.body)
      .select([
        sql<number>`count(*)`.as('count'),
        sql<number>`coalesce(sum(journal_transactions.amount_cents), 0)`.as('amount'),
        seriesCase(JOURNAL_CHART_SERIES.income).as('income'),
        seriesCase(JOURNAL_CHART_SERIES.refunds).as('refunds'),
        seriesCase(JOURNAL_CHART_SERIES.payouts).as('payouts'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...page,
    list: await loadJournals(ctx.db, ids),
    totals: { count: Number(totals.count), amountCents: Number(totals.amount), incomeCents: Number(totals.income), refundCents: Number(totals.refunds), payoutCents: Number(totals.payouts) },
  };
};

export const getJournal: Handler<'getJournal'> = async (ctx) => {
  const [row] = await loadJournals(ctx.db, [ctx.body.journalId]);
  if (!row) throw notFound(t('finance.ledger.entity.journal'));
  return row;
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const CHART_DEFAULT_DAYS = 30;

/** Income, refunds and payouts per business day of the range (default: the last 30 days); hours grouped in SQL, days here. */
export const getJournalChart: Handler<'getJournalChart'> = async (ctx) => {
  const now = Date.now();
  const to = ctx.body.to ?? now;
  const from = businessDayStart(ctx.body.from ?? to - (CHART_DEFAULT_DAYS - 1) * DAY_MS);
  const limitedFrom = Math.max(from, businessDayStart(to - 365 * DAY_MS));
  const hour = sql<number>`(journal_transactions.at - ${sql.lit(limitedFrom)}) / ${sql.lit(HOUR_MS)}`;
  const series = [...JOURNAL_CHART_SERIES.income, ...JOURNAL_CHART_SERIES.refunds, ...JOURNAL_CHART_SERIES.payouts];
  const rows = await filteredJournal(ctx.db, { ...ctx.body, from: limitedFrom, to })
    .where('journal_transactions.kind', 'in', series)
    .select([hour.as('hour'), 'journal_transactions.kind', sql<number>`sum(journal_transactions.amount_cents)`.as('total')])
    .groupBy([hour, 'journal_transactions.kind'])
    .execute();
  const days = new Map<number, { dayStart: number; incomeCents: number; refundCents: number; payoutCents: number }>();
  for (let d = limitedFrom; d <= to; d = businessDayStart(d + DAY_MS + HOUR_MS)) days.set(d, { dayStart: d, incomeCents: 0, refundCents: 0, payoutCents: 0 });
  for (const r of rows) {
    const dayStart = businessDayStart(limitedFrom + Math.floor(Number(r.hour)) * HOUR_MS);
    const day = days.get(dayStart) ?? { dayStart, incomeCents: 0, refundCents: 0, payoutCents: 0 };
    const total = Number(r.total);
    if ((JOURNAL_CHART_SERIES.income as readonly string[]).includes(r.kind)) day.incomeCents += total;
    else if ((JOURNAL_CHART_SERIES.refunds as readonly string[]).includes(r.kind)) day.refundCents += total;
    else day.payoutCents += total;
    days.set(dayStart, day);
  }
  return { from: limitedFrom, to, days: [...days.values()].sort((a, b) => a.dayStart - b.dayStart) };
};
