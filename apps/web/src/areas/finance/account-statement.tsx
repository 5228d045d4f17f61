import { formatCents, formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { journalKindEnum } from '@careops/core/resources';
import { useState } from 'react';
import { Link } from 'wouter';
import { useQuery } from '../../kit/query/use-query';
import { callEndpoint, isRecord, type Row } from '../../kit/resource-api';

const PAGE = 50;
const money = (cents: unknown) => formatCents(typeof cents === 'number' ? cents : 0);
const kindLabel = (kind: unknown) => journalKindEnum.entries.find((e) => e.value === kind)?.label ?? String(kind);

/**
 * An account's statement: its postings newest first, each with the balance after it, 50 at a
 * time; "older" follows the answer's cursor (as fast deep down as on the first page).
 */
export function AccountStatement({ accountId, active, journalOpen }: { accountId: number; active: boolean; journalOpen: boolean }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors[cursors.length - 1];
  const { state } = useQuery(
    `statement ${accountId} ${cursor ?? ''}`,
    (api, signal) => callEndpoint(api, 'getAccountStatement', { accountId, limit: PAGE, ...(cursor ? { cursor } : {}) }, { silent: true, signal }),
    { enabled: active },
  );
  const answer = isRecord(state.data) ? state.data : null;
  const lines: Row[] = answer && Array.isArray(answer.list) ? answer.list.filter(isRecord) : [];
  const next = answer && typeof answer.nextCursor === 'string' ? answer.nextCursor : null;
  return (
    <section className="space-y-2" data-testid="account-statement">
      <h2 className="text-sm font-semibold text-gray-700">{t('finance.page.statement', { count: answer ? Number(answer.total) : 0 })}</h2>
      {state.error && <p className="text-sm text-red-700" role="alert">{state.error.message}</p>}
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-gray-200">
            <th scope="col" className="px-2 py-1 font-medium">{t('finance.res.field.at')}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t('finance.res.field.kind')}</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">{t('finance.res.field.amount')}</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">{t('finance.res.field.balanceAfter')}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t('finance.res.field.memo')}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t('finance.res.field.journal')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={String(line.id)} className="border-b border-gray-100" data-testid="statement-line">
              <td className="px-2 py-1">{formatDate(Number(line.at))}</td>
              <td className="px-2 py-1">{kindLabel(line.kind)}</td>
              <td className="px-2 py-1 text-right tabular-nums">{money(line.amountCents)}</td>
              <td className="px-2 py-1 text-right tabular-nums" data-testid="statement-balance-after">{money(line.balanceAfterCents)}</td>
              <td className="px-2 py-1">{String(line.memo ?? '')}</td>
              <td className="px-2 py-1">
                {journalOpen ? (
                  <Link href={`/finance/collection-payment?id=${String(line.journalId)}`} className="link">#{String(line.journalId)}</Link>
                ) : (
                  `#${String(line.journalId)}`
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length === 0 && state.status === 'ready' && <p className="text-sm text-gray-500">{t('finance.page.noPostings')}</p>}
      <div className="flex gap-2">
        {cursors.length > 0 && (
          <button type="button" className="btn-secondary" onClick={() => setCursors((c) => c.slice(0, -1))} data-testid="statement-newer">
            {t('finance.page.newer')}
          </button>
        )}
        {next && (
          <button type="button" className="btn-secondary" onClick={() => setCursors((c) => [...c, next])} data-testid="statement-older">
            {t('finance.page.older')}
          </button>
        )}
      </div>
    </section>
  );
}
