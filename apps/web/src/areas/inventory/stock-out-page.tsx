import { t } from '@careops/core/i18n';
import { callEndpoint, stockOutFields, stockResource } from '@careops/core/resources';
import { useEffect, useId } from 'react';
import { ResourceFormFields } from '../../kit/form/resource-form';
import { useFormController } from '../../kit/form/use-form-controller';
import { useQuery } from '../../kit/query/use-query';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

interface StockRow {
  id: number;
  studioId: number;
  studioName: string;
  consumableId: number;
  consumableName: string;
  unit: string;
  quantity: number;
}

/** /consumables/consumables-out/:id: issue from the studio of stock row :id, items (one of its consumable to start) or packs. */
export function StockOutPage() {
  const { params } = usePage();
  const id = Number(params.id);
  const { state } = useQuery(`stock:${id}`, async (api) => (await callEndpoint(api, 'getStock', { stockId: id })) as StockRow);
  if (state.status === 'failed') return <p role="alert" className="p-6 text-danger">{state.error.message}</p>;
  if (!state.data) return <p className="p-6">{t('common.loading')}</p>;
  return <StockOutForm stock={state.data} />;
}

function StockOutForm({ stock }: { stock: StockRow }) {
  const { navigate } = useConsole();
  const idPrefix = useId();
  const controller = useFormController({
    fields: stockOutFields,
    endpoint: 'issueStock',
    mode: 'create',
    fixed: () => ({ studioId: stock.studioId }),
    onSaved: () => navigate(`${stockResource.route ?? '/consumables/consumables-list'}?id=${stock.id}`),
  });
  const { setValue } = controller;
  useEffect(() => setValue('items', `${stock.consumableId}x1`), [setValue, stock.consumableId]);
  return (
    <div className="max-w-xl p-6">
      <h1 className="text-lg font-semibold">{t('inventory.page.stockOut', { item: stock.consumableName, studio: stock.studioName })}</h1>
      <p className="mb-4 text-sm text-gray-700" data-testid="stock-on-hand">{t('inventory.page.onHand', { quantity: stock.quantity, unit: stock.unit })}</p>
      <form
        noValidate
        className="space-y-4"
        aria-busy={controller.busy}
        onSubmit={(e) => {
          e.preventDefault();
          void controller.submit();
        }}
      >
        <ResourceFormFields fields={stockOutFields} values={controller.values} errors={controller.errors} onChange={controller.setValue} idPrefix={idPrefix} />
        {controller.formError && <p role="alert" data-testid="form-error" className="text-sm text-danger">{controller.formError}</p>}
        <button type="submit" className="btn-primary" disabled={controller.busy} data-testid="form-submit">{t('inventory.page.issue')}</button>
      </form>
    </div>
  );
}
