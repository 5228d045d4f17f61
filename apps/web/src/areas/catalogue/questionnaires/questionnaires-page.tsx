import { t } from '@careops/core/i18n';
import { routes } from '@careops/core/permissions';
import { questionnairesResource } from '@careops/core/resources';
import { Link } from 'wouter';
import { ListPage } from '../../../kit/list/list-page';
import { mayCall } from '../../../kit/resource-api';
import { useConsole } from '../../../platform/shell/console-context';
import { usePage } from '../../../platform/shell/page-context';

/** /product/questionnaire: questionnaires with their surveys and response rates; a record opens its detail page. */
export function QuestionnairesPage() {
  const { active } = usePage();
  const { permissions } = useConsole();
  const toolbar = mayCall(permissions, 'addQuestionnaire') ? (
    <Link href={routes.questionnaireNew.path({})} className="btn-primary" data-testid="questionnaire-new">
      {t('catalogue.ui.questionnaire.new')}
    </Link>
  ) : undefined;
  return (
    <div className="p-6">
      <ListPage resource={questionnairesResource} active={active} addInDialog={false} toolbar={toolbar} />
    </div>
  );
}
