import type { AgreementDetail } from '@careops/core/contract';
import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { agreementsResource, formatValue } from '@careops/core/resources';
import { DetailPage } from '../../../kit/detail/detail-page';
import { usePage } from '../../../platform/shell/page-context';

const date = (value: number) => formatValue({ key: 'v', title: 'catalogue.res.agreements.publishedAt', format: 'date' }, value);

/** The published versions, newest first: immutable texts with who published them and how many members consented. */
function AgreementVersions({ agreement }: { agreement: AgreementDetail }) {
  return (
    <section className="mt-6" aria-labelledby="agreement-versions">
      <h2 id="agreement-versions" className="mb-2 text-base font-semibold">
        {t('catalogue.res.agreements.versions')}
      </h2>
      {agreement.versions.length === 0 ? (
        <p className="text-sm text-gray-600">{t('catalogue.res.agreements.noVersions')}</p>
      ) : (
        <ol className="space-y-3" data-testid="agreement-versions">
          {agreement.versions.map((v) => (
            <li key={v.id} className="rounded border border-gray-200 p-3" data-testid="agreement-version" data-number={v.number}>
              <h3 className="text-sm font-medium text-gray-900">{t('catalogue.res.agreements.version', { number: v.number })}</h3>
              <p className="text-xs text-gray-600">{t('catalogue.res.agreements.versionMeta', { at: date(v.publishedAt), by: v.publishedBy?.name ?? '—', count: v.consentCount })}</p>
              <p className="mt-2 whitespace-pre-wrap text-sm text-gray-800">{v.content}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /product/inform-update/:id: the agreement, its draft (edit), publish and attach-to-services actions, its versions and history. */
export function AgreementDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={agreementsResource} id={Number(params.id)} active={active} backTo={routes.agreementList.path({})} historyEntity="agreement">
        {({ record }) => <AgreementVersions agreement={record} />}
      </DetailPage>
    </div>
  );
}
