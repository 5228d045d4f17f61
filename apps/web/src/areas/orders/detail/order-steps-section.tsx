import { t } from '@careops/core/i18n';
import { mayCall } from '../../../kit/resource-api';
import { QueryView } from '../../../kit/query/query-state';
import { useQuery } from '../../../kit/query/use-query';
import { useConsole } from '../../../platform/shell/console-context';
import { codeLabel, when } from '../order-format';
import { OrderSection } from './order-section';

/**
 * The traced visit: departure, arrival, start and finish with the place, coordinates and
 * photos, read through the spec's `/jpwork/flow/place/getWorkFlowPlaceList.json` (workId = the
 * order id), reloaded with the order (`version`).
 */
export function OrderStepsSection({ orderId, version }: { orderId: number; version: number }) {
  const { permissions } = useConsole();
  const allowed = mayCall(permissions, 'getWorkFlowPlaceList');
  const { state, refresh } = useQuery(`${orderId}:${version}`, (api, signal) => api.call('getWorkFlowPlaceList', { workId: orderId }, { silent: true, signal }), { enabled: allowed });
  if (!allowed) return null;
  return (
    <OrderSection id="steps" title={t('orders.ui.steps')}>
      <QueryView state={state} onRetry={refresh} isEmpty={(data) => data.list.length === 0} emptyText={t('orders.ui.steps.none')}>
        {(data) => (
          <ol className="space-y-3" data-testid="order-steps">
            {data.list.map((step) => (
              <li key={step.id} className="text-sm" data-testid="order-step" data-step={step.step}>
                <p className="text-gray-900">
                  <span className="font-medium">{codeLabel('orders.ui.step', step.step)}</span> · {when(step.at)}
                  {step.nurse ? ` · ${step.nurse.name}` : ''}
                </p>
                <p className="text-gray-700">
                  {step.place || '—'}{' '}
                  <span className="text-xs text-gray-600">({t('orders.ui.steps.coordinates', { lat: step.latitude.toFixed(5), lng: step.longitude.toFixed(5) })})</span>
                </p>
                {step.photos.length > 0 && (
                  <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('orders.ui.steps.photos')}>
                    {step.photos.map((photo, i) => (
                      <li key={photo}>
                        <a href={photo} target="_blank" rel="noreferrer" className="block rounded border border-gray-200 focus:outline-2 focus:outline-primary-strong">
                          <img src={photo} alt={t('orders.ui.steps.photo', { step: codeLabel('orders.ui.step', step.step), n: i + 1 })} className="h-16 w-16 object-cover" loading="lazy" />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </OrderSection>
  );
}
