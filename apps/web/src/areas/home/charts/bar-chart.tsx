import { t } from '@careops/core/i18n';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { STATUS_TONE_FILL, type StatusTone } from '../../../ui/status-tone';

/** One part of a bar: a count of one kind (a status, an age band), in its tone's colour. */
export interface BarSegment {
  name: string;
  value: number;
  tone: StatusTone;
  /** The list behind this part alone, when it differs from the bar's (the table links it). */
  href?: string;
}

/** One bar: its axis label, its full name (for the table and screen readers), its parts and the list behind it. */
export interface ChartBar {
  key: string;
  label: string;
  fullLabel: string;
  segments: BarSegment[];
  href: string;
}

export interface BarChartProps {
  /** Prefix of test ids and element ids, e.g. 'chart-orders'. */
  id: string;
  title: string;
  bars: ChartBar[];
  /** The kinds of segment, in stacking order (bottom first), for the legend and the table's columns. */
  legend: Array<{ name: string; tone: StatusTone }>;
  /** How a value reads (money, counts); counts as they are by default. */
  format?: (value: number) => string;
  /** False when the parts are not of one kind and their sum means nothing (income and refunds). */
  showTotal?: boolean;
}

const WIDTH = 600;
const HEIGHT = 180;
const AXIS = 18;

const totalOf = (bar: ChartBar) => bar.segments.reduce((sum, s) => sum + s.value, 0);

/** What a screen reader hears on a bar: its name, its total and each non-zero part. */
function barDescription(bar: ChartBar, format: (value: number) => string, showTotal: boolean): string {
  const parts = bar.segments.filter((s) => s.value > 0).map((s) => t('daily.chart.part', { name: s.name, count: format(s.value) }));
  if (!showTotal) return t('daily.chart.barParts', { label: bar.fullLabel, parts: parts.join(', ') || t('daily.chart.none') });
  return t('daily.chart.bar', { label: bar.fullLabel, total: format(totalOf(bar)), parts: parts.join(', ') || t('daily.chart.none') });
}

/**
 * A stacked bar chart in plain SVG. One Tab stop: the arrow keys (and Home/End) move between
 * bars, Enter or a click opens the list behind the bar. The numbers are also a table, under a
 * disclosure, with the same links.
 */
export function BarChart({ id, title, bars, legend, format = String, showTotal = true }: BarChartProps) {
  const [, navigate] = useLocation();
  const [active, setActive] = useState(0);
  const refs = useRef<Array<{ focus(): void } | null>>([]);
  const max = Math.max(1, ...bars.map(totalOf));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(4, Math.min(48, slot * 0.7));
  const every = Math.ceil(bars.length / 10);

  const focusBar = (index: number) => {
    const next = Math.max(0, Math.min(bars.length - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowDown: active + 1, ArrowLeft: active - 1, ArrowUp: active - 1, Home: 0, End: bars.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    focusBar(target);
  };
  const open = (event: MouseEvent, href: string) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div data-testid={id}>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-label={t('daily.chart.legend')}>
        {legend.map((entry) => (
          <li key={entry.name} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: STATUS_TONE_FILL[entry.tone] }} />
            {entry.name}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        className="h-auto w-full"
        role="group"
        aria-label={t('daily.chart.keys', { title })}
        onKeyDown={onKeyDown}
        data-testid={`${id}-svg`}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="#6B7280" strokeWidth={1} />
        {bars.map((bar, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          let y = HEIGHT;
          return (
            <a
              key={bar.key}
              href={bar.href}
              ref={(el) => {
                refs.current[index] = el;
              }}
              tabIndex={index === active ? 0 : -1}
              aria-label={barDescription(bar, format, showTotal)}
              data-testid={`${id}-bar`}
              className="group outline-none"
              onFocus={() => setActive(index)}
              onClick={(event) => open(event, bar.href)}
            >
              <title>{barDescription(bar, format, showTotal)}</title>
              <rect x={index * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
              {bar.segments.map((segment) => {
                if (segment.value === 0) return null;
                const height = (segment.value / max) * (HEIGHT - 8);
                y -= height;
                return <rect key={segment.name} x={x} y={y} width={barWidth} height={height} fill={STATUS_TONE_FILL[segment.tone]} />;
              })}
              <rect x={index * slot + 1} y={1} width={slot - 2} height={HEIGHT - 2} fill="none" stroke="#1F2937" strokeWidth={2} className="hidden group-focus-visible:inline" />
              {index % every === 0 && (
                <text x={index * slot + slot / 2} y={HEIGHT + 13} textAnchor="middle" fontSize={11} fill="#374151">
                  {bar.label}
                </text>
              )}
            </a>
          );
        })}
      </svg>
      <details className="mt-2 text-sm" data-testid={`${id}-numbers`}>
        <summary className="cursor-pointer text-gray-800">{t('daily.chart.numbers')}</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="px-2 py-1 font-medium">{t('daily.chart.item')}</th>
                {legend.map((entry) => (
                  <th key={entry.name} scope="col" className="px-2 py-1 text-right font-medium">{entry.name}</th>
                ))}
                {showTotal && <th scope="col" className="px-2 py-1 text-right font-medium">{t('daily.chart.total')}</th>}
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key} className="border-b border-gray-100">
                  <th scope="row" className="px-2 py-1 font-normal">
                    <Link href={bar.href} className="text-gray-900 underline decoration-primary-strong underline-offset-2">{bar.fullLabel}</Link>
                  </th>
                  {legend.map((entry) => {
                    const segment = bar.segments.find((s) => s.name === entry.name);
                    const text = format(segment?.value ?? 0);
                    return (
                      <td key={entry.name} className="px-2 py-1 text-right tabular-nums">
                        {segment?.href ? <Link href={segment.href} className="text-gray-900 underline decoration-primary-strong underline-offset-2">{text}</Link> : text}
                      </td>
                    );
                  })}
                  {showTotal && <td className="px-2 py-1 text-right font-medium tabular-nums">{format(totalOf(bar))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
