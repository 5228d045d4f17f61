import { t } from '@careops/core/i18n';

/** One day of a coupon's life: how many were given, used and expired. */
export interface UsageDay {
  day: string;
  granted: number;
  used: number;
  expired: number;
}

const WIDTH = 600;
const HEIGHT = 160;
const SERIES = [
  { key: 'granted', fill: '#2563eb', label: 'coupons.page.granted' },
  { key: 'used', fill: '#16a34a', label: 'coupons.page.used' },
  { key: 'expired', fill: '#9ca3af', label: 'coupons.page.expired' },
] as const;

/** A coupon's use over time: per day, bars of given, used and expired, with the numbers as a table. */
export function CouponUsageChart({ usage }: { usage: UsageDay[] }) {
  if (!usage.length) return <p className="text-sm text-gray-700" data-testid="coupon-chart-empty">{t('coupons.page.noUse')}</p>;
  const max = Math.max(1, ...usage.flatMap((d) => [d.granted, d.used, d.expired]));
  const slot = WIDTH / usage.length;
  const bar = Math.max(2, Math.min(16, (slot * 0.8) / SERIES.length));
  const every = Math.ceil(usage.length / 8);
  return (
    <figure data-testid="coupon-chart">
      <figcaption className="mb-2 text-sm font-medium">{t('coupons.page.chartTitle')}</figcaption>
      <ul className="mb-2 flex gap-4 text-xs text-gray-700">
        {SERIES.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: s.fill }} />
            {t(s.label)}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} className="h-44 w-full max-w-2xl" role="img" aria-label={t('coupons.page.chartTitle')}>
        {usage.map((d, i) => (
          <g key={d.day} data-testid="coupon-chart-day">
            {SERIES.map((s, j) => {
              const h = (d[s.key] / max) * HEIGHT;
              return <rect key={s.key} x={i * slot + (slot - bar * SERIES.length) / 2 + j * bar} y={HEIGHT - h} width={bar} height={h} fill={s.fill}><title>{`${d.day} ${t(s.label)}: ${d[s.key]}`}</title></rect>;
            })}
            {i % every === 0 && <text x={i * slot + slot / 2} y={HEIGHT + 14} textAnchor="middle" fontSize="10" fill="#374151">{d.day.slice(5)}</text>}
          </g>
        ))}
      </svg>
      <details className="mt-2 text-sm">
        <summary>{t('coupons.page.chartTable')}</summary>
        <table className="mt-2 text-left">
          <thead><tr><th className="pr-4">{t('coupons.page.day')}</th>{SERIES.map((s) => <th key={s.key} className="pr-4">{t(s.label)}</th>)}</tr></thead>
          <tbody>{usage.map((d) => <tr key={d.day}><td className="pr-4">{d.day}</td><td>{d.granted}</td><td>{d.used}</td><td>{d.expired}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}
