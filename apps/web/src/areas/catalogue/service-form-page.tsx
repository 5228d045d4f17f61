import { routes } from '@careops/core/permissions';
import { servicesResource } from '@careops/core/resources';
import { RecordFormPage } from './record-form-page';

/** /product/edit-service: a new service; saving opens its page (/product/update-service/:id) for images. */
export function ServiceFormPage() {
  return <RecordFormPage resource={servicesResource} back={() => servicesResource.route ?? '/product/service'} saved={(id) => routes.serviceUpdate.path({ id })} />;
}
