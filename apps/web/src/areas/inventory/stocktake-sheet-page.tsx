import { messageOf } from '@careops/core/client';
import { formatMoney } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { callEndpoint, stocktakeStatusEnum } from '@careops/core/resources';
import { useState } from 'react';
import { CSV_BOM, toCsv } from '../../kit/export/csv';
import { downloadText } from '../../kit/export/csv-export';
import { useQuery } from '../../kit/query/use-query';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { confirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast-store';

interface SheetLine {
  consumableId: number;
  consumableName: string;
  barcode: string;
  unit: string;
  expected: number;
  counted: number | null;
  difference: number | null;
  unitCostCents: number;
}

interface Sheet {
  id: number;
  studioName: string;
  status: string;
  countedCount: number;
  differences: number;
  differenceCents: number;
  createdAt: number;
  version: number;
  lines: SheetLine[];
}

/**
 * /consumables/stocktake-sheet/:id: the count sheet of one stocktake. Prints without its
 * controls; downloads as CSV; while counting, counts are typed per line and saved together, the
 * differences reviewed and posted as adjustments in one step.
 */
export function StocktakeSheetPage() {
  const { params } = usePage();
  const id = Number(params.id);
  const { state, refresh } = useQuery(`stocktake:${id}`, async (api) => (await callEndpoint(api, 'getStocktake', { stocktakeId: id })) as Sheet);
  if (state.status === 'failed') return <p role="alert" className="p-6 text-danger">{state.error.message}</p>;
  if (!state.data) return <p className="p-6">{t('common.loading')}</p>;
  return <SheetView sheet={state.data} onChanged={refresh} />;
}

function sheetCsv(sheet: Sheet): string {
  const header = ['consumableId', 'barcode', 'consumable', 'unit', 'expected', 'counted', 'difference'];
  return CSV_BOM + toCsv(header, sheet.lines.map((l) => [String(l.consumableId), l.barcode, l.consumableName, l.unit, String(l.expected), l.counted === null ? '' : String(l.counted), l.difference === null ? '' : String(l.difference)]));
}

function SheetView({ sheet, onChanged }: { sheet: Sheet; onChanged(): void }) {
  const { api, permissions } = useConsole();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const counting = sheet.status === 'counting';
  const mayCount = counting && permissions.has('stocktake.count');
  const mayPost = counting && permissions.has('stocktake.post');
  const status = stocktakeStatusEnum.entries.find((e) => e.value === sheet.status)?.label ?? sheet.status;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast.success(done);
      setTyped({});
      onChanged();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const saveCounts = () => {
    const counts = Object.entries(typed).filter(([, v]) => v.trim() !== '').map(([k, v]) => `${k}=${v.trim()}`).join(', ');
    if (!counts) return;
    void run(() => callEndpoint(api, 'countStocktake', { stocktakeId: sheet.id, version: sheet.version, counts }), t('inventory.page.countsSaved'));
  };
  const post = async () => {
    if (!(await confirmDialog(t('inventory.res.stocktake.postConfirm')))) return;
    void run(() => callEndpoint(api, 'postStocktake', { stocktakeId: sheet.id, version: sheet.version }), t('inventory.res.stocktake.postDone', { name: sheet.studioName }));
  };

  return (
    <div className="p-6">
      <h1 className="text-lg font-semibold">{t('inventory.page.sheetTitle', { id: sheet.id, studio: sheet.studioName })}</h1>
      <p className="mb-4 text-sm text-gray-700" data-testid="sheet-summary">
        {t('inventory.page.sheetSummary', { status, counted: sheet.countedCount, lines: sheet.lines.length, differences: sheet.differences, value: formatMoney(sheet.differenceCents / 100) })}
      </p>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn-secondary" onClick={() => window.print()}>{t('inventory.page.print')}</button>
        <button type="button" className="btn-secondary" data-testid="sheet-csv" onClick={() => downloadText(`stocktake-${sheet.id}.csv`, sheetCsv(sheet))}>{t('inventory.page.csv')}</button>
        {mayCount && <button type="button" className="btn-primary" data-testid="save-counts" disabled={busy} onClick={saveCounts}>{t('inventory.page.saveCounts')}</button>}
        {mayPost && <button type="button" className="btn-secondary" data-testid="post-stocktake" disabled={busy || sheet.countedCount === 0} onClick={() => void post()}>{t('inventory.res.stocktake.post')}</button>}
      </div>
      {error && <p role="alert" data-testid="form-error" className="mb-4 text-sm text-danger">{error}</p>}
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">{t('inventory.res.field.consumable')}</th>
            <th scope="col">{t('inventory.res.field.barcode')}</th>
            <th scope="col">{t('inventory.res.field.unit')}</th>
            <th scope="col" className="text-right">{t('inventory.res.stocktake.expected')}</th>
            <th scope="col" className="text-right">{t('inventory.res.stocktake.countedColumn')}</th>
            <th scope="col" className="text-right">{t('inventory.res.stocktake.difference')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.lines.map((line) => (
            <tr key={line.consumableId} className="border-t border-gray-200">
              <th scope="row" className="py-1 text-left font-normal">{line.consumableName}</th>
              <td>{line.barcode}</td>
              <td>{line.unit}</td>
              <td className="text-right">{line.expected}</td>
              <td className="text-right">
                {mayCount ? (
                  <input
                    type="text"
                    inputMode="numeric"
                    className="field-input w-24 text-right print:hidden"
                    aria-label={t('inventory.page.countOf', { name: line.consumableName })}
                    value={typed[line.consumableId] ?? (line.counted === null ? '' : String(line.counted))}
                    onChange={(e) => setTyped((v) => ({ ...v, [line.consumableId]: e.target.value }))}
                  />
                ) : (line.counted ?? '')}
              </td>
              <td className="text-right" data-testid={`difference-${line.consumableId}`}>{line.difference ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
