import type { PackageBuyer } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { formatValue } from '@careops/core/resources';
import { Link } from 'wouter';
import { QueryView } from '../../kit/query/query-state';
import { useQuery } from '../../kit/query/use-query';
import { callEndpoint } from '../../kit/resource-api';

const date = (value: number) => formatValue({ key: 'v', title: 'catalogue.page.buyer.boughtAt', format: 'date' }, value);

/** Who bought a package (paid orders, not cancelled), until when it runs and the visits left. */
export function PackageBuyers({ packageId, active }: { packageId: number; active: boolean }) {
  const { state, refresh } = useQuery(
    `getPackageBuyerList ${packageId}`,
    (api, signal) => callEndpoint(api, 'getPackageBuyerList', { packageId, limit: 100 }, { silent: true, signal }) as Promise<{ list: PackageBuyer[]; total: number }>,
    { enabled: active },
  );
  return (
    <section className="mt-6" aria-labelledby="package-buyers">
      <h2 id="package-buyers" className="mb-2 text-base font-semibold">
        {t('catalogue.page.buyers')}
      </h2>
      <QueryView state={state} onRetry={refresh} testId="package-buyers-state" isEmpty={(data) => data.list.length === 0} emptyText={t('catalogue.page.noBuyers')}>
        {(data) => (
          <table className="w-full text-sm" data-testid="package-buyers">
            <thead>
              <tr className="text-left text-gray-700">
                <th scope="col">{t('catalogue.page.buyer.member')}</th>
                <th scope="col">{t('catalogue.page.buyer.order')}</th>
                <th scope="col">{t('catalogue.page.buyer.boughtAt')}</th>
                <th scope="col">{t('catalogue.page.buyer.validUntil')}</th>
                <th scope="col">{t('catalogue.page.buyer.visits')}</th>
                <th scope="col">{t('catalogue.page.buyer.remaining')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((buyer) => (
                <tr key={buyer.orderId} className="border-t border-gray-100">
                  <td>
                    <Link href={routes.memberDetail.path({ id: buyer.member.id })}>{buyer.member.nickname}</Link> <span className="text-gray-600">{buyer.member.phone}</span>
                  </td>
                  <td>
                    <Link href={routes.orderDetail.path({ id: buyer.orderId })}>{buyer.orderNo}</Link>
                  </td>
                  <td>{date(buyer.boughtAt)}</td>
                  <td>{buyer.expired ? t('catalogue.page.buyer.expired') : date(buyer.validUntil)}</td>
                  <td>
                    {buyer.visitsUsed} / {buyer.visitsTotal}
                  </td>
                  <td>{buyer.visitsRemaining}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}
