import type { PromotionDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { formatValue, promotionsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';

const date = (value: number | null) => (value === null ? '—' : formatValue({ key: 'v', title: 'resources.field.createdAt', format: 'date' }, value));
const outcome = (value: string) => t(`marketing.page.coupon.${value}` as 'marketing.page.coupon.granted');

function Referrals({ promotion }: { promotion: PromotionDetail }) {
  return (
    <section className="mt-6" aria-labelledby="promotion-referrals">
      <h2 id="promotion-referrals" className="mb-2 text-base font-semibold">
        {t('marketing.page.referrals')}
      </h2>
      {promotion.referrals.length === 0 ? (
        <p className="text-sm text-gray-600">{t('marketing.page.noReferrals')}</p>
      ) : (
        <table className="w-full text-sm" data-testid="promotion-referrals">
          <thead>
            <tr className="text-left text-gray-700">
              <th scope="col">{t('marketing.res.field.member')}</th>
              <th scope="col">{t('marketing.page.signedUpAt')}</th>
              <th scope="col">{t('marketing.res.field.coupon')}</th>
              <th scope="col">{t('marketing.page.firstOrderAt')}</th>
            </tr>
          </thead>
          <tbody>
            {promotion.referrals.map((r) => (
              <tr key={r.memberId} className="border-t border-gray-100">
                <td>
                  <Link href={routes.memberDetail.path({ id: r.memberId })}>{r.name}</Link>
                </td>
                <td>{date(r.signedUpAt)}</td>
                <td>{outcome(r.couponOutcome)}</td>
                <td>{date(r.firstOrderAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /operation-tools/popularize-details/:id: the campaign, its link, what it brought (visits, sign-ups, first orders) and who came. */
export function PromotionDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage
        resource={promotionsResource}
        id={id}
        active={active}
        backTo={routes.promotionList.path({})}
        historyEntity="promotion"
      >
        {({ record }) => (
          <>
            <p className="mt-4 text-sm">
              {t('marketing.res.field.link')}: <code data-testid="promotion-link">{record.link}</code>
            </p>
            <Referrals promotion={record} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
