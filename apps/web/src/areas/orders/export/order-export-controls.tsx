import { messageOf } from '@careops/core/client';
import type { OrderExportFormat } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { toast } from '../../../ui/toast-store';
import { downloadOrderExport } from './export-orders';

/** The formats offered on the page (NDJSON is for scripts: `careops orders export`). */
const PAGE_FORMATS: OrderExportFormat[] = ['csv', 'xlsx'];

/**
 * The order list's export of its filtered set, streamed by the server (exportOrders) as CSV or
 * XLSX: for ListPage's `exportControls` (`exportControls={(body) => <OrderExportControls body={body} />}`).
 * Shown to holders of orderList.export; one export at a time.
 */
export function OrderExportControls({ body }: { body: Record<string, unknown> }) {
  const { api, permissions } = useConsole();
  const [running, setRunning] = useState<OrderExportFormat | null>(null);
  if (!mayCall(permissions, 'exportOrders')) return null;
  const run = async (format: OrderExportFormat) => {
    if (running) return;
    setRunning(format);
    try {
      const { filename } = await downloadOrderExport(api, body, format);
      toast.success(t('ordersExport.web.done', { file: filename }));
    } catch (error) {
      toast.error(t('ordersExport.web.failed', { message: messageOf(error) }));
    } finally {
      setRunning(null);
    }
  };
  return (
    <>
      {PAGE_FORMATS.map((format) => (
        <button key={format} type="button" className="btn-secondary" disabled={running !== null} aria-busy={running === format} onClick={() => void run(format)} data-testid={`orders-export-${format}`}>
          {running === format ? t('ordersExport.web.exporting') : t(format === 'csv' ? 'ordersExport.web.csv' : 'ordersExport.web.xlsx')}
        </button>
      ))}
    </>
  );
}
