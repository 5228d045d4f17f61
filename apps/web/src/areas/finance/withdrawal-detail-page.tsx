import { t } from '@careops/core/i18n';
import { implementedPages } from '@careops/core/permissions';
import { journalResource, withdrawalsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { DetailPage } from '../../kit/detail/detail-page';
import { useConsole } from '../../platform/shell/console-context';
import { usePage } from '../../platform/shell/page-context';

const LIST_PATH = '/finance/withdraw-record';

/** /finance/withdraw-details/:id: one withdrawal, its payout and the journal transactions it posted; the steps it allows as actions (keys a, r, p, c). */
export function WithdrawalDetailPage() {
  const { params, active } = usePage();
  const { permissions } = useConsole();
  const journalOpen = permissions.has('collectionPayment') && implementedPages.has('collectionPayment');
  return (
    <div className="p-6">
      <DetailPage resource={withdrawalsResource} id={Number(params.id)} active={active} backTo={LIST_PATH} historyEntity="withdrawal">
        {({ record }) => (
          <section className="space-y-2" data-testid="withdrawal-journal">
            <h2 className="text-sm font-semibold text-gray-700">{t('withdrawals.page.journal')}</h2>
            {record.journalIds.length === 0 ? (
              <p className="text-sm text-gray-500">{t('withdrawals.page.noJournal')}</p>
            ) : (
              <ul className="text-sm">
                {record.journalIds.map((id) => (
                  <li key={id}>
                    {journalOpen ? (
                      <Link href={journalResource.path?.({ id }) ?? journalResource.route ?? ''} className="link" data-testid="withdrawal-journal-link">
                        {t('withdrawals.page.journalEntry', { id })}
                      </Link>
                    ) : (
                      t('withdrawals.page.journalEntry', { id })
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </DetailPage>
    </div>
  );
}
