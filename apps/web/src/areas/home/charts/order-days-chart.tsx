import type { OrderDayCounts } from '@careops/core/contract';
import { businessDayOf, businessDayRange } from '@careops/core/format';
import { t, type MessageKey } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { toneOfStatus } from '../../../ui/status-tone';
import { BarChart, type ChartBar } from './bar-chart';

/** 'YYYY-MM-DD' of a business day's start. */
export function businessDate(dayStart: number): string {
  return businessDayOf(dayStart);
}

/** The order list filtered to orders created on one business day (and one status, by its slug). */
export function ordersOfDay(dayStart: number, status?: string): string {
  const params = new URLSearchParams();
  if (status !== undefined) params.set('status', status);
  params.set('createdFrom', String(dayStart));
  params.set('createdTo', String(businessDayRange(businessDayOf(dayStart))?.end ?? dayStart));
  return `${routes.orderList.path({})}?${params.toString()}`;
}

/** Orders per day over the last 30 days, stacked by status (one colour per meaning). */
export function OrderDaysChart({ data, title }: { data: OrderDayCounts; title: string }) {
  // The status enumeration's labels by their catalogue keys, so the chart's chunk does not carry
  // core's enumerations (and the schema library they share a chunk with).
  const legend = data.series.map((s) => ({ name: t(`enum.orderStatus.${s.status}` as MessageKey), tone: toneOfStatus(s.slug) }));
  const bars: ChartBar[] = data.dayStarts.map((start, day) => ({
    key: String(start),
    label: businessDate(start).slice(5),
    fullLabel: businessDate(start),
    segments: data.series.map((s, i) => ({ name: legend[i]!.name, value: s.counts[day] ?? 0, tone: legend[i]!.tone })),
    href: ordersOfDay(start),
  }));
  return <BarChart id="chart-orders" title={title} bars={bars} legend={legend} />;
}
