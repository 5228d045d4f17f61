import { formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { useState } from 'react';
import { callEndpoint } from '../../kit/resource-api';
import { useQuery } from '../../kit/query/use-query';
import { useConsole } from '../../platform/shell/console-context';

interface Report {
  at: number;
  ok: boolean;
  message: string;
  differences: Array<{ kind: string; id: number; message: string }>;
}

const isReport = (v: unknown): v is Report => typeof v === 'object' && v !== null && 'ok' in v && 'differences' in v;

/**
 * The ledger's reconciliation as a badge: the last scheduled run (green: it reconciles; red: how
 * many differences, listed on demand), and a button running it now. Differences are shown,
 * never fixed.
 */
export function ReconcileBadge({ active }: { active: boolean }) {
  const { api } = useConsole();
  const { state } = useQuery('getLedgerReconcileStatus', (client, signal) => callEndpoint(client, 'getLedgerReconcileStatus', {}, { silent: true, signal }), { enabled: active });
  const [fresh, setFresh] = useState<Report | null>(null);
  const [running, setRunning] = useState(false);
  const last = state.data && typeof state.data === 'object' && 'last' in state.data && isReport(state.data.last) ? state.data.last : null;
  const report = fresh ?? last;
  const run = async () => {
    setRunning(true);
    try {
      const answer = await callEndpoint(api, 'reconcileLedger', {});
      if (isReport(answer)) setFresh(answer);
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="reconcile-badge">
      {report === null ? (
        <span className="rounded bg-gray-100 px-2 py-0.5 text-gray-700" data-testid="reconcile-state" data-state="unknown">{t('finance.page.reconcile.never')}</span>
      ) : report.ok ? (
        <span className="rounded bg-green-100 px-2 py-0.5 text-green-800" data-testid="reconcile-state" data-state="ok">
          {t('finance.page.reconcile.ok', { at: formatDate(report.at) })}
        </span>
      ) : (
        <details data-testid="reconcile-state" data-state="differences">
          <summary className="cursor-pointer rounded bg-red-100 px-2 py-0.5 text-red-800">{t('finance.page.reconcile.differences', { count: report.differences.length, at: formatDate(report.at) })}</summary>
          <ul className="mt-1 list-disc pl-5 text-xs text-red-900">
            {report.differences.map((d) => (
              <li key={`${d.kind}-${d.id}`}>{d.message}</li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="btn-secondary" disabled={running} onClick={() => void run()} data-testid="reconcile-run">
        {running ? t('finance.page.reconcile.running') : t('finance.page.reconcile.run')}
      </button>
    </div>
  );
}
