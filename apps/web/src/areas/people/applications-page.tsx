import { ListPage } from '../../kit/list/list-page';
import { usePage } from '../../platform/shell/page-context';
import { applicationsReview } from './review/review-config';
import { ReviewablePage } from './review/reviewable-page';

/**
 * /nurse-examine: qualification applications (status, applicant, studio, title, submitted),
 * approve/reject in bulk, and review mode (`?view=review`) working through those under review.
 */
export function ApplicationsPage() {
  const { active } = usePage();
  return (
    <div className="p-6">
      <ReviewablePage config={applicationsReview} list={(toolbar) => <ListPage resource={applicationsReview.resource} active={active} toolbar={toolbar} />} />
    </div>
  );
}
