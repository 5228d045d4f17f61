import { packagesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { DescriptionSection } from './description-section';
import { PackageBuyers } from './package-buyers';

/** /product/detail-package/:id: the package, its services × visits, who bought it and what they have left. */
export function PackageDetailPage() {
  const { params, active } = usePage();
  const id = Number(params.id);
  return (
    <div className="p-6">
      <DetailPage resource={packagesResource} id={id} active={active} backTo={packagesResource.route ?? '/product/package'} historyEntity="package">
        {({ record }) => (
          <>
            <DescriptionSection text={record.description} />
            <PackageBuyers packageId={id} active={active} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
