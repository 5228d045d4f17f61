import { messageOf } from '@careops/core/client';
import type { EndpointName, ExportFormat } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';
import { mayCall } from '../resource-api';
import { downloadStreamedExport } from './streamed-export';

/** The formats offered on a page (NDJSON is for scripts: `careops … export`). */
const PAGE_FORMATS: ExportFormat[] = ['csv', 'xlsx'];

export interface StreamedExportControlsProps {
  /** The streamed export endpoint taking the list's filters and sort (exportOrders, exportJournal). */
  endpoint: EndpointName;
  /** The list's request body (ListPage's `exportControls` hands it over). */
  body: Record<string, unknown>;
  /** The file's name when the server names none, without extension ("orders"). */
  fallbackName: string;
  /** Buttons are `<testIdPrefix>-csv` and `<testIdPrefix>-xlsx`. */
  testIdPrefix: string;
}

/**
 * A list's export of its filtered set, streamed by the server as CSV or XLSX: for ListPage's
 * `exportControls` (`exportControls={(body) => <StreamedExportControls endpoint="exportOrders" body={body} … />}`).
 * Shown to those who may call the endpoint; one export at a time.
 */
export function StreamedExportControls({ endpoint, body, fallbackName, testIdPrefix }: StreamedExportControlsProps) {
  const { api, permissions } = useConsole();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  if (!mayCall(permissions, endpoint)) return null;
  const run = async (format: ExportFormat) => {
    if (running) return;
    setRunning(format);
    try {
      const { filename } = await downloadStreamedExport(api, endpoint, body, format, { fallbackName });
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
        <button key={format} type="button" className="btn-secondary" disabled={running !== null} aria-busy={running === format} onClick={() => void run(format)} data-testid={`${testIdPrefix}-${format}`}>
          {running === format ? t('ordersExport.web.exporting') : t(format === 'csv' ? 'ordersExport.web.csv' : 'ordersExport.web.xlsx')}
        </button>
      ))}
    </>
  );
}
