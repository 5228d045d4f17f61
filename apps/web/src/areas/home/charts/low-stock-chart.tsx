import { t } from '@careops/core/i18n';
import { BarChart, type ChartBar } from './bar-chart';

/** The stock list page's path (the route table's consumablesList page). */
const STOCK_LIST = '/consumables/consumables-list';

/** Home's getLowStockCounts answer: short lines per studio, and each short line for a one-studio user. */
export interface LowStockCounts {
  studios: ReadonlyArray<{ studioId: number; studioName: string; below: number; held: number }>;
  items: ReadonlyArray<{ stockId: number; consumableId: number; consumableName: string; quantity: number; reorderThreshold: number }>;
}

/** The stock list filtered to lines below their reorder threshold, of one studio (and one consumable). */
export function stockBelowThreshold(studioId?: number, consumableId?: number): string {
  const params = new URLSearchParams();
  if (studioId !== undefined) params.set('studioId', String(studioId));
  if (consumableId !== undefined) params.set('consumableId', String(consumableId));
  params.set('belowThreshold', '1');
  return `${STOCK_LIST}?${params.toString()}`;
}

/**
 * Stock below threshold: per studio how many of its consumables are short; for a user of one
 * studio, each short consumable with what is on hand against its threshold.
 */
export function LowStockChart({ data, title }: { data: LowStockCounts; title: string }) {
  const studioId = data.items.length > 0 ? data.studios[0]?.studioId : undefined;
  if (studioId !== undefined) {
    const held = t('daily.stock.held');
    const short = t('daily.stock.short');
    const legend = [
      { name: held, tone: 'attention' as const },
      { name: short, tone: 'ended' as const },
    ];
    const bars: ChartBar[] = data.items.map((item) => ({
      key: String(item.stockId),
      label: item.consumableName,
      fullLabel: item.consumableName,
      segments: [
        { name: held, value: item.quantity, tone: 'attention' },
        { name: short, value: Math.max(0, item.reorderThreshold - item.quantity), tone: 'ended' },
      ],
      href: stockBelowThreshold(studioId, item.consumableId),
    }));
    return <BarChart id="chart-stock" title={title} bars={bars} legend={legend} showTotal={false} />;
  }
  const below = t('daily.stock.below');
  const legend = [{ name: below, tone: 'attention' as const }];
  const bars: ChartBar[] = data.studios.map((studio) => ({
    key: String(studio.studioId),
    label: studio.studioName,
    fullLabel: studio.studioName,
    segments: [{ name: below, value: studio.below, tone: 'attention' }],
    href: stockBelowThreshold(studio.studioId),
  }));
  return <BarChart id="chart-stock" title={title} bars={bars} legend={legend} />;
}
