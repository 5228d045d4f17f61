import { routes } from '@careops/core/permissions';
import { packagesResource } from '@careops/core/resources';
import { RecordFormPage } from './record-form-page';

/** /product/edit-package and /product/update-package/:id: one form for a new package and an edit; saving opens its detail. */
export function PackageFormPage() {
  return (
    <RecordFormPage
      resource={packagesResource}
      back={(id) => (id === undefined ? (packagesResource.route ?? '/product/package') : routes.packageDetail.path({ id }))}
      saved={(id) => routes.packageDetail.path({ id })}
    />
  );
}
