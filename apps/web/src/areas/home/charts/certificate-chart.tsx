import type { CertificateExpiry } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { BarChart, type ChartBar } from './bar-chart';

/** The nurse list's path (the route table's serviceNurse page). */
const NURSE_LIST = '/service-nurse';

/** Active nurses whose certificate lapses within `days` (0: already lapsed), soonest first. */
export const nursesExpiringWithin = (days: number) => `${NURSE_LIST}?status=active&expiringWithinDays=${days}&sort=certificateExpiresAt`;

/** Nurse certificates: lapsed, and lapsing within 30, 60 and 90 days. */
export function CertificateChart({ data, title }: { data: CertificateExpiry; title: string }) {
  const expired = t('daily.certificates.expired');
  const expiring = t('daily.certificates.expiring');
  const legend = [
    { name: expired, tone: 'attention' as const },
    { name: expiring, tone: 'waiting' as const },
  ];
  let from = 0;
  const bars: ChartBar[] = [
    { key: 'expired', label: expired, fullLabel: expired, segments: [{ name: expired, value: data.expired, tone: 'attention' }], href: nursesExpiringWithin(0) },
    ...data.within.map((band) => {
      const label = t('daily.certificates.within', { from, to: band.days });
      from = band.days;
      return { key: String(band.days), label, fullLabel: label, segments: [{ name: expiring, value: band.count, tone: 'waiting' as const }], href: nursesExpiringWithin(band.days) };
    }),
  ];
  return <BarChart id="chart-certificates" title={title} bars={bars} legend={legend} />;
}
