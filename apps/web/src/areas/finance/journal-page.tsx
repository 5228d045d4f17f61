import { formatDate, formatMoney } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { journalResource } from '@careops/core/resources';
import { useMemo } from 'react';
import { listRequestBody, readListState, writeListSearch } from '../../kit/list/list-state';
import { useQuery } from '../../kit/query/use-query';
import { callEndpoint, isRecord } from '../../kit/resource-api';
import { ResourcePage } from '../../kit/resource-page';
import { StreamedExportControls } from '../../kit/export/streamed-export-controls';
import { usePage } from '../../platform/shell/page-context';
import { useConsole } from '../../platform/shell/console-context';
import { JournalChart, type ChartDay } from './journal-chart';
import { ReconcileBadge } from './reconcile-badge';

const money = (cents: unknown) => formatMoney(Number(cents ?? 0) / 100);

/** Totals of the filtered journal and the daily chart over its range, following the list's filters. */
function JournalSummary({ active }: { active: boolean }) {
  const { path, search } = usePage();
  const { navigate } = useConsole();
  const list = journalResource.list;
  const state = useMemo(() => readListState(list, search), [list, search]);
  const body = useMemo(() => {
    const { page: _page, limit: _limit, sort: _sort, ...filters } = listRequestBody(list, state);
    return filters;
  }, [list, state]);
  const key = JSON.stringify(body);
  const totals = useQuery(`journal totals ${key}`, (api, signal) => callEndpoint(api, 'getJournalList', { ...body, limit: 1 }, { silent: true, signal }), { enabled: active });
  const chart = useQuery(`journal chart ${key}`, (api, signal) => callEndpoint(api, 'getJournalChart', body, { silent: true, signal }), { enabled: active });
  const sums = isRecord(totals.state.data) && isRecord(totals.state.data.totals) ? totals.state.data.totals : null;
  const days = isRecord(chart.state.data) && Array.isArray(chart.state.data.days) ? (chart.state.data.days as ChartDay[]) : [];
  const pickDay = (dayStart: number) => {
    const day = formatDate(dayStart, 'YYYY-MM-DD');
    const filters = { ...state.filters, from: day, to: day };
    navigate(`${path}?${writeListSearch(list, { ...state, page: 1, filters })}`);
  };
  return (
    <section className="mb-4 space-y-3 rounded border border-gray-200 p-3" aria-label={t('finance.page.summary')}>
      <ReconcileBadge active={active} />
      {sums && (
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5" data-testid="journal-totals">
          <div><dt className="text-gray-600">{t('finance.page.totals.count')}</dt><dd className="tabular-nums" data-testid="journal-total-count">{String(sums.count)}</dd></div>
          <div><dt className="text-gray-600">{t('finance.page.totals.amount')}</dt><dd className="tabular-nums" data-testid="journal-total-amount">{money(sums.amountCents)}</dd></div>
          <div><dt className="text-gray-600">{t('finance.page.chart.income')}</dt><dd className="tabular-nums" data-testid="journal-total-income">{money(sums.incomeCents)}</dd></div>
          <div><dt className="text-gray-600">{t('finance.page.chart.refunds')}</dt><dd className="tabular-nums" data-testid="journal-total-refunds">{money(sums.refundCents)}</dd></div>
          <div><dt className="text-gray-600">{t('finance.page.chart.payouts')}</dt><dd className="tabular-nums" data-testid="journal-total-payouts">{money(sums.payoutCents)}</dd></div>
        </dl>
      )}
      {days.length > 0 && <JournalChart days={days} onPickDay={pickDay} />}
    </section>
  );
}

/**
 * /finance/collection-payment: the journal (every money movement with its postings), its totals,
 * a daily chart, the reconciliation, and the filtered set exported by the server, streamed
 * (exportJournal: CSV, XLSX).
 */
export function JournalPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <JournalSummary active={active} />
      <ResourcePage
        resource={journalResource}
        historyEntity="journal_transaction"
        exportControls={(body) => <StreamedExportControls endpoint="exportJournal" body={body} fallbackName="journal" testIdPrefix="journal-export" />}
      />
    </div>
  );
}
