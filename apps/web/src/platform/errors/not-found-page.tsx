import { t } from '@careops/core/i18n';
import { Link } from 'wouter';
import { StatusPage } from './status-page';

/** /404: any unknown path lands here (spec §2). */
export function NotFoundPage() {
  return (
    <StatusPage code="404" heading={t('web.notFound.heading')} message={t('web.notFound.message')}>
      <Link href="/home" className="btn-primary">
        {t('web.status.backHome')}
      </Link>
    </StatusPage>
  );
}
