import type { ReviewQueueAges, ReviewQueueId } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import type { StatusTone } from '../../../ui/status-tone';
import { BarChart, type ChartBar } from './bar-chart';

/** The Home board's queue (its contribution id) each chart queue is: the chart links where the board does. */
export const BOARD_QUEUE_OF: Record<ReviewQueueId, string> = {
  organisationReview: 'orders.organisationReview',
  customerServiceReview: 'orders.customerServiceReview',
  priceChanges: 'orders.priceChanges',
  nurseApplications: 'people.nurseApplications',
  assistiveCards: 'people.assistiveCards',
};

/** Waiting under a day is on time, 1–3 days is waiting, 3 days or more needs attention. */
const BANDS: Array<{ name: () => string; tone: StatusTone }> = [
  { name: () => t('daily.queues.band.fresh'), tone: 'done' },
  { name: () => t('daily.queues.band.days'), tone: 'waiting' },
  { name: () => t('daily.queues.band.old'), tone: 'attention' },
];

/** The axis may hold about this many characters under a bar. */
const LABEL_CHARS = 18;

/**
 * A long name cut after a whole word, without an ellipsis: the words shown stay words of the
 * bar's spoken name (screen-reader users and voice control find the bar by what they see).
 */
function shortLabel(name: string): string {
  if (name.length <= LABEL_CHARS) return name;
  const words = name.split(' ');
  let label = words[0] ?? name;
  for (const word of words.slice(1)) {
    if (`${label} ${word}`.length > LABEL_CHARS) break;
    label = `${label} ${word}`;
  }
  return label;
}

/** Review queue sizes, each bar split by how long its items have waited. */
export function QueueAgesChart({ data, title, titles, links }: { data: ReviewQueueAges; title: string; titles: Record<string, string>; links: Record<string, string> }) {
  const legend = BANDS.map((b) => ({ name: b.name(), tone: b.tone }));
  const bars: ChartBar[] = data.queues.map((queue) => {
    const board = BOARD_QUEUE_OF[queue.id];
    const name = titles[board] ?? queue.id;
    return {
      key: queue.id,
      label: shortLabel(name),
      fullLabel: name,
      segments: legend.map((entry, i) => ({ ...entry, value: queue.ages[i] ?? 0 })),
      href: links[board] ?? '/home',
    };
  });
  return <BarChart id="chart-queues" title={title} bars={bars} legend={legend} />;
}
