import { businessDayOf, formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { BarChart, type ChartBar } from './bar-chart';

/** The journal page's path (the route table's collectionPayment page). */
const JOURNAL = '/finance/collection-payment';

/** One business day of the journal chart (the finance ledger's getJournalChart). */
export interface MoneyDay {
  dayStart: number;
  incomeCents: number;
  refundCents: number;
}

/** The journal filtered to one business day, and to one kind of movement when given. */
export function journalOfDay(dayStart: number, kind?: string): string {
  const day = businessDayOf(dayStart);
  const params = new URLSearchParams({ from: day, to: day });
  if (kind !== undefined) params.set('kind', kind);
  return `${JOURNAL}?${params.toString()}`;
}


/** Income and refunds per business day, side by side in one bar; a bar opens that day's journal. */
export function MoneyDaysChart({ days, title }: { days: readonly MoneyDay[]; title: string }) {
  const income = t('daily.money.income');
  const refunds = t('daily.money.refunds');
  const legend = [
    { name: income, tone: 'done' as const },
    { name: refunds, tone: 'attention' as const },
  ];
  const bars: ChartBar[] = days.map((day) => ({
    key: String(day.dayStart),
    label: businessDayOf(day.dayStart).slice(5),
    fullLabel: businessDayOf(day.dayStart),
    segments: [
      { name: income, value: day.incomeCents, tone: 'done' },
      { name: refunds, value: day.refundCents, tone: 'attention', href: journalOfDay(day.dayStart, 'refund') },
    ],
    href: journalOfDay(day.dayStart),
  }));
  return <BarChart id="chart-money" title={title} bars={bars} legend={legend} format={formatCents} showTotal={false} />;
}
