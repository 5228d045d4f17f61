import { t } from '@careops/core/i18n';
import { couponGrantsResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';
import { useConsole } from '../../platform/shell/console-context';

/** /operation-tools/coupon-grant-list: every grant with its progress; a new grant has a page of its own. */
export function CouponGrantListPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = permissions.has('couponGrantAdd') ? <Link href="/operation-tools/coupon-grant-add" className="btn-primary" data-testid="new-grant">{t('coupons.page.newGrant')}</Link> : null;
  return (
    <div className="p-6">
      <ListPage resource={couponGrantsResource} active={active} toolbar={toolbar} addInDialog={false} />
    </div>
  );
}
