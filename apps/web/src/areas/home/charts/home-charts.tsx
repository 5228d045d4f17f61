import { t } from '@careops/core/i18n';
import type { ReactNode } from 'react';
import type { WorkQueue } from '../../../platform/contributions/console-area';
import { useQuery } from '../../../kit/query/use-query';
import { QueryView } from '../../../kit/query/query-state';
import { CertificateChart } from './certificate-chart';
import { LowStockChart } from './low-stock-chart';
import { MoneyDaysChart } from './money-days-chart';
import { OrderDaysChart } from './order-days-chart';
import { QueueAgesChart } from './queue-ages-chart';

export interface HomeChartsProps {
  permissions: ReadonlySet<string>;
  /** The Home board's queues the user sees (their titles and links). */
  queues: readonly WorkQueue[];
  /** False while Home sits in a background tab: nothing loads. */
  active: boolean;
}

function ChartCard({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">{title}</h3>
        <p className="mt-0.5 mb-3 text-xs text-gray-700">{description}</p>
      </figcaption>
      {children}
    </figure>
  );
}

/**
 * Home's charts, loaded after the page (their own chunk): orders per day by status, the review
 * queues by waiting time, nurse certificates expiring, income and refunds per day, stock below threshold. Each shows only to those who may open
 * the list behind it; a chart with nothing to show is left out, never an empty frame.
 */
export function HomeCharts({ permissions, queues, active }: HomeChartsProps) {
  const mayOrders = permissions.has('orderList');
  const mayNurses = permissions.has('serviceNurse');
  const mayQueues = queues.length > 0;
  const mayMoney = permissions.has('collectionPayment');
  const mayStock = permissions.has('consumablesList');
  const orders = useQuery('home.orderDays', (api, signal) => api.call('getOrderDayCounts', {}, { silent: true, signal }), { enabled: active && mayOrders });
  const ages = useQuery('home.queueAges', (api, signal) => api.call('getReviewQueueAges', {}, { silent: true, signal }), { enabled: active && mayQueues });
  const certificates = useQuery('home.certificates', (api, signal) => api.call('getCertificateExpiry', {}, { silent: true, signal }), { enabled: active && mayNurses });
  const money = useQuery('home.money', (api, signal) => api.call('getJournalChart', {}, { silent: true, signal }), { enabled: active && mayMoney });
  const stock = useQuery('home.lowStock', (api, signal) => api.call('getLowStockCounts', {}, { silent: true, signal }), { enabled: active && mayStock });
  const titles = Object.fromEntries(queues.map((q) => [q.id, q.title()]));
  const links = Object.fromEntries(queues.map((q) => [q.id, q.link]));
  if (!mayOrders && !mayNurses && !mayQueues && !mayMoney && !mayStock) return null;

  return (
    <section aria-labelledby="home-charts-heading" data-testid="home-charts">
      <h2 id="home-charts-heading" className="mb-3 text-base font-semibold text-gray-900">
        {t('daily.charts.heading')}
      </h2>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {mayOrders && (
          <div className="xl:col-span-2">
            <ChartCard id="chart-orders" title={t('daily.orders.title')} description={t('daily.orders.description')}>
              <QueryView state={orders.state} onRetry={orders.refresh} testId="chart-orders">
                {(data) => <OrderDaysChart data={data} title={t('daily.orders.title')} />}
              </QueryView>
            </ChartCard>
          </div>
        )}
        {mayQueues && (
          <ChartCard id="chart-queues" title={t('daily.queues.title')} description={t('daily.queues.description')}>
            <QueryView state={ages.state} onRetry={ages.refresh} testId="chart-queues" isEmpty={(data) => data.queues.length === 0} emptyText={t('daily.queues.empty')}>
              {(data) => <QueueAgesChart data={data} title={t('daily.queues.title')} titles={titles} links={links} />}
            </QueryView>
          </ChartCard>
        )}
        {mayNurses && (
          <ChartCard id="chart-certificates" title={t('daily.certificates.title')} description={t('daily.certificates.description')}>
            <QueryView state={certificates.state} onRetry={certificates.refresh} testId="chart-certificates">
              {(data) => <CertificateChart data={data} title={t('daily.certificates.title')} />}
            </QueryView>
          </ChartCard>
        )}
        {mayMoney && (
          <div className="xl:col-span-2">
            <ChartCard id="chart-money" title={t('daily.money.title')} description={t('daily.money.description')}>
              <QueryView state={money.state} onRetry={money.refresh} testId="chart-money">
                {(data) => <MoneyDaysChart days={data.days} title={t('daily.money.title')} />}
              </QueryView>
            </ChartCard>
          </div>
        )}
        {mayStock && (
          <ChartCard id="chart-stock" title={t('daily.stock.title')} description={t(stock.state.data?.items.length ? 'daily.stock.itemsDescription' : 'daily.stock.description')}>
            <QueryView state={stock.state} onRetry={stock.refresh} testId="chart-stock" isEmpty={(data) => data.studios.length === 0} emptyText={t('daily.stock.empty')}>
              {(data) => <LowStockChart data={data} title={t('daily.stock.title')} />}
            </QueryView>
          </ChartCard>
        )}
      </div>
    </section>
  );
}
