import { couponsResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /operation-tools/coupon-list: coupons, created in a dialog; a row opens its detail page. */
export function CouponListPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={couponsResource} active={active} />
    </div>
  );
}
