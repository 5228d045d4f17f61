import { BUSINESS_DAY_OFFSET_MS, DAY_MS, type OrderDayCounts } from '@careops/core/contract';
import { labelOf, orderStatusEnum, slugOf } from '@careops/core/enums';
import { routes } from '@careops/core/permissions';
import { toneOfStatus } from '../../../ui/status-tone';
import { BarChart, type ChartBar } from './bar-chart';

/** 'YYYY-MM-DD' of a business day's start. */
export function businessDate(dayStart: number): string {
  return new Date(dayStart + BUSINESS_DAY_OFFSET_MS).toISOString().slice(0, 10);
}

/** The order list filtered to orders created on one business day (and one status). */
export function ordersOfDay(dayStart: number, status?: number): string {
  const params = new URLSearchParams();
  if (status !== undefined) params.set('status', slugOf(orderStatusEnum, status) ?? String(status));
  params.set('createdFrom', String(dayStart));
  params.set('createdTo', String(dayStart + DAY_MS - 1));
  return `${routes.orderList.path({})}?${params.toString()}`;
}

/** Orders per day over the last 30 days, stacked by status (one colour per meaning). */
export function OrderDaysChart({ data, title }: { data: OrderDayCounts; title: string }) {
  const legend = data.series.map((s) => ({ name: labelOf(orderStatusEnum, s.status), tone: toneOfStatus(slugOf(orderStatusEnum, s.status) ?? '') }));
  const bars: ChartBar[] = data.dayStarts.map((start, day) => ({
    key: String(start),
    label: businessDate(start).slice(5),
    fullLabel: businessDate(start),
    segments: data.series.map((s, i) => ({ name: legend[i]!.name, value: s.counts[day] ?? 0, tone: legend[i]!.tone })),
    href: ordersOfDay(start),
  }));
  return <BarChart id="chart-orders" title={title} bars={bars} legend={legend} />;
}
