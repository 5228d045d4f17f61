import { t } from '@careops/core/i18n';
import { Link } from 'wouter';
import { StatusPage } from './status-page';

/** /401: a page the user's permission nodes do not grant (spec §2, §6). */
export function UnauthorizedPage() {
  return (
    <StatusPage code="401" heading={t('web.unauthorized.heading')} message={t('web.unauthorized.message')}>
      <button type="button" className="btn-secondary" onClick={() => history.back()}>
        {t('web.status.back')}
      </button>
      <Link href="/home" className="btn-primary">
        {t('web.status.backHome')}
      </Link>
    </StatusPage>
  );
}
