import { t } from '@careops/core/i18n';
import { couponsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { CouponUsageChart } from './coupon-usage-chart';

/** /operation-tools/coupon-detail/:id: the coupon's rules, granted / used / expired / remaining, and its use over time. */
export function CouponDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage resource={couponsResource} id={id} active={active} backTo={couponsResource.route ?? '/operation-tools/coupon-list'} historyEntity="coupon">
        {({ record }) => (
          <section className="mt-6 space-y-4" aria-label={t('coupons.page.use')}>
            <dl className="grid max-w-xl grid-cols-4 gap-2 text-center" data-testid="coupon-stats">
              {(['granted', 'used', 'expired', 'remaining'] as const).map((key) => (
                <div key={key} className="rounded border border-gray-200 p-2">
                  <dt className="text-xs text-gray-700">{t(`coupons.page.${key}`)}</dt>
                  <dd className="text-lg font-semibold" data-testid={`coupon-stat-${key}`}>{record.stats[key]}</dd>
                </div>
              ))}
            </dl>
            <CouponUsageChart usage={record.usage} />
            <Link href={`/operation-tools/coupon-grant-add?coupon=${record.id}`} className="btn-primary inline-block" data-testid="coupon-grant-link">{t('coupons.page.grantIt')}</Link>
          </section>
        )}
      </DetailPage>
    </div>
  );
}
