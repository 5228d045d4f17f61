import { servicesResource } from '@careops/core/resources';
import { DetailPage } from '../../kit/detail/detail-page';
import { usePage } from '../../platform/shell/page-context';
import { DescriptionSection } from './description-section';
import { ServiceImages } from './service-images';

/** /product/update-service/:id: the service, edit and shelf actions, its images, its description rendered, its history. */
export function ServiceDetailPage() {
  const { params, active } = usePage();
  return (
    <div className="p-6">
      <DetailPage resource={servicesResource} id={Number(params.id)} active={active} backTo={servicesResource.route ?? '/product/service'} historyEntity="service">
        {({ record, reload }) => (
          <>
            <ServiceImages service={record} reload={reload} />
            <DescriptionSection text={record.description} />
          </>
        )}
      </DetailPage>
    </div>
  );
}
