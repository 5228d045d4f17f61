import { routes } from '@careops/core/permissions';
import { questionnairesResource } from '@careops/core/resources';
import { RecordFormPage } from '../record-form-page';

/** /product/questionnaire-create: a new questionnaire, its questions as lines; saving opens its detail page. */
export function QuestionnaireFormPage() {
  return <RecordFormPage resource={questionnairesResource} back={() => routes.questionnaireList.path({})} saved={(id) => routes.questionnaireDetail.path({ id })} />;
}
