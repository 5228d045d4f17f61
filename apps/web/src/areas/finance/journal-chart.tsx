import { formatDate, formatMoney } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { useRef, useState, type KeyboardEvent } from 'react';

export interface ChartDay {
  dayStart: number;
  incomeCents: number;
  refundCents: number;
  payoutCents: number;
}

const SERIES = [
  { key: 'incomeCents', label: 'finance.page.chart.income', fill: '#16A34A' },
  { key: 'refundCents', label: 'finance.page.chart.refunds', fill: '#DC2626' },
  { key: 'payoutCents', label: 'finance.page.chart.payouts', fill: '#2563EB' },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;
const money = (cents: number) => formatMoney(cents / 100);
const dayLabel = (dayStart: number) => formatDate(dayStart, 'YYYY-MM-DD');

function describe(day: ChartDay): string {
  return t('finance.page.chart.day', { day: dayLabel(day.dayStart), income: money(day.incomeCents), refunds: money(day.refundCents), payouts: money(day.payoutCents) });
}

/**
 * Daily income, refunds and payouts as grouped bars in plain SVG. One Tab stop: the arrow keys
 * (and Home/End) move between days and the day's figures are read out; Enter narrows the
 * journal to that day. The figures are also a table under a disclosure.
 */
export function JournalChart({ days, onPickDay }: { days: ChartDay[]; onPickDay(dayStart: number): void }) {
  const [active, setActive] = useState(Math.max(0, days.length - 1));
  const refs = useRef<Array<SVGGElement | null>>([]);
  const max = Math.max(1, ...days.flatMap((d) => [d.incomeCents, d.refundCents, d.payoutCents]));
  const slot = WIDTH / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(14, (slot * 0.8) / SERIES.length));
  const every = Math.ceil(days.length / 8);
  const current = days[Math.min(active, days.length - 1)];

  const focusDay = (index: number) => {
    const next = Math.max(0, Math.min(days.length - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: days.length - 1 };
    if (event.key === 'Enter' && current) {
      event.preventDefault();
      event.stopPropagation();
      onPickDay(current.dayStart);
      return;
    }
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    focusDay(target);
  };

  return (
    <div data-testid="journal-chart">
      <ul className="mb-2 flex flex-wrap gap-x-4 text-xs text-gray-700" aria-label={t('finance.page.chart.legend')}>
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: s.fill }} />
            {t(s.label)}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`} className="h-auto w-full" role="group" aria-label={t('finance.page.chart.keys')} onKeyDown={onKeyDown} data-testid="journal-chart-svg">
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#6B7280" strokeWidth={1} />
        {days.map((day, index) => (
          <g
            key={day.dayStart}
            ref={(el) => {
              refs.current[index] = el;
            }}
            tabIndex={index === active ? 0 : -1}
            role="button"
            aria-label={describe(day)}
            data-testid="journal-chart-day"
            data-day={dayLabel(day.dayStart)}
            className="group cursor-pointer outline-none"
            onFocus={() => setActive(index)}
            onClick={() => onPickDay(day.dayStart)}
          >
            <title>{describe(day)}</title>
            <rect x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
            {SERIES.map((s, i) => {
              const height = (day[s.key] / max) * (HEIGHT - 8);
              return height > 0 ? <rect key={s.key} x={index * slot + (slot - bar * SERIES.length) / 2 + i * bar} y={HEIGHT - height} width={bar} height={height} fill={s.fill} /> : null;
            })}
            <rect x={index * slot + 1} y={1} width={slot - 2} height={HEIGHT - 2} fill="none" stroke="#1F2937" strokeWidth={2} className="hidden group-focus-visible:inline" />
            {index % every === 0 && (
              <text x={index * slot + slot / 2} y={HEIGHT + 13} textAnchor="middle" fontSize={11} fill="#374151">
                {dayLabel(day.dayStart).slice(5)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <p className="mt-1 text-xs text-gray-700" aria-live="polite" data-testid="journal-chart-focused">
        {current ? describe(current) : ''}
      </p>
      <details className="mt-2 text-sm" data-testid="journal-chart-numbers">
        <summary className="cursor-pointer text-gray-800">{t('finance.page.chart.numbers')}</summary>
        <table className="mt-2 w-full text-left text-xs">
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="px-2 py-1 font-medium">{t('finance.page.chart.date')}</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1 text-right font-medium">{t(s.label)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.dayStart} className="border-b border-gray-100">
                <th scope="row" className="px-2 py-1 font-normal">{dayLabel(day.dayStart)}</th>
                {SERIES.map((s) => (
                  <td key={s.key} className="px-2 py-1 text-right tabular-nums">{money(day[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
