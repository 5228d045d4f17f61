import { messageOf } from '@careops/core/client';
import { t } from '@careops/core/i18n';
import type { ResourceColumn, ResourceDescriptor } from '@careops/core/resources';
import { useRef, useState } from 'react';
import { useConsole } from '../../platform/shell/console-context';
import { toast } from '../../ui/toast-store';
import { csvOf, downloadText, exportFileName, fetchAllRows, MAX_EXPORT_ROWS, type ExportProgress } from './csv-export';
import type { Row } from '../resource-api';

export interface CsvExport {
  /** Fetches every row of the filtered list and downloads the CSV of the given columns. */
  run(request: Row, columns: readonly ResourceColumn[]): Promise<void>;
  /** While running: how far it got. */
  progress: ExportProgress | null;
}

/** CSV export of a list's filtered set, with progress; a second click while running is ignored. */
export function useCsvExport(d: ResourceDescriptor): CsvExport {
  const { api } = useConsole();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const run = async (request: Row, columns: readonly ResourceColumn[]) => {
    if (running.current) return;
    running.current = true;
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, total } = await fetchAllRows(api, d, request, setProgress);
      downloadText(exportFileName(d), csvOf(columns, rows));
      if (total > MAX_EXPORT_ROWS) toast.info(t('web.list.exportCapped', { max: MAX_EXPORT_ROWS, total }));
      else toast.success(t('web.list.exported', { count: rows.length }));
    } catch (error) {
      toast.error(t('web.list.exportFailed', { message: messageOf(error) }));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return { run, progress };
}
