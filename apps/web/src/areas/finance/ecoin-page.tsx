import { formatCents } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { ecoinResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { useQuery } from '../../kit/query/use-query';
import { usePage } from '../../platform/shell/page-context';

/** /finance/e-coin-record (the spec's eCoinBuyRecord): members' e-coin movements, and what the platform owes in e-coin. */
export function EcoinPage() {
  const { active } = usePage();
  const { state } = useQuery('outstanding', (api, signal) => api.call('getEcoinRecordList', { limit: 1 }, { silent: true, signal }), { enabled: active });
  const outstanding = state.data?.outstandingCents;
  return (
    <div className="space-y-3 p-6">
      {outstanding !== undefined && (
        <p className="text-sm text-gray-700" data-testid="ecoin-outstanding">
          {t('ecoin.outstanding', { amount: formatCents(outstanding) })}
        </p>
      )}
      <ListPage resource={ecoinResource} active={active} />
    </div>
  );
}
