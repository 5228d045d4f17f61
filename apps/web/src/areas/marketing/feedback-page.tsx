import { feedbackResource } from '@careops/core/resources';
import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';

/** /operation-tools/feedback: member and nurse feedback by status, category and order; a row opens its page. */
export function FeedbackPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ListPage resource={feedbackResource} active={active} />
    </div>
  );
}
