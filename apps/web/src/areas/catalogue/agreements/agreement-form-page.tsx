import { routes } from '@careops/core/permissions';
import { agreementsResource } from '@careops/core/resources';
import { RecordFormPage } from '../record-form-page';

/** /product/inform-create: a new agreement (its text, published at once or kept as a draft); saving opens it. */
export function AgreementFormPage() {
  return <RecordFormPage resource={agreementsResource} back={() => routes.agreementList.path({})} saved={(id) => routes.agreementUpdate.path({ id })} />;
}
