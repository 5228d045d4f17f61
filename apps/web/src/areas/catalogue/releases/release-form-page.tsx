import { routes } from '@careops/core/permissions';
import { releasesResource } from '@careops/core/resources';
import { RecordFormPage } from '../record-form-page';

/** /product/edit-product: a new release (studio, service or package, price, window); saving opens it. */
export function ReleaseFormPage() {
  return <RecordFormPage resource={releasesResource} back={() => routes.releaseList.path({})} saved={(id) => routes.releaseUpdate.path({ id })} />;
}
