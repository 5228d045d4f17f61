import { formatCents, formatDate } from '@careops/core/format';
import { t } from '@careops/core/i18n';
import { accountsResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';
import { AccountStatement } from './account-statement';

const LIST_PATH = '/finance/payAccount';

/** /finance/PayAccountDetail/:id: an account's balance, frozen and available amounts, freezes with their reasons, and its statement; freeze (f) and release (u) as actions. */
export function AccountDetailPage() {
  const { params, active } = usePage();
  const { permissions } = useConsole();
  const accountId = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage resource={accountsResource} id={accountId} active={active} backTo={LIST_PATH} historyEntity="ledger_account">
        {({ record }) => (
          <>
            <section className="space-y-2" data-testid="account-freezes">
              <h2 className="text-sm font-semibold text-gray-700">{t('finance.page.freezes')}</h2>
              {record.freezes.length === 0 ? (
                <p className="text-sm text-gray-500">{t('finance.page.noFreezes')}</p>
              ) : (
                <ul className="text-sm">
                  {record.freezes.map((f) => (
                    <li key={f.id} data-testid="account-freeze">
                      {t(f.amountCents > 0 ? 'finance.page.froze' : 'finance.page.released', {
                        at: formatDate(f.at), amount: formatCents(Math.abs(f.amountCents)), after: formatCents(f.frozenAfterCents), who: f.actorName ?? '', reason: f.reason,
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <AccountStatement accountId={accountId} active={active} journalOpen={permissions.has('collectionPayment')} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
