import { routes } from '@careops/core/permissions';
import { releasesResource } from '@careops/core/resources';
import { DetailPage } from '../../../kit/detail/detail-page';
import { usePage } from '../../../platform/shell/page-context';

/** /product/update-product/:id: the release, its edit form and withdrawal, its history. */
export function ReleaseDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={releasesResource} id={Number(params.id)} active={active} backTo={routes.releaseList.path({})} historyEntity="product_release" />
    </div>
  );
}
